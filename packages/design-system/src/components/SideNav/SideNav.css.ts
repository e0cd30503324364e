import { style, styleVariants } from '@vanilla-extract/css';

import { focusRingInset } from '../../css/focusRing';
import { bareList, inRow, inRowApart, stacked } from '../../css/layout';
import { controlText } from '../../css/text';
import { vars } from '../../themes/vars.css';

/** The spec's widths: 330 px expanded, 90 px collapsed. */
export const width = { expanded: '330px', collapsed: '90px' } as const;

const base = style({
  ...stacked(vars.space.medium),
  height: '100%',
  paddingBlock: vars.space.medium,
  backgroundColor: vars.color.background.surface,
  borderInlineEnd: `${vars.border.width.standard} solid ${vars.color.border.subtle}`,
  overflowY: 'auto',
  overflowX: 'hidden',
  transition: `width ${vars.motion.duration.standard} ${vars.motion.easing.standard}`,
});

export const sideNav = styleVariants({
  expanded: [base, { width: width.expanded, paddingInline: vars.space.medium }],
  collapsed: [base, { width: width.collapsed, paddingInline: vars.space.small }],
});

export const top = style({
  ...inRowApart(vars.space.small, 'flex-start'),
});

/** Where the floating navigation's rail stands, so the page does not move under it. */
export const place = style({ height: '100%' });
export const railPlace = style({ position: 'relative', height: '100%', width: width.collapsed });

export const floating = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineStart: 0,
  zIndex: vars.zIndex.overlay,
  boxShadow: vars.shadow.large,
});

export const topCollapsed = style([top, { justifyContent: 'center' }]);

export const header = style({ flex: '1 1 auto', minWidth: 0 });

export const list = style({
  ...stacked(vars.space.xxsmall),
  ...bareList,
});

export const nestedList = style([list, { paddingBlockStart: vars.space.xxsmall }]);

const entry = style({
  ...inRow(vars.space.small),
  width: '100%',
  minHeight: vars.size.touchTarget,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.medium,
  border: 0,
  background: 'transparent',
  color: vars.color.foreground.text,
  ...controlText,
  fontWeight: vars.font.weight.medium,
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.background.hover },
    '&[data-focus-visible]': focusRingInset,
  },
});

export const link = style([
  entry,
  {
    selectors: {
      '&[data-current]': {
        backgroundColor: vars.color.background.selected,
        color: vars.color.foreground.brand,
        fontWeight: vars.font.weight.strong,
        boxShadow: `inset 3px 0 0 ${vars.color.border.brand}`,
      },
    },
  },
]);

export const nestedLink = style({ paddingInlineStart: vars.space.xlarge });

/** On the rail, a group's links sit on a tinted band under its icon. */
export const nestedRail = style([
  list,
  {
    marginBlockStart: vars.space.xxsmall,
    paddingBlock: vars.space.xxsmall,
    borderRadius: vars.radius.medium,
    backgroundColor: vars.color.background.surfaceMuted,
  },
]);
export const nestedRailLink = style({});

export const collapsedEntry = style({
  justifyContent: 'center',
  gap: vars.space.xxsmall,
  paddingInline: vars.space.xsmall,
});

export const groupTrigger = style([entry]);

export const icon = style({ display: 'flex', flexShrink: 0, color: 'inherit' });

export const name = style({ flex: '1 1 auto', minWidth: 0 });

export const chevron = style({
  display: 'flex',
  marginInlineStart: 'auto',
  color: vars.color.foreground.textMuted,
  transition: `transform ${vars.motion.duration.fast}`,
  selectors: {
    '[data-expanded] > * > &': { transform: 'rotate(180deg)' },
  },
});

/** The rail's small chevron beside a group's icon says it opens. */
export const railChevron = style([chevron, { marginInlineStart: 0 }]);

export const footer = style({ marginBlockStart: 'auto' });
