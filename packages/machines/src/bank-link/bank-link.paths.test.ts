import { describeFlowModel } from '../testing/describe-flow-model';
import { bankLinkModel } from './bank-link.model';

describeFlowModel('bank link machine', bankLinkModel);
