import { createThemeContract } from '@vanilla-extract/css';

import { themeShape } from './contract';

/** The theme contract. Components read every themeable value through `vars`. */
export const vars = createThemeContract(themeShape);
