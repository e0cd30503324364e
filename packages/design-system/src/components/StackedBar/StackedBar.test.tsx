import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';

import { renderWithProviders } from '../../test/render';
import { StackedBar } from './StackedBar';

describe('StackedBar', () => {
  it('names each segment and shows its tooltip on focus', async () => {
    await renderWithProviders(
      <StackedBar
        label="Spend against limit"
        maxValue={10000}
        segments={[
          { id: 'due', label: 'Previous Due', value: 1000, valueLabel: '$1,000.00' },
          { id: 'card', label: 'Card Spend', value: 3000, valueLabel: '$3,000.00' },
          { id: 'payment', label: 'Payment Spend', value: 0, valueLabel: '$0.00' },
        ]}
      />,
    );
    const group = page.getByRole('group', { name: 'Spend against limit' });
    await expect.element(group.getByRole('img', { name: 'Card Spend: $3,000.00' })).toBeVisible();
    expect(group.getByRole('img').all()).toHaveLength(2);
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('tooltip')).toHaveTextContent('Previous Due: $1,000.00');
    const card = group.getByRole('img', { name: 'Card Spend: $3,000.00' }).element();
    const track = card.parentElement;
    expect(track).not.toBeNull();
    const share = card.getBoundingClientRect().width / (track?.getBoundingClientRect().width ?? 1);
    expect(share).toBeCloseTo(0.3, 1);
  });

  it('as a placeholder, draws its shape with nothing to focus or read out', async () => {
    await renderWithProviders(
      <>
        <StackedBar
          isPlaceholder
          label="Spend against limit"
          maxValue={1}
          segments={[{ id: 'due', label: 'Previous Due', value: 1, valueLabel: '' }]}
        />
        <button type="button">After</button>
      </>,
    );
    expect(page.getByRole('group').all()).toHaveLength(0);
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('button', { name: 'After' })).toHaveFocus();
  });
});
