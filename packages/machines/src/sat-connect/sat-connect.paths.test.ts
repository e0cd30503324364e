import { resetSatMocks } from '@outlay/api-client/mocks';
import { afterEach } from 'vitest';
import { describeFlowModel } from '../testing/describe-flow-model';
import { satConnectModel } from './sat-connect.model';

afterEach(() => {
  resetSatMocks();
});

describeFlowModel('SAT connect machine', satConnectModel);
