import preview from '#.storybook/preview';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { formStoryArgs, refusedSubmit } from '../Form/formStory';
import { Stack } from '../Stack/Stack';
import { PlainButton } from './PlainButton';
import { PlainForm } from './PlainForm';
import { PlainLink } from './PlainLink';
import { PlainPasswordField } from './PlainPasswordField';
import { PlainTextField } from './PlainTextField';

/**
 * The sign-in screen's parts as native elements: they look, read and behave as `Form`,
 * `TextField`, `PasswordField`, `Button` and `Link` do, for the page that must paint before
 * react-aria loads.
 */
const meta = preview.meta({
  title: 'Forms/PlainForm',
  component: PlainForm,
  tags: ['autodocs'],
  args: { ...formStoryArgs, 'aria-label': 'Sign in' },
  render: (args) => (
    <PlainForm {...args}>
      <PlainTextField
        name="email"
        type="email"
        label="Email"
        autoComplete="username"
        isRequired
        validate={(value) => (value.includes('@') ? null : 'Enter a valid email address')}
      />
      <PlainPasswordField
        name="password"
        label="Password"
        isRequired
        errorMessage="Enter your password"
      />
      <PlainButton type="submit" width="full">
        Sign in
      </PlainButton>
      <Stack space="small">
        <PlainLink href="#forgot">Forgot your password?</PlainLink>
      </Stack>
    </PlainForm>
  ),
});

export const Default = meta.story();

/** A failed submit shows the summary, which takes focus; the fields say what is wrong. */
export const ErrorSummary = meta.story({
  play: async ({ canvasElement, args }) => {
    const { canvas, summary } = await refusedSubmit(canvasElement, 'Sign in', args.onSubmit);
    await expect(
      within(summary).getByRole('link', { name: 'Enter a valid email address' }),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Enter a valid email address',
    );
  },
});

/** Filled in and sent with Enter. */
export const Submitted = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ana@example.com');
    await userEvent.type(canvas.getByLabelText('Password', { selector: 'input' }), 'secret{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
  },
});

/** The keyboard path: the fields, the password toggle, the button, the link. */
export const KeyboardOrder = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByLabelText('Password', { selector: 'input' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Forgot your password?' })).toHaveFocus();
  },
});

export const Spanish = meta.story({
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Mostrar contraseña' }),
    ).toBeVisible();
  },
});
