import {
  accountCreated,
  failWith,
  http,
  signUpBankLinked,
  signUpCompanyDetails,
  signUpCompanyForm,
  signUpOwnerships,
  signUpPhoneVerified,
  signUpReadyForReview,
  signUpStarted,
  signUpSubmitted,
} from '@outlay/api-client/mocks';
import type { SignUpApplication, SignUpBankAccounts } from '@outlay/api-client';
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createTestClient } from '../testing/client';
import { mockServerForSuite } from '../testing/mock-server';
import { signUpActors } from './sign-up.actors';
import { signUpMachine } from './sign-up.machine';
import { signUpView } from './sign-up.view';

const server = mockServerForSuite();

function start(application: SignUpApplication | null) {
  const { client, session } = createTestClient({ token: application ? 'token' : null, logouts: 0 });
  const actor = createActor(signUpMachine.provide({ actors: signUpActors(client) }), {
    input: { application },
  }).start();
  return { actor, session };
}
type Actor = ReturnType<typeof start>['actor'];
const settled = (actor: Actor) => waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
const viewOf = (actor: Actor) => signUpView(actor.getSnapshot());

/** The server answers each save with the application one step further. */
const at = (nextStep: SignUpApplication['nextStep'], completed: number): SignUpApplication => ({
  ...signUpReadyForReview,
  completedSteps: signUpReadyForReview.completedSteps.slice(0, completed),
  nextStep,
});

const account = {
  firstName: 'Lucía',
  lastName: 'Hernández',
  email: 'lucia@laesperanza.mx',
  password: 'Solicitud#2026x',
  birthDate: '1988-05-14',
  over18: true,
  countryCallingCode: '+52',
  phoneNumber: '5510000001',
};

describe('sign-up machine', () => {
  it('creates the account, texts a code, and moves to the company form once it is verified', async () => {
    const { actor, session } = start(null);
    const notices: string[] = [];
    actor.on('*', (notice) => notices.push(notice.type));
    // The app keeps the session's token, as the web app's sign-up page does.
    actor.on('session.started', (notice) => {
      session.token = notice.secretToken;
    });
    expect(viewOf(actor)).toMatchObject({ step: 'createAccount', createAccountPhase: 'form' });
    actor.send({ type: 'account.submitted', account });
    await settled(actor);
    expect(viewOf(actor)).toMatchObject({
      step: 'createAccount',
      createAccountPhase: 'code',
      maskedPhone: accountCreated.maskedPhone,
    });
    // The applicant now has a session: the token create-account answered.
    expect(session.token).toBe(accountCreated.secretToken);
    actor.send({ type: 'code.submitted', code: '123456' });
    await settled(actor);
    expect(viewOf(actor).step).toBe('companyForm');
    expect(notices).toEqual(['session.started', 'code.sent', 'step.saved']);
  });

  it("keeps the form and shows the server's words when the phone is already used", async () => {
    server.use(
      failWith('createAccount', 409, 'This Phone number is already used.', { code: 'PHONE_USED' }),
    );
    const { actor } = start(null);
    actor.send({ type: 'account.submitted', account });
    await settled(actor);
    expect(viewOf(actor)).toMatchObject({ step: 'createAccount', failure: 'account' });
    expect(viewOf(actor).error?.msg).toBe('This Phone number is already used.');
  });

  it('resumes a reloaded application at its first incomplete step', () => {
    expect(viewOf(start(signUpStarted).actor)).toMatchObject({
      step: 'createAccount',
      createAccountPhase: 'code',
    });
    expect(viewOf(start(signUpPhoneVerified).actor).step).toBe('companyForm');
    expect(viewOf(start(at('ownerships', 3)).actor).step).toBe('ownerships');
    expect(viewOf(start(signUpReadyForReview).actor).step).toBe('review');
    expect(viewOf(start(signUpSubmitted).actor).submitted).toBe(true);
  });

  it('walks every step to the review, each saved by the server', async () => {
    const answers = [
      at('companyDetails', 2),
      at('ownerships', 3),
      at('accountOwner', 4),
      at('bankAccounts', 5),
    ];
    server.use(
      http.put('/v2/sign-up/company-form', ({ response }) =>
        response(200).json(answers[0] ?? signUpPhoneVerified),
      ),
      http.put('/v2/sign-up/company-details', ({ response }) =>
        response(200).json(answers[1] ?? signUpPhoneVerified),
      ),
      http.put('/v2/sign-up/ownerships', ({ response }) =>
        response(200).json(answers[2] ?? signUpPhoneVerified),
      ),
      http.put('/v2/sign-up/account-owner', ({ response }) =>
        response(200).json(answers[3] ?? signUpPhoneVerified),
      ),
    );
    const { actor } = start(signUpPhoneVerified);
    actor.send({ type: 'companyForm.submitted', companyForm: signUpCompanyForm });
    await settled(actor);
    expect(viewOf(actor).step).toBe('companyDetails');
    actor.send({ type: 'companyDetails.submitted', companyDetails: signUpCompanyDetails });
    await settled(actor);
    expect(viewOf(actor).step).toBe('ownerships');
    actor.send({ type: 'ownerships.submitted', ownerships: signUpOwnerships });
    await settled(actor);
    actor.send({ type: 'accountOwner.submitted', accountOwner: { role: 'CEO' } });
    await settled(actor);
    expect(viewOf(actor).step).toBe('bankAccounts');
    actor.send({
      type: 'bankAccount.added',
      account: { country: 'MX', accountNumber: '012180001234567899' },
    });
    await settled(actor);
    expect(viewOf(actor).application?.bankAccounts?.accounts).toHaveLength(1);
    actor.send({
      type: 'bankAccounts.submitted',
      bankAccounts: { bankLocation: 'MX', preferredStatementCurrency: 'MXN' },
    });
    await settled(actor);
    expect(viewOf(actor).step).toBe('review');
  });

  it('opens a complete step from the review and comes back to the review once saved', async () => {
    server.use(
      http.put('/v2/sign-up/ownerships', ({ response }) =>
        response(200).json(signUpReadyForReview),
      ),
    );
    const { actor } = start(signUpReadyForReview);
    expect(viewOf(actor).progress.find((entry) => entry.step === 'ownerships')).toMatchObject({
      complete: true,
      canOpen: true,
    });
    actor.send({ type: 'step.opened', step: 'ownerships' });
    expect(viewOf(actor).step).toBe('ownerships');
    actor.send({ type: 'ownerships.submitted', ownerships: signUpOwnerships });
    await settled(actor);
    expect(viewOf(actor).step).toBe('review');
  });

  it('does not open a step that is not reached yet', () => {
    const { actor } = start(signUpPhoneVerified);
    actor.send({ type: 'step.opened', step: 'ownerships' });
    expect(viewOf(actor).step).toBe('companyForm');
  });

  it('submits only with both agreements, and says so once', async () => {
    const { actor } = start(signUpReadyForReview);
    const notices: string[] = [];
    actor.on('application.sent', (notice) => notices.push(notice.type));
    actor.send({
      type: 'application.submitted',
      agreementAccepted: true,
      privacyPolicyAccepted: false,
    });
    expect(viewOf(actor).busy).toBe(false);
    actor.send({
      type: 'application.submitted',
      agreementAccepted: true,
      privacyPolicyAccepted: true,
    });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(viewOf(actor).submitted).toBe(true);
    expect(notices).toEqual(['application.sent']);
  });

  it("keeps the bank step with the server's words when an account is attached twice", async () => {
    server.use(
      failWith('addSignUpBankAccount', 409, 'This account is already attached.', {
        code: 'ACCOUNT_ATTACHED',
      }),
    );
    const { actor } = start(at('bankAccounts', 5));
    actor.send({
      type: 'bankAccount.added',
      account: { country: 'MX', accountNumber: '012180001234567899' },
    });
    await settled(actor);
    expect(viewOf(actor)).toMatchObject({ step: 'bankAccounts', failure: 'bankAccount' });
    expect(viewOf(actor).error?.msg).toBe('This account is already attached.');
  });

  it('keeps the currency chosen with the draft, the latest choice when two come quickly', async () => {
    const sent: unknown[] = [];
    server.use(
      http.put('/v2/sign-up/bank-preferences', async ({ request, response }) => {
        const chosen = await request.json();
        sent.push(chosen);
        const bank = signUpReadyForReview.bankAccounts;
        return response(200).json({
          ...at('bankAccounts', 5),
          bankAccounts: bank && { ...bank, ...chosen },
        });
      }),
    );
    const { actor } = start(at('bankAccounts', 5));
    const chosen = (currency: SignUpBankAccounts['preferredStatementCurrency']) => {
      actor.send({
        type: 'bankPreferences.changed',
        bankAccounts: { bankLocation: 'MX', preferredStatementCurrency: currency },
      });
    };
    chosen('USD');
    // Not busy: the rest of the step stays usable while the choice is kept.
    expect(viewOf(actor).busy).toBe(false);
    chosen('CAD');
    await waitFor(actor, (snapshot) => snapshot.matches({ bankAccounts: 'editing' }));
    expect(viewOf(actor).application?.bankAccounts?.preferredStatementCurrency).toBe('CAD');
    expect(sent.at(-1)).toEqual({ bankLocation: 'MX', preferredStatementCurrency: 'CAD' });
    expect(viewOf(actor)).toMatchObject({ step: 'bankAccounts', failure: null });
  });

  it('shows the accounts the bank-link widget added to the application, once it linked a bank', async () => {
    server.use(
      http.get('/v2/sign-up/application', ({ response }) => response(200).json(signUpBankLinked)),
    );
    const { actor } = start(at('bankAccounts', 5));
    expect(viewOf(actor).application?.bankAccounts?.accounts).toHaveLength(1);
    actor.send({ type: 'bankLink.linked' });
    expect(viewOf(actor)).toMatchObject({ step: 'bankAccounts', busy: true });
    await settled(actor);
    expect(viewOf(actor)).toMatchObject({ step: 'bankAccounts', failure: null });
    expect(viewOf(actor).application?.bankAccounts?.accounts).toEqual([
      expect.objectContaining({ source: 'linked', provider: 'belvo', accountNumber: '••••4417' }),
    ]);
  });

  it('says so beside the link when the linked accounts cannot be read back', async () => {
    server.use(failWith('getSignUpApplication', 404, 'There is no application for this account.'));
    const { actor } = start(at('bankAccounts', 5));
    actor.send({ type: 'bankLink.linked' });
    await settled(actor);
    expect(viewOf(actor)).toMatchObject({ step: 'bankAccounts', failure: 'bankLink' });
    expect(viewOf(actor).error?.msg).toBe('There is no application for this account.');
  });
});
