import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { Stack } from '../Stack/Stack';
import { Stat } from '../Stat/Stat';
import { Text } from '../Text/Text';
import { SideNav, type SideNavEntry } from './SideNav';

const entries: SideNavEntry[] = [
  { id: 'dashboard', label: 'Dashboard', href: '#dashboard' },
  { id: 'cards', label: 'Cards', href: '#cards' },
  {
    id: 'team',
    label: 'Team',
    items: [
      { id: 'team-members', label: 'Members', href: '#members' },
      { id: 'team-departments', label: 'Departments', href: '#departments' },
      { id: 'team-locations', label: 'Locations', href: '#locations' },
    ],
  },
  { id: 'statement', label: 'Statements', href: '#statement' },
  { id: 'billing', label: 'Billing', href: '#billing' },
  {
    id: 'settings',
    label: 'Settings',
    items: [
      { id: 'security', label: 'Security', href: '#security' },
      { id: 'notifications', label: 'Notifications', href: '#notifications' },
      { id: 'addresses', label: 'Addresses', href: '#addresses' },
    ],
  },
];

const header = (
  <Stack space="small">
    <Text weight="strong">Northwind Supply</Text>
    <Text size="small" tone="muted">
      Mar 01, 2026 – Mar 31, 2026
    </Text>
    <Stat label="Total spend" value="$65,749.25 USD" />
    <Stat
      label="Available spend"
      value="$184,250.75 USD"
      info={{ label: 'Prepayment total', content: 'Prepayment total: $0.00 USD' }}
    />
  </Stack>
);

const meta = {
  title: 'Navigation/SideNav',
  component: SideNav,
  tags: ['autodocs'],
  args: {
    label: 'Main',
    entries,
    currentId: 'security',
    isCollapsed: false,
    onCollapsedChange: fn(),
    collapseLabel: 'Collapse menu',
    expandLabel: 'Expand menu',
    header,
  },
  render: function Render(args) {
    const [isCollapsed, setCollapsed] = useState(args.isCollapsed);
    return (
      <div style={{ height: '700px', display: 'flex' }}>
        <SideNav
          {...args}
          isCollapsed={isCollapsed}
          onCollapsedChange={(next) => {
            setCollapsed(next);
            args.onCollapsedChange(next);
          }}
        />
      </div>
    );
  },
} satisfies Meta<typeof SideNav>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The current page (Security) is marked, and its group starts open. */
export const Expanded: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Security' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('button', { name: 'Settings' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(within(nav).getByRole('button', { name: 'Team' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

/** 90 px wide: names longer than 3 characters show as 3 and an ellipsis. */
export const Collapsed: Story = {
  args: { isCollapsed: true, currentId: 'dashboard' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    const dashboard = within(nav).getByRole('link', { name: 'Dashboard' });
    await expect(dashboard).toHaveTextContent('Das…');
    await expect(within(nav).getByRole('button', { name: 'Settings' })).toHaveTextContent('Set…');
  },
};

export const CollapseWithTheKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Collapse menu' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onCollapsedChange).toHaveBeenCalledWith(true));
    await expect(canvas.getByRole('button', { name: 'Expand menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

export const OpenAGroup: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Team' }));
    await expect(within(nav).getByRole('link', { name: 'Departments' })).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
export const CollapsedDark: Story = {
  args: { isCollapsed: true },
  globals: { theme: 'dark' },
};
