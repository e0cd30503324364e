// @vitest-environment jsdom
// A page still to come says so plainly, under its one heading.
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { prepareApp, renderApp } from '../../testing/render-app';
import { PlaceholderPage } from './placeholder-page';

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
});
