import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';

import { renderWithProviders } from '../../test/render';
import { abbreviate } from './abbreviate';
import { SideNav, type SideNavEntry } from './SideNav';

describe('abbreviate', () => {
  it.each([
    ['Dashboard', 'Das…'],
    ['Cards', 'Car…'],
    ['Pay rent', 'Pay…'],
    ['SAT', 'SAT'],
    ['Tea', 'Tea'],
    ['Team', 'Tea…'],
    ['Ñandú', 'Ñan…'],
    ['  Billing ', 'Bil…'],
  ])('%s collapsed reads %s', (name, shown) => {
    expect(abbreviate(name)).toBe(shown);
  });
});

const entries: SideNavEntry[] = [
  { id: 'dashboard', label: 'Dashboard', href: '#dashboard' },
  {
    id: 'settings',
    label: 'Settings',
    items: [
      { id: 'security', label: 'Security', href: '#security' },
      { id: 'addresses', label: 'Addresses', href: '#addresses' },
    ],
  },
  {
    id: 'team',
    label: 'Team',
    items: [{ id: 'members', label: 'Members', href: '#members' }],
  },
];

function Harness(props: { collapsed?: boolean; currentId?: string }) {
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

  it('collapses to 90 px with abbreviated names that keep their full accessible name', async () => {
    await renderWithProviders(<Harness currentId="dashboard" />);
    await page.getByRole('button', { name: 'Collapse menu' }).click();
    const toggle = page.getByRole('button', { name: 'Expand menu' });
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'false');
    const dashboard = page.getByRole('link', { name: 'Dashboard' });
    await expect.element(dashboard).toHaveTextContent('Das…');
    await expect.element(page.getByRole('button', { name: 'Settings' })).toBeInTheDocument();
    await expect.element(page.getByText('Northwind Supply')).not.toBeInTheDocument();
    // The width animates; it settles at the spec's 90 px.
    await expect.poll(widthOf).toBe(90);
  });

  it('shows the full name in a tooltip when collapsed', async () => {
    await renderWithProviders(<Harness collapsed currentId="dashboard" />);
    page.getByRole('button', { name: 'Expand menu' }).element().focus();
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('tooltip')).toHaveTextContent('Dashboard');
  });
});
