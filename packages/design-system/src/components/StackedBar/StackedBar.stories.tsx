import preview from '#.storybook/preview';
import { expect, userEvent, within } from 'storybook/test';

import { StackedBar } from './StackedBar';

const meta = preview.meta({
  title: 'Data/StackedBar',
  component: StackedBar,
  args: {
    label: 'Spend against limit',
    maxValue: 25000,
    segments: [
      { id: 'due', label: 'Previous Due', value: 3200, valueLabel: '$3,200.00' },
      { id: 'card', label: 'Card Spend', value: 8450.5, valueLabel: '$8,450.50' },
      { id: 'payment', label: 'Payment Spend', value: 4100, valueLabel: '$4,100.00' },
    ],
  },
});

export const Default = meta.story();

export const TooltipOnFocus = meta.story({
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(await within(canvasElement).findByRole('tooltip')).toHaveTextContent(
      'Card Spend: $8,450.50',
    );
  },
});

export const EmployeeLimit = meta.story({
  args: {
    label: 'Spend against your limit',
    maxValue: 2000,
    segments: [{ id: 'card', label: 'Card Spend', value: 1500, valueLabel: '$1,500.00' }],
  },
});

export const Dark = meta.story({ globals: { theme: 'dark' } });

export const Spanish = meta.story({
  args: {
    label: 'Gasto frente al límite',
    segments: [
      { id: 'due', label: 'Saldo anterior', value: 3200, valueLabel: '$3,200.00' },
      { id: 'card', label: 'Gasto con tarjeta', value: 8450.5, valueLabel: '$8,450.50' },
    ],
  },
  globals: { locale: 'es' },
});

/** While the figures load: the bar's shape holds its place, with nothing to focus or hear. */
export const Placeholder = meta.story({
  args: {
    isPlaceholder: true,
    segments: [{ id: 'due', label: 'Previous Due', value: 1, valueLabel: '' }],
    maxValue: 1,
  },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(canvasElement.ownerDocument.activeElement).toBe(canvasElement.ownerDocument.body);
    await expect(within(canvasElement).queryByRole('group')).toBeNull();
  },
});
