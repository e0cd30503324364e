import preview from '#.storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';

import { Stack } from '../Stack/Stack';
import { Banner, bannerTones } from './Banner';

const meta = preview.meta({
  title: 'Feedback/Banner',
  component: Banner,
  args: {
    tone: 'info' as const,
    children: 'Never miss a payment: pay your statement balance automatically every month.',
  },
  argTypes: { tone: { control: 'inline-radio', options: bannerTones } },
});

export const Default = meta.story();

/** The autopay banner: NEW tag and one action. */
export const WithTagAndAction = meta.story({
  args: {
    title: 'AutoPay',
    tag: 'NEW',
    action: { label: 'Enroll in AutoPay', onPress: fn() },
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Enroll in AutoPay' }));
    await expect(args.action?.onPress).toHaveBeenCalledTimes(1);
  },
});

function AllTones() {
  return (
    <Stack space="medium">
      {bannerTones.map((tone) => (
        <Banner key={tone} tone={tone} title={`${tone} title`} onDismiss={() => undefined}>
          A {tone} message with enough words to show how the text wraps beside the icon.
        </Banner>
      ))}
    </Stack>
  );
}

export const Tones = meta.story({ render: () => <AllTones /> });
export const TonesDark = meta.story({ render: () => <AllTones />, globals: { theme: 'dark' } });

export const Dismissable = meta.story({
  args: { tone: 'success', children: 'Password changed.', onDismiss: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
});

export const Pending = meta.story({
  args: {
    tone: 'warning',
    children: 'Your bank account needs to be re-authorised.',
    action: { label: 'Go to Billing Screen', onPress: fn(), isPending: true },
  },
});

export const LongText = meta.story({
  args: {
    tone: 'danger',
    title: 'New device detected',
    children:
      'New device detected - You can try again from a trusted device or try again later. If you need assistance, please reach out to our support team.',
    action: { label: 'Contact support', onPress: fn() },
    onDismiss: fn(),
  },
});

export const Spanish = meta.story({
  args: {
    title: 'Pago automático',
    tag: 'NUEVO',
    children: 'Paga tu estado de cuenta automáticamente cada mes.',
    action: { label: 'Inscribirme', onPress: fn() },
    onDismiss: fn(),
  },
  globals: { locale: 'es' },
});

export const Portuguese = meta.story({
  args: {
    title: 'Pagamento automático',
    tag: 'NOVO',
    children: 'Pague sua fatura automaticamente todo mês.',
    onDismiss: fn(),
  },
  globals: { locale: 'pt' },
});
