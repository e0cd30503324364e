// @vitest-environment jsdom
// A page still to come says so plainly, under its one heading.
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { prepareApp, renderApp } from '@/testing/render-app';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { PlaceholderPage } from './placeholder-page';
import { RoutePage } from './route-page';
import { findRoute } from './route-table';

beforeAll(async () => {
  await prepareApp(['shell']);
});

describe('a placeholder page', () => {
  it('has its title once, as the h1, and says what is coming', () => {
    renderApp(<PlaceholderPage title="route.cards.title" purpose="route.cards.purpose" />);
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Cards']);
    expect(screen.getByText('This page is coming soon. Here is what it will let you do:'));
    expect(screen.getByText(/^Issue virtual and physical cards/));
  });

  it.each([
    ['members', 'Members', /^See everyone in the company/],
    ['departments', 'Departments', /^Group people into departments/],
    ['locations', 'Locations', /^Record the company's offices/],
  ])(
    'on a page with tabs still to come, the %s tab says what it will be for',
    (tab, name, purpose) => {
      const built = findRoute('/team');
      if (!built) throw new Error('no /team route');
      // The Team page is built now; its tabs' words still show how a page with tabs is announced.
      const { page: _page, ...team } = built;
      const { hook, searchHook } = memoryLocation({ path: `/team?tab=${tab}` });
      renderApp(
        <Router hook={hook} searchHook={searchHook}>
          <RoutePage route={team} />
        </Router>,
      );
      expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
        'Team',
        name,
      ]);
      expect(screen.getByText(purpose)).toBeTruthy();
    },
  );
});
