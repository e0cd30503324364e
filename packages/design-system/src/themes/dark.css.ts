import { createTheme } from '@vanilla-extract/css';

import { darkTokens } from './tokens/dark';
import { vars } from './vars.css';

export const darkThemeClass = createTheme(vars, darkTokens, 'dark');
