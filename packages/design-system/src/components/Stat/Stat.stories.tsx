import preview from '#.storybook/preview';
import { expect, userEvent, within } from 'storybook/test';

import { Stat } from './Stat';

const meta = preview.meta({
  title: 'Data/Stat',
  component: Stat,
  args: { label: 'Total spend', value: '$65,749.25 USD' },
});

export const Default = meta.story();

/** The sidebar's available spend, with the prepayment total in a tooltip. */
export const WithInfo = meta.story({
  args: {
    label: 'Available spend',
    value: '$184,250.75 USD',
    info: { label: 'Prepayment total', content: 'Prepayment total: $0.00 USD' },
  },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const button = within(canvasElement).getByRole('button', { name: 'Prepayment total' });
    await expect(button).toHaveFocus();
  },
});

export const LongValue = meta.story({ args: { value: '$380,000,000.00 COP' } });
export const Dark = meta.story({ args: WithInfo.input.args, globals: { theme: 'dark' } });
