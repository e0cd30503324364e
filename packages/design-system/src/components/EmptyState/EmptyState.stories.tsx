import preview from '#.storybook/preview';

import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

const meta = preview.meta({
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: { title: 'No Transactions' },
});

export const Default = meta.story();

export const WithAction = meta.story({
  args: {
    title: 'No Invoices',
    description: 'Invoices you attach to this payment appear here.',
    action: <Button variant="secondary">Add invoice</Button>,
  },
});

export const Spanish = meta.story({
  args: { title: 'Sin transacciones', description: 'Prueba con otro rango de fechas.' },
  globals: { locale: 'es' },
});
