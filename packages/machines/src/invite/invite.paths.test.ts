import { describeFlowModel } from '../testing/describe-flow-model';
import { inviteModel } from './invite.model';

describeFlowModel('invite machine', inviteModel);
