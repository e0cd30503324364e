import { describeFlowModel } from '../testing/describe-flow-model';
import { cardOrderModel } from './card-order.model';

describeFlowModel('card order machine', cardOrderModel);
