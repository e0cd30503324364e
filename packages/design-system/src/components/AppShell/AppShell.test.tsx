import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';

import { renderWithProviders } from '../../test/render';
import { AppShell } from './AppShell';

describe('AppShell', () => {
  it('puts a skip link first that moves focus to the main content', async () => {
    await renderWithProviders(
      <AppShell
        skipLinkLabel="Skip to main content"
        sidebar={
          <nav aria-label="Main">
            <a href="#cards">Cards</a>
          </nav>
        }
        header={<button type="button">Account</button>}
      >
        <main id="main">
          <h1>Dashboard</h1>
        </main>
      </AppShell>,
    );
    await userEvent.keyboard('{Tab}');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect.element(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('main')).toHaveFocus();
    await expect.element(page.getByRole('banner')).toBeInTheDocument();
  });

  it('closes with a footer, the content-info landmark', async () => {
    await renderWithProviders(
      <AppShell skipLinkLabel="Skip to main content" footer={<a href="#terms">Terms</a>}>
        <main id="main">Content</main>
      </AppShell>,
    );
    await expect
      .element(page.getByRole('contentinfo').getByRole('link', { name: 'Terms' }))
      .toBeVisible();
  });

  it('leaves out the sidebar and header in a focused mode', async () => {
    await renderWithProviders(
      <AppShell skipLinkLabel="Skip to main content">
        <main id="main">Content</main>
      </AppShell>,
    );
    await expect.element(page.getByRole('banner')).not.toBeInTheDocument();
    await expect.element(page.getByRole('main')).toHaveTextContent('Content');
  });
});
