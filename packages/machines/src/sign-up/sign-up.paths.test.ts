import { describeFlowModel } from '../testing/describe-flow-model';
import { signUpModel } from './sign-up.model';

describeFlowModel('sign-up machine', signUpModel);
