import preview from '#.storybook/preview';
import { expect, userEvent, within } from 'storybook/test';

import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { Disclosure } from './Disclosure';

const meta = preview.meta({
  title: 'Navigation/Disclosure',
  component: Disclosure,
  args: {
    title: 'Merchant Details',
    children: (
      <Stack space="xsmall">
        <Text>AMAZON MARKETPLACE SERVICES</Text>
        <Text tone="muted">amazon.com</Text>
        <Text tone="muted">410 Terry Ave N, Seattle, WA</Text>
      </Stack>
    ),
  },
});

export const Collapsed = meta.story();
export const Expanded = meta.story({ args: { defaultExpanded: true } });

export const Toggle = meta.story({
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Merchant Details' });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
});

export const Disabled = meta.story({ args: { isDisabled: true } });
export const Spanish = meta.story({
  args: { title: 'Detalles del comercio', defaultExpanded: true },
  globals: { locale: 'es' },
});
