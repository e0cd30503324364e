import { vars } from '@outlay/design-system/vars';
import { style } from '@vanilla-extract/css';

/** The square the picture is cut to: its side is FRAME_SIDE in picture-crop.tsx. */
export const frame = style({
  position: 'relative',
  overflow: 'hidden',
  alignSelf: 'center',
  borderRadius: vars.radius.medium,
  background: vars.color.background.neutralSoft,
  cursor: 'grab',
  // The pointer drags the picture; the page must not scroll or zoom under it on a phone.
  touchAction: 'none',
  userSelect: 'none',
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `2px solid ${vars.color.border.focus}`,
      outlineOffset: '2px',
    },
    '&[data-dragging]': { cursor: 'grabbing' },
  },
});

export const picture = style({
  position: 'absolute',
  top: 0,
  left: 0,
  maxWidth: 'none',
  transformOrigin: '0 0',
  pointerEvents: 'none',
});
