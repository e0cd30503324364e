import { describeFlowModel } from '../testing/describe-flow-model';
import { cardPinModel } from './card-pin.model';

describeFlowModel('card PIN machine', cardPinModel);
