import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';

import { renderWithProviders } from '../../test/render';
import { pageItems } from './pages';
import { Pagination } from './Pagination';

describe('pageItems', () => {
  it('keeps the first, last and neighbours of the current page', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(5, 20)).toEqual([1, 'gap', 4, 5, 6, 'gap', 20]);
    expect(pageItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('Pagination', () => {
  it('is a navigation landmark whose buttons change the current page', async () => {
    function Controlled() {
      const [current, setCurrent] = useState(1);
      return <Pagination page={current} pageCount={12} onPageChange={setCurrent} />;
    }
    await renderWithProviders(<Controlled />);
    const nav = page.getByRole('navigation', { name: 'Pagination' });
    await expect.element(nav.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expect
      .element(nav.getByRole('button', { name: 'Page 1', exact: true }))
      .toHaveAttribute('aria-current', 'page');
    await nav.getByRole('button', { name: 'Next page' }).click();
    await expect
      .element(nav.getByRole('button', { name: 'Page 2', exact: true }))
      .toHaveAttribute('aria-current', 'page');
    await nav.getByRole('button', { name: 'Page 12' }).click();
    await expect.element(nav.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('speaks Portuguese', async () => {
    await renderWithProviders(
      <Pagination page={2} pageCount={3} onPageChange={() => undefined} />,
      {
        locale: 'pt-BR',
      },
    );
    await expect.element(page.getByRole('navigation', { name: 'Paginação' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Próxima página' })).toBeVisible();
  });
});
