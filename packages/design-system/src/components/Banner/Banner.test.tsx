import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';

import { renderWithProviders } from '../../test/render';
import { Banner } from './Banner';

describe('Banner', () => {
  it('shows title, tag, message and runs its action', async () => {
    const onPress = vi.fn();
    await renderWithProviders(
      <Banner
        tone="info"
        title="AutoPay"
        tag="NEW"
        action={{ label: 'Enroll in AutoPay', onPress }}
      >
        Pay your statement automatically every month.
      </Banner>,
    );
    await expect.element(page.getByText('NEW')).toBeVisible();
    await expect.element(page.getByText('Pay your statement automatically')).toBeVisible();
    await page.getByRole('button', { name: 'Enroll in AutoPay' }).click();
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('has a translated dismiss button when dismissable', async () => {
    const onDismiss = vi.fn();
    await renderWithProviders(
      <Banner tone="warning" onDismiss={onDismiss}>
        Tu tarjeta vence pronto.
      </Banner>,
      { locale: 'es-MX' },
    );
    await page.getByRole('button', { name: 'Descartar' }).click();
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('announces itself only when asked to', async () => {
    await renderWithProviders(
      <>
        <Banner tone="danger" announce="assertive">
          Payment failed
        </Banner>
        <Banner tone="success">Saved</Banner>
      </>,
    );
    await expect.element(page.getByRole('alert')).toHaveTextContent('Payment failed');
    expect(page.getByRole('status').all()).toHaveLength(0);
  });
});
