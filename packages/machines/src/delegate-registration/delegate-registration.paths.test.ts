import { describeFlowModel } from '../testing/describe-flow-model';
import { delegateRegistrationModel } from './delegate-registration.model';

describeFlowModel('delegate registration machine', delegateRegistrationModel);
