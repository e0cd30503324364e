import { describeFlowModel } from '../testing/describe-flow-model';
import { ssoSettingsModel } from './sso-settings.model';

describeFlowModel('sso settings machine', ssoSettingsModel);
