import { describeFlowModel } from '../testing/describe-flow-model';
import { authenticatorSetupModel } from './authenticator-setup.model';

describeFlowModel('authenticator setup machine', authenticatorSetupModel);
