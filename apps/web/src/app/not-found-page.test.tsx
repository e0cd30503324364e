// @vitest-environment jsdom
// The not-found page names itself with the page's one h1, as every page does.
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { prepareApp, renderApp } from '@/testing/render-app';
import NotFoundPage from './not-found-page';

beforeAll(async () => {
  await prepareApp([]);
});

describe('the not-found page', () => {
  it('has "Page not found" as its h1 and a way to the dashboard', () => {
    renderApp(<NotFoundPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' }));
    expect(screen.getByRole('link', { name: 'Go to the dashboard' }));
  });
});
