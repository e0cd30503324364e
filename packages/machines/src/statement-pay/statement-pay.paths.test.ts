import { describeFlowModel } from '../testing/describe-flow-model';
import { statementPayModel } from './statement-pay.model';

describeFlowModel('statement pay machine', statementPayModel);
