import { styleVariants } from '@vanilla-extract/css';

import { vars } from '../../themes/vars.css';

export const icon = styleVariants({
  small: { width: vars.size.iconSmall, height: vars.size.iconSmall, flexShrink: 0 },
  standard: { width: vars.size.icon, height: vars.size.icon, flexShrink: 0 },
});
