import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';

import { renderWithProviders } from '../../test/render';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { DialogTrigger } from '../Dialog/Dialog';
import { Popover } from './Popover';

describe('Popover', () => {
  it('is a dialog named by its title that returns focus on Escape', async () => {
    await renderWithProviders(
      <DialogTrigger>
        <Button variant="secondary">Filter</Button>
        <Popover title="Filters">
          <Checkbox>Receipt Attached</Checkbox>
          <Button>Apply</Button>
        </Popover>
      </DialogTrigger>,
    );
    const trigger = page.getByRole('button', { name: 'Filter' });
    await trigger.click();
    await expect.element(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await expect.element(trigger).toHaveFocus();
  });
});
