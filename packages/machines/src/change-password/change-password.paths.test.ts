import { describeFlowModel } from '../testing/describe-flow-model';
import { changePasswordModel } from './change-password.model';

describeFlowModel('change password machine', changePasswordModel);
