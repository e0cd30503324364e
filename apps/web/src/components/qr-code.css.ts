import { style } from '@vanilla-extract/css';

// A QR code needs a light quiet zone whatever the theme, or phones fail to read it.
export const qr = style({
  display: 'block',
  background: '#ffffff',
  padding: 8,
  borderRadius: 8,
  alignSelf: 'center',
});
