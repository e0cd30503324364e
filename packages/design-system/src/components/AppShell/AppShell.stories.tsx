import preview from '#.storybook/preview';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { AccountMenu } from '../AccountMenu/AccountMenu';
import { Banner } from '../Banner/Banner';
import { Box } from '../Box/Box';
import { Heading } from '../Heading/Heading';
import { CardIcon, HomeIcon, ReceiptIcon } from '../icons/icons';
import { Inline } from '../Inline/Inline';
import { Link } from '../Link/Link';
import { MenuItem } from '../Menu/Menu';
import { SideNav } from '../SideNav/SideNav';
import { Text } from '../Text/Text';
import { AppShell } from './AppShell';

function Sidebar() {
  const [isCollapsed, setCollapsed] = useState(false);
  return (
    <SideNav
      label="Main"
      entries={[
        { id: 'dashboard', label: 'Dashboard', href: '#dashboard', icon: <HomeIcon /> },
        { id: 'cards', label: 'Cards', href: '#cards', icon: <CardIcon /> },
        { id: 'billing', label: 'Billing', href: '#billing', icon: <ReceiptIcon /> },
      ]}
      currentId="dashboard"
      isCollapsed={isCollapsed}
      onCollapsedChange={setCollapsed}
      collapseLabel="Collapse menu"
      expandLabel="Expand menu"
      header={<Text weight="strong">Northwind Supply</Text>}
    />
  );
}

const meta = preview.meta({
  title: 'Layout/AppShell',
  component: AppShell,
  args: {
    skipLinkLabel: 'Skip to main content',
    sidebar: <Sidebar />,
    header: (
      <AccountMenu name="Avery Collins" label="account menu">
        <MenuItem id="profile">Profile</MenuItem>
        <MenuItem id="signOut">Sign out</MenuItem>
      </AccountMenu>
    ),
    banners: (
      <Banner
        tone="info"
        tag="NEW"
        action={{ label: 'Enroll in AutoPay', onPress: () => undefined }}
      >
        Pay your statements automatically from your bank account.
      </Banner>
    ),
    children: (
      <Box component="main" id="main" padding="large">
        <Heading level={1}>Dashboard</Heading>
      </Box>
    ),
    footer: (
      <Inline space="medium">
        <Link href="#terms">Terms of Service</Link>
        <Link href="#privacy">Privacy Policy</Link>
      </Inline>
    ),
  },
});

export const Default = meta.story();

/** The skip link is the first stop and moves focus to the page. */
export const SkipToContent = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('main')).toHaveFocus());
  },
});

/** A focused mode (the cream-user pages): no sidebar, no header. */
export const WithoutNavigation = meta.story({
  args: { sidebar: undefined, header: undefined, footer: undefined },
});

export const Dark = meta.story({ globals: { theme: 'dark' } });
