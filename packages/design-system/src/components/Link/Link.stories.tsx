import preview from '#.storybook/preview';
import { expect, userEvent, within } from 'storybook/test';

import { Text } from '../Text/Text';
import { Link } from './Link';

const meta = preview.meta({
  title: 'Actions/Link',
  component: Link,
  args: { children: 'Resend code', href: '#resend' },
});

export const Default = meta.story();

export const InText = meta.story({
  render: (args) => (
    <Text>
      Didn&apos;t get the code? <Link {...args} />
    </Text>
  ),
});

export const Strong = meta.story({ args: { weight: 'strong' } });

export const FocusVisible = meta.story({
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const link = within(canvasElement).getByRole('link', { name: 'Resend code' });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible', 'true');
  },
});

export const Disabled = meta.story({ args: { isDisabled: true } });

export const Spanish = meta.story({
  args: { children: 'Reenviar código' },
  globals: { locale: 'es' },
});
