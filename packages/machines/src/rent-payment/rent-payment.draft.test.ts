import { describe, expect, it } from 'vitest';
import {
  emptyRentDraft,
  rentAmountMinorOf,
  rentChargeOfDraft,
  rentDraftErrors,
} from './rent-payment.draft';

const rules = { currency: 'USD', maxAmountMinor: 10_000_000, cardIds: [7] };

describe('the rent draft', () => {
  it('reads the rent as typed into minor units', () => {
    expect(rentAmountMinorOf('2,500.00', 'USD')).toBe(250_000);
    expect(rentAmountMinorOf('10.5', 'USD')).toBe(1_050);
    expect(rentAmountMinorOf('10.505', 'USD')).toBeNull();
    expect(rentAmountMinorOf('ten', 'USD')).toBeNull();
  });

  it('shows the fee and the total as the rent is typed', () => {
    const draft = { ...emptyRentDraft(7), amount: '2500' };
    expect(rentChargeOfDraft(draft, 'USD', 299)).toMatchObject({
      amount: 250_000,
      fee: 7_475,
      total: 257_475,
    });
    expect(rentChargeOfDraft(emptyRentDraft(7), 'USD', 299).total).toBe(0);
  });

  it('names each field that keeps the draft from its review', () => {
    expect(rentDraftErrors(emptyRentDraft(null), rules)).toEqual({
      landlordName: 'required',
      landlordAddress: 'required',
      routingNumber: 'required',
      accountNumber: 'required',
      clabe: null,
      propertyAddress: 'required',
      amount: 'required',
      cardId: 'required',
      landlordRfc: null,
    });
    const cheque = {
      ...emptyRentDraft(7),
      payoutMethod: 'cheque' as const,
      landlordName: 'Ada Lovelace',
      landlordAddress: '1 Main St',
      propertyAddress: '2 Main St',
      amount: '100001',
    };
    expect(rentDraftErrors(cheque, rules)).toMatchObject({
      amount: 'tooLarge',
      routingNumber: null,
      accountNumber: null,
    });
    expect(rentDraftErrors({ ...cheque, amount: '1200' }, rules)).toBeNull();
    expect(
      rentDraftErrors(
        { ...cheque, payoutMethod: 'bank', routingNumber: '12', accountNumber: '12345' },
        rules,
      ),
    ).toMatchObject({ routingNumber: 'format', accountNumber: null });
  });

  it('asks a company paying in MXN for the landlord’s CLABE, checked as the server checks it', () => {
    const mexico = { ...rules, currency: 'MXN' };
    const draft = {
      ...emptyRentDraft(7),
      landlordName: 'Inmobiliaria Roble',
      landlordAddress: 'Av. Reforma 222',
      propertyAddress: 'Calle Durango 90',
      amount: '15000',
    };
    expect(rentDraftErrors(draft, mexico)).toMatchObject({
      clabe: 'required',
      routingNumber: null,
      accountNumber: null,
    });
    expect(rentDraftErrors({ ...draft, clabe: '032180000118359718' }, mexico)).toMatchObject({
      clabe: 'checkDigit',
    });
    expect(rentDraftErrors({ ...draft, clabe: '032 180 000118359719' }, mexico)).toBeNull();
    // In dollars the CLABE is not asked for; the routing and account numbers are.
    expect(rentDraftErrors({ ...draft, clabe: '' }, rules)).toMatchObject({
      clabe: null,
      routingNumber: 'required',
    });
  });

  it('asks a Mexican company for the landlord’s RFC, checked by kind, date and check digit', () => {
    const mexico = { ...rules, currency: 'MXN', mexicanTaxes: true };
    const draft = {
      ...emptyRentDraft(7),
      landlordName: 'Xochitl Casas Chávez',
      landlordAddress: 'Calle Durango 90',
      propertyAddress: 'Av. Reforma 222',
      clabe: '032180000118359719',
      amount: '10000',
    };
    expect(rentDraftErrors(draft, mexico)).toMatchObject({ landlordRfc: 'required' });
    expect(rentDraftErrors({ ...draft, landlordRfc: 'EKU9003173C9' }, mexico)).toMatchObject({
      landlordRfc: 'personLength',
    });
    expect(rentDraftErrors({ ...draft, landlordRfc: 'CACX7605101P7' }, mexico)).toMatchObject({
      landlordRfc: 'checkDigit',
    });
    expect(rentDraftErrors({ ...draft, landlordRfc: 'cacx7605101p8' }, mexico)).toBeNull();
    expect(
      rentDraftErrors({ ...draft, landlordKind: 'company', landlordRfc: 'EKU9003173C9' }, mexico),
    ).toBeNull();
    // Without Mexican taxes no RFC is asked for.
    expect(rentDraftErrors(draft, { ...mexico, mexicanTaxes: false })).toBeNull();
  });

  it('shows the withholding and the net to the landlord as the rent is typed', () => {
    const draft = { ...emptyRentDraft(7), amount: '10,000.00' };
    expect(rentChargeOfDraft(draft, 'MXN', 299, true)).toEqual({
      amount: 1_000_000,
      iva: 160_000,
      isrWithheld: 100_000,
      ivaWithheld: 106_667,
      net: 953_333,
      fee: 28_505,
      total: 981_838,
    });
    expect(
      rentChargeOfDraft({ ...draft, propertyUse: 'residential' }, 'MXN', 299, true),
    ).toMatchObject({ iva: 0, isrWithheld: 100_000, ivaWithheld: 0, net: 900_000 });
    expect(rentChargeOfDraft(draft, 'MXN', 299, false)).toMatchObject({
      net: 1_000_000,
      fee: 29_900,
    });
  });
});
