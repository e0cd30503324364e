import { describeFlowModel } from '../testing/describe-flow-model';
import { verificationModel } from './verification.model';

describeFlowModel('verification machine', verificationModel);
