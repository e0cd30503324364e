import { unwrap, type components } from '@outlay/api-client';
import { apiClient } from '../../../lib/api-client';

type CreateVirtualCardRequest = components['schemas']['CreateVirtualCardRequest'];

/** Asks the issuer for a new virtual card; answers the card (never its number). */
export function createVirtualCard(body: CreateVirtualCardRequest) {
  return unwrap(apiClient.POST('/v2/web/cards/create-card', { body }));
}
