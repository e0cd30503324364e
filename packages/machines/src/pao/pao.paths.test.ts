import { describeFlowModel } from '../testing/describe-flow-model';
import { paoModel } from './pao.model';

describeFlowModel('PAO machine', paoModel);
