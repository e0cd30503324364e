import { describeFlowModel } from '../testing/describe-flow-model';
import { newVirtualCardModel } from './new-virtual-card.model';

describeFlowModel('new virtual card machine', newVirtualCardModel);
