import type { ApiError, components, ShippingAddress, CardOrder } from '@outlay/api-client';

export type { ShippingAddress, CardOrder } from '@outlay/api-client';

export type ShipTo = components['schemas']['CardOrderRequest']['shipTo'];
export type AddressField = keyof ShippingAddress;

export interface CardOrderInput {
  /** From react-query's card-order view: where the company's cards ship, if it has an address. */
  hasCompanyAddress: boolean;
  rushAvailable: boolean;
}

/** The fields a submit found missing or malformed; absent fields are fine. */
export type AddressProblems = Partial<Record<AddressField, 'required' | 'invalid'>>;

export interface CardOrderContext {
  hasCompanyAddress: boolean;
  rushAvailable: boolean;
  shipTo: ShipTo;
  address: ShippingAddress;
  rush: boolean;
  problems: AddressProblems | null;
  error: ApiError | null;
}

export type CardOrderEvent =
  | { type: 'shipTo.changed'; shipTo: ShipTo }
  | { type: 'address.changed'; field: AddressField; value: string }
  | { type: 'rush.changed'; rush: boolean }
  | { type: 'order.submitted' };

export type CardOrderEmitted = { type: 'order.placed'; order: CardOrder };
