import preview from '#.storybook/preview';
import { expect, within } from 'storybook/test';

import { Spinner } from './Spinner';

const meta = preview.meta({
  title: 'Feedback/Spinner',
  component: Spinner,
});

export const Default = meta.story({
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Loading' }),
    ).toBeInTheDocument();
  },
});

export const Small = meta.story({ args: { size: 'small' } });
export const Large = meta.story({ args: { size: 'large', label: 'Loading transactions' } });

export const Spanish = meta.story({
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Cargando' }),
    ).toBeInTheDocument();
  },
});
