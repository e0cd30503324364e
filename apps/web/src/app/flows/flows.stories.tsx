import { flows } from '@outlay/machines/testing/flows';
import preview from '#.storybook/preview';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { FlowChart, FlowPlayer, type PlayerChoice } from './flow-player';

interface FlowProps extends PlayerChoice {
  /** The flow's id in packages/machines/src/testing/flows.ts. */
  flow: string;
  view: 'statechart' | 'paths';
}

/**
 * QA's flows: each machine's statechart (states, transitions, guards), and each of its paths
 * played step by step on the real screen against the mocks. Every flow listed in
 * `packages/machines/src/testing/flows.ts` is here, by the `flow` control.
 */
function Flow({ flow, view, ...choice }: FlowProps) {
  const entry = flows.find((candidate) => candidate.id === flow);
  if (!entry) return <p>No flow is named {flow}.</p>;
  return (
    // A group, not a landmark: a screen played here brings its own (the sign-in page's main).
    <div role="group" aria-label={entry.title}>
      <h2>{entry.title}</h2>
      {view === 'statechart' ? (
        <FlowChart entry={entry} />
      ) : (
        <FlowPlayer entry={entry} {...choice} />
      )}
    </div>
  );
}

const meta = preview.meta({
  title: 'Flows/Flow',
  component: Flow,
  tags: ['autodocs'],
  args: { flow: 'dispute', view: 'statechart' as const },
  argTypes: {
    flow: { control: 'select', options: flows.map((entry) => entry.id) },
    view: { control: 'inline-radio', options: ['statechart', 'paths'] },
    path: { control: 'text' },
    step: { control: { type: 'number', min: 1 } },
  },
});

/** A flow's modal screen, which appears once the player has walked the path to it. */
const flowDialog = (name: string) => screen.findByRole('dialog', { name }, { timeout: 10_000 });

/** Where the player shows a flow's page (not a modal) on a path, once the flow has loaded. */
const flowScreen = (canvasElement: HTMLElement, title: string) =>
  within(canvasElement).findByRole('group', { name: `${title}: the screen` }, { timeout: 10_000 });

/** The code step's field, once the path has reached it. */
const codeField = (place: HTMLElement) =>
  within(place).findByRole('textbox', { name: 'Verification code' }, { timeout: 10_000 });

/** The dispute flow's statechart; pick any other flow with the `flow` control. */
export const Statechart = meta.story({
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'img',
        { name: /Dispute \(report an issue\): \d+ states/ },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    await expect(
      canvas.getByRole('table', { name: 'Transitions of Dispute (report an issue)' }),
    ).toBeVisible();
  },
});

/** The dispute flow's paths, played on the real Report section of the drawer. */
export const Paths = meta.story({
  args: { view: 'paths' },
  play: async ({ canvas, canvasElement }) => {
    const choice = await canvas.findByRole('combobox', { name: 'Path' }, { timeout: 10_000 });
    const toEditing = within(choice)
      .getAllByRole('option')
      .find((option) => option.textContent.startsWith('Shortest to editing'));
    if (!(toEditing instanceof HTMLOptionElement)) throw new Error('No shortest path to editing');
    await userEvent.selectOptions(choice, toEditing);
    const page = await flowScreen(canvasElement, 'Dispute (report an issue)');
    await expect(
      await within(page).findByRole('button', { name: 'Report an issue' }),
    ).toBeVisible();
    const next = canvas.getByRole('button', { name: 'Next step' });
    await userEvent.click(next);
    await waitFor(() => expect(next).toBeDisabled());
    await expect(
      await within(page).findByRole('heading', { name: 'Report an issue' }),
    ).toBeVisible();
    await expect(canvas.getByText(/^Step \d+ of \d+: editing/)).toBeVisible();
  },
});

/** Every built flow's statechart, one after another. */
export const AllStatecharts = meta.story({
  render: () => (
    <div style={{ display: 'grid', gap: '2rem' }}>
      {flows.map((entry) => (
        <section key={entry.id} aria-label={entry.title}>
          <h2>{entry.title}</h2>
          <FlowChart entry={entry} />
        </section>
      ))}
    </div>
  ),
});

/** "Step 5 of 5": the path was played to its end, the screen's machine there. */
const atTheEnd = /^Step (\d+) of \1: /;

/**
 * The sign-in pages: the shortest path to the emailed code's screen, played on its own (the
 * `step` control), each page following the machine as the app's routes do.
 */
export const LoginOnScreen = meta.story({
  args: {
    flow: 'login',
    view: 'paths',
    path: 'Shortest to enteringCode.{ code.idle | resend.waiting } (a visitor',
    step: 99,
  },
  play: async ({ canvas, canvasElement }) => {
    const page = await flowScreen(canvasElement, 'Sign-in and 2FA');
    await expect(await canvas.findByText(atTheEnd, undefined, { timeout: 10_000 })).toBeVisible();
    await expect(
      await within(page).findByRole('heading', { name: 'Enter your verification code' }),
    ).toBeVisible();
    await expect(await codeField(page)).toBeVisible();
  },
});

/**
 * The invite dialog of the Team page: the person typed field by field, Send Invitation, and
 * the code step the path stops at (the dialog is modal: pick another step with the controls).
 */
export const InviteOnScreen = meta.story({
  args: {
    flow: 'invite',
    view: 'paths',
    path: 'Shortest to enteringCode.{ code.idle | resend.waiting } (opened from the Team page)',
    step: 99,
  },
  play: async () => {
    const dialog = await flowDialog('Invite users');
    await expect(await codeField(dialog)).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Confirm and send' })).toBeVisible();
  },
});

/** The invite form as the path fills it: the first name typed, the rest still to come. */
export const InviteFormOnScreen = InviteOnScreen.extend({
  args: { step: 2 },
  play: async () => {
    const dialog = await flowDialog('Invite users');
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'First name' })).toHaveValue('Jane'),
    );
    await expect(within(dialog).getByRole('textbox', { name: 'Last name' })).toHaveValue('');
  },
});

/**
 * The Primary Account Owner modal: "Someone not yet in Outlay", Submit, and the invite dialog
 * it opens for the new owner.
 */
export const PaoOnScreen = meta.story({
  args: { flow: 'pao', view: 'paths', path: 'Shortest to inviting', step: 99 },
  play: async () => {
    const dialog = await flowDialog('Invite the Primary Account Owner');
    // The options' modal gives way to the invite's: its buttons show once it has opened.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Go Back' })).toBeVisible(),
    );
  },
});

/**
 * The sign-up wizard of a visitor: the account, the phone's code and the company form, up to
 * the company details.
 */
export const SignUpOnScreen = meta.story({
  args: {
    flow: 'sign-up',
    view: 'paths',
    path: 'Shortest to companyDetails.editing (a visitor)',
    step: 99,
  },
  play: async ({ canvasElement }) => {
    const page = await flowScreen(canvasElement, 'Sign-up wizard');
    await expect(
      await within(page).findByRole(
        'heading',
        { level: 2, name: 'Step 3 of 7: Company details' },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    await expect(
      within(page).getByRole('button', { name: 'Company form, complete' }),
    ).toBeVisible();
  },
});

/** The login gate's terms, the mocks' click-wrap contracts loaded: each to read, then I Agree. */
export const TermsOnScreen = meta.story({
  args: { flow: 'terms', view: 'paths', path: 'Shortest to reviewing' },
  play: async () => {
    const dialog = await flowDialog('Terms consent: review and sign the contracts');
    const agreement = await within(dialog).findByRole(
      'checkbox',
      { name: 'I have read and agree to these documents.' },
      { timeout: 10_000 },
    );
    // The dialog fades in: its content is visible once the animation has run.
    await waitFor(() => expect(agreement).toBeVisible(), { timeout: 5_000 });
    await expect(agreement).not.toBeChecked();
    await expect(within(dialog).getByRole('button', { name: 'I Agree' })).toBeDisabled();
  },
});

/** "Verification required": the bot check passed and the code emailed, the code to type. */
export const VerificationOnScreen = meta.story({
  args: {
    flow: 'verification',
    view: 'paths',
    path: 'Shortest to enteringCode.{ code.idle | resend.waiting } (email and text message)',
  },
  play: async () => {
    const dialog = await flowDialog('Verification required');
    await expect(await codeField(dialog)).toBeVisible();
  },
});
