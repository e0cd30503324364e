import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';

import { renderWithProviders } from '../../test/render';
import { Tag, TagGroup } from './TagGroup';

describe('TagGroup', () => {
  it('removes a tag with its button and with Delete', async () => {
    const onRemove = vi.fn();
    await renderWithProviders(
      <TagGroup label="Applied filters" onRemove={onRemove}>
        <Tag id="virtual">Virtual cards</Tag>
        <Tag id="receipt">Receipt attached</Tag>
      </TagGroup>,
    );
    await expect.element(page.getByRole('grid', { name: 'Applied filters' })).toBeVisible();
    const removeButtons = page.getByRole('button', { name: /Remove/ });
    await removeButtons.first().click();
    expect(onRemove).toHaveBeenLastCalledWith(new Set(['virtual']));
    await page.getByRole('row', { name: 'Receipt attached' }).click();
    await userEvent.keyboard('{Delete}');
    expect(onRemove).toHaveBeenLastCalledWith(new Set(['receipt']));
  });
});
