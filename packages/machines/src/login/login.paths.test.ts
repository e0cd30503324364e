import { describeFlowModel } from '../testing/describe-flow-model';
import { loginModel } from './login.model';

describeFlowModel('login machine', loginModel);
