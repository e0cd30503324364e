import { layer, style } from '@vanilla-extract/css';

/**
 * Element resets live in a cascade layer, so any unlayered design-system style wins over them
 * whatever the order in which the CSS loads.
 */
const reset = layer('reset');

export const base = style({
  '@layer': {
    [reset]: {
      margin: 0,
      padding: 0,
      border: 0,
      font: 'inherit',
      color: 'inherit',
    },
  },
});

export const list = style({
  '@layer': { [reset]: { listStyle: 'none' } },
});

export const button = style({
  '@layer': {
    [reset]: {
      background: 'none',
      appearance: 'none',
      textAlign: 'inherit',
      cursor: 'pointer',
    },
  },
});
