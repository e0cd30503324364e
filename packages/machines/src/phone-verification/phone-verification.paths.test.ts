import { describeFlowModel } from '../testing/describe-flow-model';
import { phoneVerificationModel } from './phone-verification.model';

describeFlowModel('phone verification machine', phoneVerificationModel);
