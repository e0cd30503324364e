import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';

import { renderWithProviders } from '../../test/render';
import { RowNavigation } from './RowNavigation';

describe('RowNavigation', () => {
  it('moves up and down, and a disabled direction does nothing', async () => {
    const onPrevious = vi.fn();
    const onNext = vi.fn();
    await renderWithProviders(
      <RowNavigation
        previousLabel="Previous transaction"
        nextLabel="Next transaction"
        onPrevious={onPrevious}
        onNext={onNext}
        isPreviousDisabled
      />,
    );
    await page.getByRole('button', { name: 'Next transaction' }).click();
    expect(onNext).toHaveBeenCalledTimes(1);
    await expect.element(page.getByRole('button', { name: 'Previous transaction' })).toBeDisabled();
    expect(onPrevious).not.toHaveBeenCalled();
  });
});
