import preview from '#.storybook/preview';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { Button } from '../Button/Button';
import { DialogTrigger } from '../Dialog/Dialog';
import { IconButton } from '../IconButton/IconButton';
import { ChevronDownIcon, ChevronUpIcon } from '../icons/icons';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { Drawer } from './Drawer';

const meta = preview.meta({
  title: 'Overlays/Drawer',
  component: Drawer,
  args: { title: 'Transaction details', children: null },
});

function Details() {
  return (
    <Stack space="medium">
      <Text weight="strong">AMAZON MARKETPLACE</Text>
      <Text tone="muted">Processed on Mar 14, 2025 at 10:42</Text>
      <Text>Card: Virtual •• 4242 (Marketing)</Text>
      <Button variant="secondary">Add receipt</Button>
    </Stack>
  );
}

/** Focus moves in and stays; Escape closes it and focus returns to the trigger. */
export const Default = meta.story({
  render: (args) => (
    <DialogTrigger>
      <Button>Open transaction</Button>
      <Drawer {...args} footer={<Button variant="secondary">Report an issue</Button>}>
        <Details />
      </Drawer>
    </DialogTrigger>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Open transaction' });
    await userEvent.click(trigger);
    const drawer = await canvas.findByRole('dialog', { name: 'Transaction details' });
    for (let step = 0; step < 4; step += 1) {
      await userEvent.tab();
      await expect(drawer.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
});

/** Open, with previous/next row buttons in the header as the dashboard uses them. */
export const WithRowNavigation = meta.story({
  render: (args) => (
    <Drawer
      {...args}
      defaultOpen
      headerActions={
        <>
          <IconButton size="small" label="Previous transaction" icon={<ChevronUpIcon />} />
          <IconButton size="small" label="Next transaction" icon={<ChevronDownIcon />} />
        </>
      }
    >
      <Details />
    </Drawer>
  ),
});

export const Wide = meta.story({
  render: (args) => (
    <Drawer {...args} defaultOpen size="wide">
      <Details />
    </Drawer>
  ),
});

export const Spanish = meta.story({
  args: { title: 'Detalle de la transacción' },
  globals: { locale: 'es' },
  render: (args) => (
    <Drawer {...args} defaultOpen>
      <Details />
    </Drawer>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Cerrar' }),
    ).toBeInTheDocument();
  },
});

export const Dark = WithRowNavigation.extend({ globals: { theme: 'dark' } });
