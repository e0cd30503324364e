import { RouterProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';

import { renderWithProviders } from '../../test/render';
import { PlainLink } from './PlainLink';

describe('PlainLink', () => {
  it('navigates through the RouterProvider, with the href it resolves', async () => {
    const navigate = vi.fn();
    await renderWithProviders(
      <RouterProvider navigate={navigate} useHref={(href) => `/client${href}`}>
        <PlainLink href="/forgot-password">Forgot password?</PlainLink>
      </RouterProvider>,
    );
    const link = page.getByRole('link', { name: 'Forgot password?' });
    await expect.element(link).toHaveAttribute('href', '/client/forgot-password');
    await userEvent.tab();
    await expect.element(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith('/forgot-password', undefined);
  });
});
