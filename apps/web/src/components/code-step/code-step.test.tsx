// @vitest-environment jsdom
// The one code step every code screen uses: the code judged on submit only (or as the flow's
// machine judged it), the error line read out, and Resend enabled exactly when the view says.
import { Button, Form } from '@outlay/design-system';
import type { CodeProblem } from '@outlay/machines/kernel/code-step';
import type { ResendView } from '@outlay/machines/kernel/code-step.view';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareApp, renderApp } from '@/testing/render-app';
import { CodeStep } from './code-step';

beforeAll(async () => {
  await prepareApp([]);
});

const resting: ResendView = {
  offered: true,
  available: false,
  sending: false,
  waitSeconds: 30,
  waitId: '1:false:30',
};

function Step(props: {
  onSubmit: (code: string) => void;
  problem?: CodeProblem | null;
  error?: string | null;
  resend?: ResendView;
}) {
  const [code, setCode] = useState('');
  return (
    <Form
      errorSummaryTitle="There is a problem"
      aria-label="Code"
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit(code);
      }}
    >
      <CodeStep
        label="Verification code"
        value={code}
        onChange={setCode}
        problem={props.problem}
        error={props.error}
        resend={props.resend && { ...props.resend, label: 'Resend code', onPress: vi.fn() }}
      />
      <Button type="submit">Verify</Button>
    </Form>
  );
}

describe('CodeStep', () => {
  it('judges the code on submit only, and sends only six digits', async () => {
    const user = userEvent.setup();
    const submitted = vi.fn<(code: string) => void>();
    renderApp(<Step onSubmit={submitted} />);
    const field = screen.getByRole('textbox', { name: 'Verification code' });
    await user.type(field, '123');
    await user.tab();
    expect(screen.queryByText('Enter all 6 digits of the code.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findAllByText('Enter all 6 digits of the code.')).not.toHaveLength(0);
    expect(submitted).not.toHaveBeenCalled();
    await user.type(field, '456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(submitted).toHaveBeenCalledWith('123456');
  });

  it("shows the machine's verdict where the flow judged the code", () => {
    renderApp(<Step onSubmit={vi.fn()} problem="required" />);
    expect(screen.getByText('The code field is required.'));
    expect(
      screen.getByRole('textbox', { name: 'Verification code' }).getAttribute('aria-invalid'),
    ).toBe('true');
  });

  it('reads the error line out as an alert', () => {
    renderApp(<Step onSubmit={vi.fn()} error="The code is incorrect. Attempts left: 4." />);
    expect(screen.getByRole('alert').textContent).toContain(
      'The code is incorrect. Attempts left: 4.',
    );
  });

  it('keeps Resend disabled with its countdown until the machine takes it', () => {
    const { rerender } = renderApp(<Step onSubmit={vi.fn()} resend={resting} />);
    expect(screen.getByRole('button', { name: 'Resend code' })).toHaveProperty('disabled', true);
    expect(screen.getByText('Available in 30 s'));
    rerender(<Step onSubmit={vi.fn()} resend={{ ...resting, available: true }} />);
    expect(screen.getByRole('button', { name: 'Resend code' })).toHaveProperty('disabled', false);
    expect(screen.queryByText(/Available in/)).toBeNull();
  });
});
