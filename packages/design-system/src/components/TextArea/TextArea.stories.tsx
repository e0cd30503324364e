import preview from '#.storybook/preview';
import { expect, userEvent, within } from 'storybook/test';

import { TextArea } from './TextArea';

const meta = preview.meta({
  title: 'Forms/TextArea',
  component: TextArea,
  args: { label: 'Memo', placeholder: 'Add a note about this transaction' },
});

/** Typing goes into one multi-line box. */
export const Default = meta.story({
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Memo' });
    await userEvent.type(box, 'Team lunch{Enter}with the Acme team');
    await expect(box).toHaveValue('Team lunch\nwith the Acme team');
  },
});

/** A quiet status under the box, read politely. */
export const Saved = meta.story({
  args: { defaultValue: 'Quarterly software renewal', status: 'Saved' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Saved');
  },
});

export const Invalid = meta.story({
  args: {
    label: 'Comment',
    isRequired: true,
    isInvalid: true,
    errorMessage: 'The comment field is required.',
  },
});

export const Disabled = meta.story({ args: { isDisabled: true, defaultValue: 'Locked' } });

export const Spanish = meta.story({
  args: { label: 'Nota', placeholder: 'Agrega una nota', status: 'Guardado' },
  globals: { locale: 'es' },
});

export const Dark = Saved.extend({ globals: { theme: 'dark' } });
