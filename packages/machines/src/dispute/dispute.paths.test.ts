import { describeFlowModel } from '../testing/describe-flow-model';
import { disputeModel } from './dispute.model';

describeFlowModel('dispute machine', disputeModel);
