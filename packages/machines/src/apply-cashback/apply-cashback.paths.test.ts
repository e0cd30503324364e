import { describeFlowModel } from '../testing/describe-flow-model';
import { applyCashbackModel } from './apply-cashback.model';

describeFlowModel('apply cashback machine', applyCashbackModel);
