import { describe, expect, it } from 'vitest';
import { maskNationalNumber, maskPhone } from './phone';

describe('maskPhone (spec part 1 §4.5: the first 3 and the last 2 digits)', () => {
  it('masks the national number, the calling code apart', () => {
    expect(maskPhone({ countryCallingCode: '+1', phoneNumber: '4155550195' })).toBe(
      '+1 415*****95',
    );
  });

  it('never counts the calling code among the first 3 digits', () => {
    const masked = maskPhone({ countryCallingCode: '+1', phoneNumber: '(415) 555-0195' });
    expect(masked).not.toContain('141');
    expect(masked.endsWith('415*****95')).toBe(true);
  });

  it.each([
    ['52', '5512345678', '+52 551*****78'],
    ['+55', '11987654321', '+55 119******21'],
    ['+44', '7700900123', '+44 770*****23'],
  ])('+%s %s shows as %s', (callingCode, phoneNumber, masked) => {
    expect(maskPhone({ countryCallingCode: callingCode, phoneNumber })).toBe(masked);
  });

  it('shows the national number alone when there is no calling code', () => {
    expect(maskPhone({ countryCallingCode: null, phoneNumber: '5512345678' })).toBe('551*****78');
    expect(maskPhone({ countryCallingCode: '', phoneNumber: '5512345678' })).toBe('551*****78');
  });

  it('hides a number too short to show 5 digits of', () => {
    expect(maskNationalNumber('12345')).toBe('*****');
    expect(maskNationalNumber('')).toBe('');
  });
});
