import { describeFlowModel } from '../testing/describe-flow-model';
import { uploadPortalModel } from './upload-portal.model';

describeFlowModel('upload portal machine', uploadPortalModel);
