import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';

import { renderWithProviders } from '../../test/render';
import { Skeleton } from '../Skeleton/Skeleton';
import { Stat } from './Stat';

describe('Stat', () => {
  it('shows its label and value, and more in a tooltip on its info button', async () => {
    await renderWithProviders(
      <Stat
        label="Available spend"
        value="$184,250.75 USD"
        info={{ label: 'Prepayment total', content: 'Prepayment total: $0.00 USD' }}
      />,
    );
    await expect.element(page.getByText('Available spend')).toBeVisible();
    await expect.element(page.getByText('$184,250.75 USD')).toBeVisible();
    await userEvent.keyboard('{Tab}');
    await expect
      .element(page.getByRole('tooltip'))
      .toHaveTextContent('Prepayment total: $0.00 USD');
    await expect
      .element(page.getByRole('button', { name: 'Prepayment total' }))
      .toHaveAccessibleDescription('Prepayment total: $0.00 USD');
  });

  it('has no info button without info', async () => {
    await renderWithProviders(<Stat label="Total spend" value="$0.00 USD" />);
    await expect.element(page.getByRole('button')).not.toBeInTheDocument();
  });

  it('is as tall while its figure loads as once it has come, so nothing below moves', async () => {
    await renderWithProviders(
      <div>
        <div data-testid="loading">
          <Stat label="Total spend" value={<Skeleton width="3/4" label="Loading figures" />} />
        </div>
        <div data-testid="loaded">
          <Stat label="Total spend" value="$27,462.17 USD" />
        </div>
      </div>,
    );
    const height = (testId: string) =>
      page.getByTestId(testId).element().getBoundingClientRect().height;
    await expect.element(page.getByText('$27,462.17 USD')).toBeVisible();
    expect(height('loading')).toBeGreaterThan(0);
    expect(height('loading')).toBe(height('loaded'));
  });
});
