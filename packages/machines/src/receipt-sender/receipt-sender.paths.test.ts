import { describeFlowModel } from '../testing/describe-flow-model';
import { receiptSenderModel } from './receipt-sender.model';

describeFlowModel('receipt sender machine', receiptSenderModel);
