import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';

import { renderWithProviders } from '../../test/render';
import { Tiles } from './Tiles';

const tops = () =>
  new Set(
    [...document.querySelectorAll('[data-tile]')].map((tile) =>
      Math.round(tile.getBoundingClientRect().top),
    ),
  ).size;

async function renderIn(width: number) {
  await renderWithProviders(
    <div style={{ width: `${String(width)}px` }}>
      <Tiles space="large" columns={3} minWidth="medium">
        {Array.from({ length: 6 }, (_, index) => (
          <div key={index} data-tile role="group" aria-label={`Figure ${String(index + 1)}`}>
            $128,307.63 USD
          </div>
        ))}
      </Tiles>
    </div>,
  );
  await expect.element(page.getByRole('group', { name: 'Figure 6' })).toBeInTheDocument();
}

describe('Tiles', () => {
  it('holds at most the given columns a row in a wide space', async () => {
    await renderIn(1200);
    expect(tops()).toBe(2);
  });

  it('holds fewer a row when they would be narrower than their least width', async () => {
    // 13rem tiles with a 16 px gap: two fit in 460 px, three do not.
    await renderIn(460);
    expect(tops()).toBe(3);
  });

  it('holds one a row, no wider than the space, in a column narrower than a tile', async () => {
    await renderIn(180);
    expect(tops()).toBe(6);
    const tile = page.getByRole('group', { name: 'Figure 1' }).element();
    expect(tile.getBoundingClientRect().width).toBeLessThanOrEqual(180);
  });
});
