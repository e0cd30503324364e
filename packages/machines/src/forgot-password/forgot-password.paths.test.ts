import { describeFlowModel } from '../testing/describe-flow-model';
import { forgotPasswordModel } from './forgot-password.model';

describeFlowModel('forgot password machine', forgotPasswordModel);
