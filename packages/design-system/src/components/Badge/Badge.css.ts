import { recipe } from '@vanilla-extract/recipes';

import { vars } from '../../themes/vars.css';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxsmall,
    maxWidth: '100%',
    paddingBlock: '1px',
    paddingInline: vars.space.small,
    borderRadius: vars.radius.full,
    fontSize: vars.text.xsmall.fontSize,
    lineHeight: vars.text.xsmall.lineHeight,
    fontWeight: vars.font.weight.strong,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    verticalAlign: 'middle',
  },
  variants: {
    tone: {
      neutral: {},
      info: {},
      positive: {},
      caution: {},
      critical: {},
      brand: {},
    },
    weight: {
      soft: {},
      strong: {},
    },
  },
  compoundVariants: [
    {
      variants: { tone: 'neutral', weight: 'soft' },
      style: {
        backgroundColor: vars.color.background.neutralSoft,
        color: vars.color.foreground.text,
      },
    },
    {
      variants: { tone: 'info', weight: 'soft' },
      style: { backgroundColor: vars.color.background.infoSoft, color: vars.color.foreground.info },
    },
    {
      variants: { tone: 'positive', weight: 'soft' },
      style: {
        backgroundColor: vars.color.background.positiveSoft,
        color: vars.color.foreground.positive,
      },
    },
    {
      variants: { tone: 'caution', weight: 'soft' },
      style: {
        backgroundColor: vars.color.background.cautionSoft,
        color: vars.color.foreground.caution,
      },
    },
    {
      variants: { tone: 'critical', weight: 'soft' },
      style: {
        backgroundColor: vars.color.background.criticalSoft,
        color: vars.color.foreground.critical,
      },
    },
    {
      variants: { tone: 'brand', weight: 'soft' },
      style: {
        backgroundColor: vars.color.background.selected,
        color: vars.color.foreground.brand,
      },
    },
    {
      variants: { tone: 'neutral', weight: 'strong' },
      style: {
        backgroundColor: vars.color.background.neutral,
        color: vars.color.foreground.onNeutral,
      },
    },
    {
      variants: { tone: 'info', weight: 'strong' },
      style: { backgroundColor: vars.color.background.info, color: vars.color.foreground.onInfo },
    },
    {
      variants: { tone: 'positive', weight: 'strong' },
      style: {
        backgroundColor: vars.color.background.positive,
        color: vars.color.foreground.onPositive,
      },
    },
    {
      variants: { tone: 'caution', weight: 'strong' },
      style: {
        backgroundColor: vars.color.background.caution,
        color: vars.color.foreground.onCaution,
      },
    },
    {
      variants: { tone: 'critical', weight: 'strong' },
      style: {
        backgroundColor: vars.color.background.critical,
        color: vars.color.foreground.onCritical,
      },
    },
    {
      variants: { tone: 'brand', weight: 'strong' },
      style: { backgroundColor: vars.color.background.brand, color: vars.color.foreground.onBrand },
    },
  ],
  defaultVariants: { tone: 'neutral', weight: 'soft' },
});
