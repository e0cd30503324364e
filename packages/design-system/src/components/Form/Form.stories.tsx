import preview from '#.storybook/preview';
import { expect, userEvent, within } from 'storybook/test';

import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { OneTimeCodeField } from '../OneTimeCodeField/OneTimeCodeField';
import { PasswordField } from '../PasswordField/PasswordField';
import { TextField } from '../TextField/TextField';
import { Form } from './Form';
import { formStoryArgs, refusedSubmit } from './formStory';

const meta = preview.meta({
  title: 'Forms/Form',
  component: Form,
  args: formStoryArgs,
  render: (args) => (
    <Form {...args}>
      <TextField
        name="email"
        type="email"
        label="Email"
        isRequired
        errorMessage="Enter your email address"
      />
      <PasswordField
        name="password"
        label="Password"
        isRequired
        errorMessage="Enter your password"
      />
      <Checkbox name="remember">Remember this device</Checkbox>
      <Button type="submit">Log in</Button>
    </Form>
  ),
});

export const Default = meta.story();

/** A failed submit shows the summary, which takes focus; its links move focus to the fields. */
export const ErrorSummary = meta.story({
  play: async ({ canvasElement, args }) => {
    const { canvas, summary } = await refusedSubmit(canvasElement, 'Log in', args.onSubmit);
    await userEvent.click(within(summary).getByRole('link', { name: 'Enter your password' }));
    await expect(canvas.getByLabelText('Password', { selector: 'input' })).toHaveFocus();
  },
});

export const ServerErrors = meta.story({
  args: {
    validationErrors: { password: 'New device detected - try again from a trusted device.' },
  },
});

export const Submitting = meta.story({
  render: (args) => (
    <Form {...args}>
      <TextField name="email" type="email" label="Email" defaultValue="ana@example.com" />
      <Button type="submit" isPending>
        Log in
      </Button>
    </Form>
  ),
});

export const VerificationCode = meta.story({
  render: (args) => (
    <Form {...args}>
      <OneTimeCodeField
        name="code"
        label="Verification code"
        isRequired
        errorMessage="Please enter your code."
      />
      <Button type="submit">Confirm</Button>
    </Form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(
      await canvas.findByRole('link', { name: 'Please enter your code.' }),
    ).toBeInTheDocument();
  },
});

export const Spanish = meta.story({
  args: { errorSummaryTitle: 'Hay un problema' },
  globals: { locale: 'es' },
  render: (args) => (
    <Form {...args}>
      <TextField
        name="email"
        type="email"
        label="Correo electrónico"
        isRequired
        errorMessage="Ingresa tu correo electrónico"
      />
      <PasswordField
        name="password"
        label="Contraseña"
        isRequired
        errorMessage="Ingresa tu contraseña"
      />
      <Button type="submit">Iniciar sesión</Button>
    </Form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Iniciar sesión' }));
    await expect(await canvas.findByRole('group', { name: 'Hay un problema' })).toBeInTheDocument();
  },
});
