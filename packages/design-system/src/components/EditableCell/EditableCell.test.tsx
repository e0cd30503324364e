import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';

import { renderWithProviders } from '../../test/render';
import { MappingGrid } from './EditableCell.fixtures';

/** The choice reached the caller, the editor closed and focus is back on the edited cell. */
async function expectSlackSavedAsSoftware(onEdit: ReturnType<typeof vi.fn>) {
  await vi.waitFor(() => {
    expect(onEdit).toHaveBeenCalledWith('r2', 'software');
  });
  await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
  await expect
    .element(page.getByRole('button', { name: 'Software, category of Slack' }))
    .toHaveFocus();
}

describe('EditableCell', () => {
  it('moves between cells with the arrow keys, edits on Enter and returns focus', async () => {
    const onEdit = vi.fn();
    await renderWithProviders(<MappingGrid onChange={onEdit} />);
    await userEvent.keyboard('{Tab}');
    // The first row, then its cells.
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    const uber = page.getByRole('button', { name: 'Travel, category of Uber' });
    await expect.element(uber).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const slack = page.getByRole('button', { name: 'Choose a category for Slack' });
    await expect.element(slack).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('dialog', { name: 'Category' })).toBeVisible();
    await userEvent.keyboard('soft');
    await expect.element(page.getByRole('option', { name: 'Software' })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expectSlackSavedAsSoftware(onEdit);
  });

  it('cancels on Escape, leaving the value as it was', async () => {
    const onEdit = vi.fn();
    await renderWithProviders(<MappingGrid onChange={onEdit} />);
    const uber = page.getByRole('button', { name: 'Travel, category of Uber' });
    await uber.click();
    await expect.element(page.getByRole('dialog', { name: 'Category' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await expect.element(uber).toHaveFocus();
    expect(onEdit).not.toHaveBeenCalled();
  });

  it('puts focus back on the cell after a choice made with the pointer', async () => {
    const onEdit = vi.fn();
    await renderWithProviders(<MappingGrid onChange={onEdit} />);
    await page.getByRole('button', { name: 'Choose a category for Slack' }).click();
    await userEvent.keyboard('soft');
    await page.getByRole('option', { name: 'Software' }).click();
    await expectSlackSavedAsSoftware(onEdit);
  });

  it('opens nothing once disabled', async () => {
    await renderWithProviders(<MappingGrid onChange={vi.fn()} />);
    const memo = page.getByRole('button', { name: 'Airport, memo of Uber' });
    await expect.element(memo).toBeDisabled();
  });
});
