import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';

import { renderWithProviders } from '../../test/render';
import { TreeSelect } from './TreeSelect';
import { departmentField, StatefulTreeSelect } from './TreeSelect.fixtures';

const department = { ...departmentField, description: 'Sent with the transaction.' };

describe('TreeSelect', () => {
  it('names its button by the label and the value, and describes it', async () => {
    await renderWithProviders(
      <StatefulTreeSelect {...department} value="north" onChange={vi.fn()} />,
    );
    const trigger = page.getByRole('button', { name: 'Department Sales › North' });
    await expect.element(trigger).toBeVisible();
    await expect.element(trigger).toHaveAccessibleDescription('Sent with the transaction.');
  });

  it('chooses a node by keyboard, collapses a branch, and returns focus', async () => {
    const onChange = vi.fn();
    await renderWithProviders(
      <StatefulTreeSelect {...department} value={null} onChange={onChange} />,
    );
    const trigger = page.getByRole('button', { name: 'Department Choose a department' });
    await trigger.click();
    const tree = page.getByRole('treegrid', { name: 'Department' });
    await expect.element(tree).toBeVisible();
    const sales = page.getByRole('row', { name: 'Sales' });
    await expect.element(sales).toHaveFocus();
    await expect.element(sales).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(sales).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(page.getByRole('row', { name: 'Operations' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await vi.waitFor(() => {
      expect(onChange).toHaveBeenCalledWith('operations');
    });
    await expect.element(tree).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Department Operations' })).toHaveFocus();
  });

  it('opens on the node chosen and closes on Escape without a change', async () => {
    const onChange = vi.fn();
    await renderWithProviders(
      <StatefulTreeSelect {...department} value="south" onChange={onChange} />,
    );
    await page.getByRole('button', { name: 'Department Sales › South' }).click();
    const south = page.getByRole('row', { name: 'South' });
    await expect.element(south).toHaveFocus();
    await expect.element(south).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('treegrid')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows an error under the field that describes the button', async () => {
    await renderWithProviders(
      <TreeSelect
        {...departmentField}
        value={null}
        onChange={vi.fn()}
        errorMessage="The following tracking categories are required: Department."
      />,
    );
    const trigger = page.getByRole('button', { name: 'Department Choose a department' });
    await expect.element(trigger).toHaveAttribute('data-invalid', '');
    await expect
      .element(trigger)
      .toHaveAccessibleDescription('The following tracking categories are required: Department.');
  });
});
