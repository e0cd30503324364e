import { describeFlowModel } from '../testing/describe-flow-model';
import { paymentTransferModel } from './payment-transfer.model';

describeFlowModel('payment transfer machine', paymentTransferModel);
