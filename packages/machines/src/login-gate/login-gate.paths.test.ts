import { describeFlowModel } from '../testing/describe-flow-model';
import { loginGateModel } from './login-gate.model';

describeFlowModel('login gate machine', loginGateModel);
