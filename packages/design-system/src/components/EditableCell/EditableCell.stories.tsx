import preview from '#.storybook/preview';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { ComboBox, ComboBoxItem } from '../ComboBox/ComboBox';
import { EditableCell } from './EditableCell';
import { categories, MappingGrid } from './EditableCell.fixtures';

const meta = preview.meta({
  title: 'Data display/EditableCell',
  component: EditableCell,
  args: {
    children: 'Travel',
    'aria-label': 'Travel, category of Uber',
    editorTitle: 'Category',
    editor: (close: () => void) => (
      <ComboBox
        label="Category"
        defaultItems={categories}
        autoFocus
        onChange={() => {
          close();
        }}
      >
        {(item: (typeof categories)[number]) => (
          <ComboBoxItem id={item.id}>{item.name}</ComboBoxItem>
        )}
      </ComboBox>
    ),
  },
});

export const Default = meta.story();

/** Nothing chosen yet: the placeholder, muted. */
export const Placeholder = meta.story({
  args: {
    children: 'Choose a category',
    'aria-label': 'Choose a category for Uber',
    tone: 'muted',
  },
});

/** A value that stops the row from syncing. */
export const Invalid = meta.story({ args: { isInvalid: true } });

/** Already synced: the value shows, nothing opens. */
export const Disabled = meta.story({ args: { isDisabled: true } });

export const LongText = meta.story({
  args: {
    children: 'Payroll and Consultants — contractors outside the United States',
    'aria-label': 'Payroll and Consultants — contractors outside the United States, category',
  },
});

/** In a grid: arrow keys move between cells, Enter edits, Escape cancels. */
export const InAGrid = meta.story({
  args: { onOpenChange: fn() },
  render: () => <MappingGrid onChange={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const slack = canvas.getByRole('button', { name: 'Choose a category for Slack' });
    await userEvent.click(slack);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.keyboard('soft');
    await body.findByRole('option', { name: 'Software' });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Software, category of Slack' })).toHaveFocus(),
    );
    // The editor and its list have left the page (the accessibility check runs after this).
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
  },
});
