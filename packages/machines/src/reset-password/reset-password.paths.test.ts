import { describeFlowModel } from '../testing/describe-flow-model';
import { resetPasswordModel } from './reset-password.model';

describeFlowModel('reset password machine', resetPasswordModel);
