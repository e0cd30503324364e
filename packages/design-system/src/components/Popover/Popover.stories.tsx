import preview from '#.storybook/preview';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { DialogTrigger } from '../Dialog/Dialog';
import { Stack } from '../Stack/Stack';
import { Popover } from './Popover';

const meta = preview.meta({
  title: 'Overlays/Popover',
  component: Popover,
  args: { title: 'Filters', children: null },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">
        Filter{' '}
        <Badge tone="brand" weight="strong">
          2
        </Badge>
      </Button>
      <Popover {...args}>
        {({ close }) => (
          <Stack space="medium">
            <Checkbox defaultSelected>Receipt Attached</Checkbox>
            <Checkbox>Receipt Not Attached</Checkbox>
            <Button onPress={close}>Apply</Button>
          </Stack>
        )}
      </Popover>
    </DialogTrigger>
  ),
});

export const Default = meta.story();

export const OpenAndClose = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /Filter/ });
    await userEvent.click(trigger);
    const dialog = await canvas.findByRole('dialog', { name: 'Filters' });
    await expect(dialog).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
});

export const Spanish = meta.story({
  args: { title: 'Filtros' },
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Filter/ }));
    await expect(await canvas.findByRole('dialog', { name: 'Filtros' })).toBeInTheDocument();
  },
});
