import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { TextArea } from './TextArea';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  args: { label: 'Memo', placeholder: 'Add a note about this transaction' },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing goes into one multi-line box. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Memo' });
    await userEvent.type(box, 'Team lunch{Enter}with the Acme team');
    await expect(box).toHaveValue('Team lunch\nwith the Acme team');
  },
};

/** A quiet status under the box, read politely. */
export const Saved: Story = {
  args: { defaultValue: 'Quarterly software renewal', status: 'Saved' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Saved');
  },
};

export const Invalid: Story = {
  args: {
    label: 'Comment',
    isRequired: true,
    isInvalid: true,
    errorMessage: 'The comment field is required.',
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'Locked' } };

export const Spanish: Story = {
  args: { label: 'Nota', placeholder: 'Agrega una nota', status: 'Guardado' },
  globals: { locale: 'es' },
};

export const Dark: Story = { ...Saved, globals: { theme: 'dark' } };
