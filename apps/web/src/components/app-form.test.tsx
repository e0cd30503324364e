// @vitest-environment jsdom
// The app's form: its error summary carries the one heading the app uses, and a form whose
// submit judges its own fields sends only once nothing is wrong.
import { Button, Checkbox, TextField } from '@outlay/design-system';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareApp, renderApp } from '@/testing/render-app';
import { useCheckedSubmit, type FieldProblems } from '@/lib/use-checked-submit';
import { AppForm } from './app-form';

beforeAll(async () => {
  await prepareApp([]);
});

function Consent({ onSend }: { onSend: () => void }) {
  const [consent, setConsent] = useState(false);
  const checked = useCheckedSubmit(() => {
    const found: FieldProblems = {};
    if (!consent) found.consent = 'Tick the box to agree.';
    return found;
  }, onSend);
  return (
    <AppForm aria-label="Agreement" {...checked.form}>
      <Checkbox name="consent" isSelected={consent} onChange={setConsent}>
        I agree
      </Checkbox>
      <Button type="submit">Send</Button>
    </AppForm>
  );
}

describe('AppForm', () => {
  it("summarises the browser's checks under the app's heading, and submits in place", async () => {
    const user = userEvent.setup();
    const submitted = vi.fn();
    renderApp(
      <AppForm aria-label="Name" onSubmit={submitted}>
        <TextField name="name" label="Name" isRequired />
        <Button type="submit">Save</Button>
      </AppForm>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const summary = await screen.findByRole('group', { name: 'Please fix the following:' });
    // One link, to the empty field.
    expect(within(summary).getAllByRole('link')).toHaveLength(1);
    expect(submitted).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(submitted).toHaveBeenCalledTimes(1);
    const event = submitted.mock.calls[0]?.[0] as Event | undefined;
    expect(event?.defaultPrevented).toBe(true);
  });

  it('sends a form that judges its own fields only once nothing is wrong', async () => {
    const user = userEvent.setup();
    const sent = vi.fn();
    renderApp(<Consent onSend={sent} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findAllByText('Tick the box to agree.')).not.toHaveLength(0);
    expect(sent).not.toHaveBeenCalled();

    await user.click(screen.getByRole('checkbox', { name: 'I agree' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(sent).toHaveBeenCalledTimes(1);
  });
});
