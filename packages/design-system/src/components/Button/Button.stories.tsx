import preview from '#.storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';

import { Inline } from '../Inline/Inline';
import { Button, buttonSizes, buttonVariants } from './Button';

const meta = preview.meta({
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Save changes', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
});

export const Primary = meta.story();

export const Variants = meta.story({
  render: (args) => (
    <Inline space="medium">
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
    </Inline>
  ),
});

export const Small = meta.story({ args: { size: 'small' } });

export const Disabled = meta.story({
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save changes' });
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
});

export const Pending = meta.story({
  args: { isPending: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save changes Loading' });
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
});

/** Keyboard focus shows the ring; hover never does. */
export const FocusVisible = meta.story({
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const button = within(canvasElement).getByRole('button', { name: 'Save changes' });
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
  },
});

export const LongText = meta.story({
  args: { children: 'Enroll in AutoPay and never miss a statement due date again' },
});

export const FullWidth = meta.story({ args: { width: 'full' } });

export const PendingSpanish = meta.story({
  args: { isPending: true, children: 'Guardar cambios' },
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Guardar cambios Cargando' }),
    ).toBeInTheDocument();
  },
});

export const PendingPortuguese = meta.story({
  args: { isPending: true, children: 'Salvar alterações' },
  globals: { locale: 'pt' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Salvar alterações Carregando' }),
    ).toBeInTheDocument();
  },
});

export const Dark = Variants.extend({ globals: { theme: 'dark' } });
