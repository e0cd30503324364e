import preview from '#.storybook/preview';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';

import { Pagination } from './Pagination';

const meta = preview.meta({
  title: 'Navigation/Pagination',
  component: Pagination,
  args: { page: 5, pageCount: 20, onPageChange: () => undefined },
  render: function Render(args) {
    const [page, setPage] = useState(args.page);
    return <Pagination {...args} page={page} onPageChange={setPage} />;
  },
});

export const Default = meta.story();

export const NextAndPrevious = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByRole('button', { name: 'Page 6' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
});

export const FirstPage = meta.story({ args: { page: 1, pageCount: 3 } });
export const SinglePage = meta.story({ args: { page: 1, pageCount: 1 } });
export const Spanish = meta.story({ globals: { locale: 'es' } });
export const Portuguese = meta.story({ globals: { locale: 'pt' } });
