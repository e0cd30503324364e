import preview from '#.storybook/preview';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import {
  BellIcon,
  CardIcon,
  DocumentIcon,
  HomeIcon,
  MailboxIcon,
  PeopleIcon,
  PersonIcon,
  BuildingIcon,
  PinIcon,
  ReceiptIcon,
  SendIcon,
  SettingsIcon,
  ShieldIcon,
  KeyIcon,
} from '../icons/icons';
import { Stack } from '../Stack/Stack';
import { Stat } from '../Stat/Stat';
import { Text } from '../Text/Text';
import { SideNav, type SideNavEntry } from './SideNav';

const entries: SideNavEntry[] = [
  { id: 'dashboard', label: 'Dashboard', href: '#dashboard', icon: <HomeIcon /> },
  { id: 'cards', label: 'Cards', href: '#cards', icon: <CardIcon /> },
  {
    id: 'team',
    label: 'Team',
    icon: <PeopleIcon />,
    items: [
      { id: 'team-members', label: 'Members', href: '#members', icon: <PersonIcon /> },
      {
        id: 'team-departments',
        label: 'Departments',
        href: '#departments',
        icon: <BuildingIcon />,
      },
      { id: 'team-locations', label: 'Locations', href: '#locations', icon: <PinIcon /> },
    ],
  },
  { id: 'payRent', label: 'Pay rent', href: '#payrent', icon: <KeyIcon /> },
  { id: 'statement', label: 'Statements', href: '#statement', icon: <DocumentIcon /> },
  { id: 'payments', label: 'Payments', href: '#payments', icon: <SendIcon /> },
  { id: 'billing', label: 'Billing', href: '#billing', icon: <ReceiptIcon /> },
  {
    id: 'settings',
    label: 'Settings',
    icon: <SettingsIcon />,
    items: [
      { id: 'security', label: 'Security', href: '#security', icon: <ShieldIcon /> },
      { id: 'notifications', label: 'Notifications', href: '#notifications', icon: <BellIcon /> },
      { id: 'addresses', label: 'Addresses', href: '#addresses', icon: <MailboxIcon /> },
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

const meta = preview.meta({
  title: 'Navigation/SideNav',
  component: SideNav,
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
});

/** The current page (Security) is marked, and its group starts open. */
export const Expanded = meta.story({
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
});

/**
 * A 90 px rail of icons: each keeps its whole name as its accessible name and shows it in a
 * tooltip on hover or keyboard focus ("Pay rent" and "Payments" stay two names).
 */
export const Collapsed = meta.story({
  args: { isCollapsed: true, currentId: 'dashboard' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Pay rent' })).toBeInTheDocument();
    await expect(within(nav).getByRole('link', { name: 'Payments' })).toBeInTheDocument();
    await expect(nav).not.toHaveTextContent('…');
    within(nav).getByRole('link', { name: 'Dashboard' }).focus();
    await userEvent.keyboard('{Tab}');
    await waitFor(() =>
      expect(within(document.body).getByRole('tooltip')).toHaveTextContent('Cards'),
    );
  },
});

/** A group opened on the rail: its links are icons on a tinted band. */
export const CollapsedGroupOpen = meta.story({
  args: { isCollapsed: true, currentId: 'security' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Security' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
});

/**
 * A narrow screen: expanded, the navigation floats over the page beside its rail; Escape folds
 * it back.
 */
export const OverlayOnANarrowScreen = meta.story({
  args: { isOverlay: true, currentId: 'dashboard' },
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    within(nav).getByRole('link', { name: 'Dashboard' }).focus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onCollapsedChange).toHaveBeenCalledWith(true));
  },
});

export const CollapseWithTheKeyboard = meta.story({
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
});

export const OpenAGroup = meta.story({
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Team' }));
    await expect(within(nav).getByRole('link', { name: 'Departments' })).toBeVisible();
  },
});

export const Dark = meta.story({ globals: { theme: 'dark' } });
export const CollapsedDark = meta.story({
  args: { isCollapsed: true },
  globals: { theme: 'dark' },
});
