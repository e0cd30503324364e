import { describe, expect, it } from 'vitest';
import { cardPinProblem, isWeakCardPin } from './card-pin';

describe('cardPinProblem', () => {
  it('asks for the PIN, then four digits, then the confirmation, then a match', () => {
    expect(cardPinProblem('', '')).toBe('pinRequired');
    expect(cardPinProblem('123', '')).toBe('length');
    expect(cardPinProblem('12345', '12345')).toBe('length');
    expect(cardPinProblem('12a4', '12a4')).toBe('length');
    expect(cardPinProblem('٤٣٢١', '٤٣٢١')).toBe('length');
    expect(cardPinProblem('4831', '')).toBe('confirmRequired');
    expect(cardPinProblem('4831', '4813')).toBe('mismatch');
  });

  it('refuses repeated and sequential digits as weak, and accepts the rest', () => {
    for (const weak of ['0000', '1111', '1234', '4321', '6789', '7890', '8901', '3210', '0987']) {
      expect(cardPinProblem(weak, weak), weak).toBe('weak');
    }
    for (const strong of ['4831', '1123', '1212', '1357', '2580', '9021']) {
      expect(cardPinProblem(strong, strong), strong).toBeNull();
    }
  });

  it('judges a repeated or running PIN weak on its own', () => {
    expect(isWeakCardPin('5555')).toBe(true);
    expect(isWeakCardPin('5556')).toBe(false);
  });
});
