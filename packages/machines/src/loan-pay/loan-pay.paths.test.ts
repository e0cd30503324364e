import { describeFlowModel } from '../testing/describe-flow-model';
import { loanPayModel } from './loan-pay.model';

describeFlowModel('loan pay machine', loanPayModel);
