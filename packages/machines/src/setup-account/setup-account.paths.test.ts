import { describeFlowModel } from '../testing/describe-flow-model';
import { setupAccountModel } from './setup-account.model';

describeFlowModel('setup account machine', setupAccountModel);
