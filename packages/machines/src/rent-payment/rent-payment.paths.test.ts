import { describeFlowModel } from '../testing/describe-flow-model';
import { rentPaymentModel } from './rent-payment.model';

describeFlowModel('rent payment machine', rentPaymentModel);
