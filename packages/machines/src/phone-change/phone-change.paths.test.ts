import { describeFlowModel } from '../testing/describe-flow-model';
import { phoneChangeModel } from './phone-change.model';

describeFlowModel('phone change machine', phoneChangeModel);
