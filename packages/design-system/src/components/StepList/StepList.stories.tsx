import preview from '#.storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';

import { StepList, type StepListStep } from './StepList';

const names = [
  'Create account',
  'Company form',
  'Company details',
  'Ownerships',
  'Account owner',
  'Bank accounts',
  'Review',
];

function stepsAt(current: number, onPress?: () => void): StepListStep[] {
  return names.map((label, index) => ({
    id: String(index),
    label,
    status: index < current ? 'complete' : index === current ? 'current' : 'upcoming',
    ...(onPress && index < current && index > 0 ? { onPress } : {}),
  }));
}

const meta = preview.meta({
  title: 'Navigation/StepList',
  component: StepList,
  args: {
    label: 'Application steps',
    steps: stepsAt(0),
    completeLabel: (name: string) => `${name}, complete`,
  },
});

export const FirstStep = meta.story();

export const MidWay = meta.story({ args: { steps: stepsAt(3, fn()) } });

export const LastStep = meta.story({
  args: { steps: stepsAt(6, fn()) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const edit = canvas.getByRole('button', { name: 'Ownerships, complete' });
    await userEvent.click(edit);
    await expect(canvas.getByText('Review').closest('li')).toHaveAttribute('aria-current', 'step');
  },
});

export const Spanish = meta.story({
  args: {
    label: 'Pasos de la solicitud',
    completeLabel: (name: string) => `${name}, completo`,
    steps: stepsAt(2, fn()).map((step, index) => ({
      ...step,
      label:
        [
          'Crear cuenta',
          'Formulario de la empresa',
          'Detalles de la empresa',
          'Propietarios',
          'Titular de la cuenta',
          'Cuentas bancarias',
          'Revisión',
        ][index] ?? step.label,
    })),
  },
});
