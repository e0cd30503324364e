import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';

import { renderWithProviders } from '../../test/render';
import { HiddenVisually } from './HiddenVisually';

const widthOf = (text: string) => page.getByText(text).element().getBoundingClientRect().width;

describe('HiddenVisually', () => {
  it('keeps its words in the accessible name while hiding them on a narrow screen', async () => {
    await page.viewport(500, 800);
    await renderWithProviders(
      <button type="button">
        <HiddenVisually below="md">Language: </HiddenVisually>English
      </button>,
    );
    await expect
      .element(page.getByRole('button', { name: 'Language: English' }))
      .toBeInTheDocument();
    expect(widthOf('Language:')).toBeLessThanOrEqual(1);
  });

  it('shows them from the breakpoint up', async () => {
    await page.viewport(1280, 800);
    await renderWithProviders(
      <button type="button">
        <HiddenVisually below="md">Language: </HiddenVisually>English
      </button>,
    );
    expect(widthOf('Language:')).toBeGreaterThan(10);
  });

  it('hides them on every screen when no breakpoint is given', async () => {
    await page.viewport(1280, 800);
    await renderWithProviders(
      <button type="button">
        ✕<HiddenVisually>Close</HiddenVisually>
      </button>,
    );
    await expect.element(page.getByRole('button', { name: /Close/ })).toBeInTheDocument();
    expect(widthOf('Close')).toBeLessThanOrEqual(1);
  });
});
