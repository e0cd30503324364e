import { createTheme } from '@vanilla-extract/css';

import { lightTokens } from './tokens/light';
import { vars } from './vars.css';

export const lightThemeClass = createTheme(vars, lightTokens, 'light');
