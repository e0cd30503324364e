import { describeFlowModel } from '../testing/describe-flow-model';
import { acceptLoanOfferModel } from './accept-loan-offer.model';

describeFlowModel('accept loan offer machine', acceptLoanOfferModel);
