import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';

import { renderWithProviders } from '../../test/render';
import { Meter } from '../Meter/Meter';
import { ProgressBar } from './ProgressBar';

describe('ProgressBar and Meter', () => {
  it('expose their value to assistive technology', async () => {
    await renderWithProviders(
      <>
        <ProgressBar label="Uploading receipt" value={40} />
        <Meter label="Limit used" value={9200} maxValue={10000} valueLabel="$9,200 of $10,000" />
      </>,
    );
    const progress = page.getByRole('progressbar', { name: 'Uploading receipt' });
    await expect.element(progress).toHaveAttribute('aria-valuenow', '40');
    await expect.element(page.getByText('40%')).toBeVisible();
    const meter = page.getByRole('meter', { name: 'Limit used' });
    await expect.element(meter).toHaveAttribute('aria-valuetext', '$9,200 of $10,000');
  });
});
