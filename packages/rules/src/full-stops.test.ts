import { describe, expect, it } from 'vitest';
import { withSingleFullStops } from './full-stops';

const fill = (template: string) => (values: Record<string, unknown> | undefined) =>
  template.replace(/\{(\w+)\}/g, (_whole, name: string) => String(values?.[name]));

describe('withSingleFullStops', () => {
  it('writes the stop once after a value that ends with one', () => {
    expect(withSingleFullStops({ time: '7:22 p.m.' }, fill('Usado a las {time}.'))).toBe(
      'Usado a las 7:22 p.m.',
    );
    expect(
      withSingleFullStops(
        { company: 'Comercializadora Altiplano S.A. de C.V.' },
        fill('Nunca se comparte con {company}. Gracias.'),
      ),
    ).toBe('Nunca se comparte con Comercializadora Altiplano S.A. de C.V. Gracias.');
  });

  it('keeps the value’s stop where the message has none after it', () => {
    expect(withSingleFullStops({ company: 'Acme S.A.' }, fill('{company}: lista'))).toBe(
      'Acme S.A.: lista',
    );
  });

  it('keeps the message’s stop after a value without one, and other values as they are', () => {
    expect(withSingleFullStops({ name: 'Ana', count: 2 }, fill('{name} tiene {count}.'))).toBe(
      'Ana tiene 2.',
    );
    expect(withSingleFullStops(undefined, () => 'Sin valores.')).toBe('Sin valores.');
  });
});
