import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';

import { renderWithProviders } from '../../test/render';
import { CardIcon, HomeIcon, PersonIcon, SettingsIcon, ShieldIcon } from '../icons/icons';
import { SideNav, type SideNavEntry } from './SideNav';

const entries: SideNavEntry[] = [
  { id: 'dashboard', label: 'Dashboard', href: '#dashboard', icon: <HomeIcon /> },
  { id: 'payRent', label: 'Pay rent', href: '#payrent', icon: <CardIcon /> },
  { id: 'payments', label: 'Payments', href: '#payments', icon: <CardIcon /> },
  {
    id: 'settings',
    label: 'Settings',
    icon: <SettingsIcon />,
    items: [
      { id: 'security', label: 'Security', href: '#security', icon: <ShieldIcon /> },
      { id: 'addresses', label: 'Addresses', href: '#addresses', icon: <HomeIcon /> },
    ],
  },
  {
    id: 'team',
    label: 'Team',
    icon: <PersonIcon />,
    items: [{ id: 'members', label: 'Members', href: '#members', icon: <PersonIcon /> }],
  },
];

function Harness(props: { collapsed?: boolean; currentId?: string; overlay?: boolean }) {
  const [isCollapsed, setCollapsed] = useState(props.collapsed ?? false);
  const [currentId, setCurrentId] = useState(props.currentId);
  return (
    <>
      <SideNav
        label="Main"
        entries={entries}
        currentId={currentId}
        isCollapsed={isCollapsed}
        onCollapsedChange={setCollapsed}
        isOverlay={props.overlay}
        collapseLabel="Collapse menu"
        expandLabel="Expand menu"
        header={<p>Northwind Supply</p>}
      />
      <button
        type="button"
        onClick={() => {
          setCurrentId('members');
        }}
      >
        Go to members
      </button>
    </>
  );
}

const widthOf = () => {
  const nav = page.getByRole('navigation', { name: 'Main' }).element();
  return nav.parentElement?.getBoundingClientRect().width;
};

describe('SideNav', () => {
  it('is a named navigation landmark that marks the current page', async () => {
    await renderWithProviders(<Harness currentId="dashboard" />);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect
      .element(nav.getByRole('link', { name: 'Dashboard' }))
      .toHaveAttribute('aria-current', 'page');
    await expect.element(page.getByText('Northwind Supply')).toBeVisible();
    await expect.poll(widthOf).toBe(330);
  });

  it('opens the group that holds the current page, and others on click', async () => {
    await renderWithProviders(<Harness currentId="security" />);
    await expect
      .element(page.getByRole('button', { name: 'Settings' }))
      .toHaveAttribute('aria-expanded', 'true');
    await expect
      .element(page.getByRole('link', { name: 'Security' }))
      .toHaveAttribute('aria-current', 'page');
    const team = page.getByRole('button', { name: 'Team' });
    await expect.element(team).toHaveAttribute('aria-expanded', 'false');
    await team.click();
    await expect.element(page.getByRole('link', { name: 'Members' })).toBeVisible();
  });

  it('opens a group when the current page moves into it', async () => {
    await renderWithProviders(<Harness currentId="dashboard" />);
    await expect
      .element(page.getByRole('button', { name: 'Team' }))
      .toHaveAttribute('aria-expanded', 'false');
    await page.getByRole('button', { name: 'Go to members' }).click();
    await expect
      .element(page.getByRole('button', { name: 'Team' }))
      .toHaveAttribute('aria-expanded', 'true');
  });

  it('draws every entry whole beside its icon when expanded', async () => {
    await renderWithProviders(<Harness currentId="dashboard" />);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect.element(nav.getByRole('link', { name: 'Pay rent' })).toHaveTextContent('Pay rent');
    await expect.element(nav.getByRole('link', { name: 'Payments' })).toHaveTextContent('Payments');
    expect(nav.element().querySelectorAll('a svg, button svg').length).toBeGreaterThanOrEqual(5);
  });

  it('collapses to a 90 px rail of icons named by their whole names', async () => {
    await renderWithProviders(<Harness currentId="dashboard" />);
    await page.getByRole('button', { name: 'Collapse menu' }).click();
    const toggle = page.getByRole('button', { name: 'Expand menu' });
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'false');
    const nav = page.getByRole('navigation', { name: 'Main' });
    // Two entries starting alike stay two names, never one cut word ("Pay…").
    for (const name of ['Dashboard', 'Pay rent', 'Payments']) {
      const link = nav.getByRole('link', { name, exact: true });
      await expect.element(link).toBeInTheDocument();
      expect(link.element().querySelector('svg')).not.toBeNull();
    }
    expect(nav.element().textContent).not.toContain('…');
    await expect.element(page.getByRole('button', { name: 'Settings' })).toBeInTheDocument();
    await expect.element(page.getByText('Northwind Supply')).not.toBeInTheDocument();
    // The width animates; it settles at the spec's 90 px.
    await expect.poll(widthOf).toBe(90);
  });

  it('opens a group on the rail: its links show as icons too', async () => {
    await renderWithProviders(<Harness collapsed currentId="dashboard" />);
    await page.getByRole('button', { name: 'Settings' }).click();
    const security = page.getByRole('link', { name: 'Security' });
    await expect.element(security).toBeVisible();
    expect(security.element().querySelector('svg')).not.toBeNull();
  });

  it('floats over the page when expanded as an overlay, and Escape folds it back', async () => {
    await renderWithProviders(<Harness collapsed overlay currentId="dashboard" />);
    const place = () =>
      page.getByRole('navigation', { name: 'Main' }).element().parentElement?.parentElement;
    await page.getByRole('button', { name: 'Expand menu' }).click();
    await expect.poll(widthOf).toBe(330);
    // The page keeps the rail's width: the open navigation covers it, not pushes it.
    expect(place()?.getBoundingClientRect().width).toBe(90);
    (page.getByRole('link', { name: 'Dashboard' }).element() as HTMLElement).focus();
    await userEvent.keyboard('{Escape}');
    await expect
      .element(page.getByRole('button', { name: 'Expand menu' }))
      .toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the full name in a tooltip when collapsed', async () => {
    await renderWithProviders(<Harness collapsed currentId="dashboard" />);
    page.getByRole('button', { name: 'Expand menu' }).element().focus();
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('tooltip')).toHaveTextContent('Dashboard');
  });
});
