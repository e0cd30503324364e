import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';

import { renderWithProviders } from '../../test/render';
import { IconButton } from '../IconButton/IconButton';
import { InfoIcon } from '../icons/icons';
import { Tooltip } from './Tooltip';

describe('Tooltip', () => {
  it('shows on keyboard focus, describes its trigger and hides on Escape', async () => {
    await renderWithProviders(
      <Tooltip content="Prepayment total: 0.00">
        <IconButton label="Prepayment" icon={<InfoIcon />} />
      </Tooltip>,
    );
    await userEvent.keyboard('{Tab}');
    const tooltip = page.getByRole('tooltip');
    await expect.element(tooltip).toHaveTextContent('Prepayment total: 0.00');
    await expect
      .element(page.getByRole('button', { name: 'Prepayment' }))
      .toHaveAccessibleDescription('Prepayment total: 0.00');
    await userEvent.keyboard('{Escape}');
    await expect.element(tooltip).not.toBeInTheDocument();
  });
});
