import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';

import { renderWithProviders } from '../../test/render';
import { LiveRegion } from './LiveRegion';

describe('LiveRegion', () => {
  it('is a polite, atomic status region whose text changes in place', async () => {
    const screen = await renderWithProviders(<LiveRegion />);
    const region = page.getByRole('status');
    await expect.element(region).toHaveAttribute('aria-live', 'polite');
    await expect.element(region).toHaveAttribute('aria-atomic', 'true');
    await expect.element(region).toBeEmptyDOMElement();
    const before = region.element();
    await screen.rerender(<LiveRegion>12 pushed, 2 failed</LiveRegion>);
    await expect.element(region).toHaveTextContent('12 pushed, 2 failed');
    expect(region.element()).toBe(before);
  });

  it('can be for screen readers only', async () => {
    await renderWithProviders(<LiveRegion visuallyHidden>Syncing 3 transactions…</LiveRegion>);
    const region = page.getByRole('status');
    await expect.element(region).toHaveTextContent('Syncing 3 transactions…');
    expect(region.element().getBoundingClientRect().width).toBeLessThanOrEqual(1);
  });
});
