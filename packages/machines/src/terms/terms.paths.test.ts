import { describeFlowModel } from '../testing/describe-flow-model';
import { termsModel } from './terms.model';

describeFlowModel('terms machine', termsModel);
