import { describeFlowModel } from '../testing/describe-flow-model';
import { inboxReceiptModel } from './inbox-receipt.model';

describeFlowModel('inbox receipt machine', inboxReceiptModel);
