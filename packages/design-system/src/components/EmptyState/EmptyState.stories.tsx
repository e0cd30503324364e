import type { Meta, StoryObj } from '@storybook/react-vite';

import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: { title: 'No Transactions' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithAction: Story = {
  args: {
    title: 'No Invoices',
    description: 'Invoices you attach to this payment appear here.',
    action: <Button variant="secondary">Add invoice</Button>,
  },
};

export const Spanish: Story = {
  args: { title: 'Sin transacciones', description: 'Prueba con otro rango de fechas.' },
  globals: { locale: 'es' },
};
