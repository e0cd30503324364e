import { describeFlowModel } from '../testing/describe-flow-model';
import { bulkPaymentModel } from './bulk-payment.model';

describeFlowModel('bulk payment machine', bulkPaymentModel);
