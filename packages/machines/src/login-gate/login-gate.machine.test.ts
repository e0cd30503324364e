import {
  adminUser,
  employeePastEveryGate,
  failWith,
  http,
  northwind,
  phoneVerificationConfig,
} from '@outlay/api-client/mocks';
import type { Company, LoggedInUser } from '@outlay/api-client';
import { describe, expect, it } from 'vitest';
import { type AnyActorRef, createActor, waitFor } from 'xstate';
import { signedInClient } from '../testing/client';
import { mockServerForSuite } from '../testing/mock-server';
import { standInFor, type ModelChildFinished } from '../testing/model-child';
import { loginGateActors } from './login-gate.actors';
import { loginGateMachine } from './login-gate.machine';
import type { LoginGateChildren } from './login-gate.types';

const server = mockServerForSuite();

/** A user with every gate passed, then the fields a test changes. */
const passed = employeePastEveryGate;

/** The user and company the app holds for the session: the gate's input. */
let session: { user: LoggedInUser; company: Company } = { user: passed, company: northwind };

function signedInAs(user: LoggedInUser, company = northwind) {
  session = { user, company };
}

/**
 * The gate on the real client, its child flows (each tested on its own) standing in as flows
 * that end when `finish` says; `withChildFlows` runs the real ones.
 */
function startGate(options: { withChildFlows?: boolean } = {}) {
  const actors = loginGateActors(signedInClient());
  const machine = options.withChildFlows
    ? loginGateMachine.provide({ actors })
    : loginGateMachine.provide({
        actors: {
          ...actors,
          changePassword: standInFor(actors.changePassword),
          terms: standInFor(actors.terms),
          primaryAccountOwner: standInFor(actors.primaryAccountOwner),
          phoneVerification: standInFor(actors.phoneVerification),
        },
      });
  return createActor(machine, { input: session }).start();
}

type Actor = ReturnType<typeof startGate>;
const settled = (actor: Actor) => waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));

/** The child flow the gate runs ends, with this output. */
function finish(actor: Actor, child: keyof LoginGateChildren, output?: unknown) {
  // A stand-in, whatever flow the gate's types say runs there.
  const running: AnyActorRef | undefined = actor.getSnapshot().children[child];
  if (!running) throw new Error(`${child} is not running`);
  const finished: ModelChildFinished = { type: 'model.finished', output };
  running.send(finished);
}

describe('login gate machine', () => {
  it('lets a user with nothing to do straight through, asking the server nothing', async () => {
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => requests.push(request.url));
    signedInAs(passed);
    const actor = startGate();
    const changed: unknown[] = [];
    actor.on('session.changed', (notice) => changed.push(notice));
    const done = await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(done.output).toEqual({ destination: null });
    // The user and the company came in as input: no load-user-profile, no company-details.
    expect(requests).toEqual([]);
    expect(changed).toEqual([]);
    server.events.removeAllListeners();
  });

  it('forces a password change first, which cannot be dismissed', async () => {
    signedInAs({ ...passed, passwordChangedStatus: 'MANDATORY_CHANGE_REQUIRED' });
    const actor = startGate();
    await settled(actor);
    const snapshot = actor.getSnapshot();
    expect(snapshot.hasTag('dialog.changePassword')).toBe(true);
    expect(snapshot.hasTag('forced')).toBe(true);
    expect(snapshot.can({ type: 'expiration.dismissed' })).toBe(false);
    expect(snapshot.children.changePassword).toBeDefined();
    finish(actor, 'changePassword', 'changed');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('on NO offers the expiration modal; dismissing sets WARN_SENT before moving on', async () => {
    let sent: unknown;
    server.use(
      http.patch('/v2/web/user/update-password-changed-status', async ({ request, response }) => {
        sent = await request.json();
        return response(200).json({ passwordChangedStatus: 'WARN_SENT' });
      }),
    );
    signedInAs({ ...passed, passwordChangedStatus: 'NO' });
    const actor = startGate();
    await settled(actor);
    expect(actor.getSnapshot().hasTag('dialog.passwordExpiration')).toBe(true);
    actor.send({ type: 'expiration.dismissed' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(sent).toEqual({ userId: passed.userId, status: 'WARN_SENT' });
  });

  it('keeps the user at the expiration modal with the error when dismissing fails', async () => {
    server.use(
      failWith('updatePasswordChangedStatus', 409, 'There is no password reminder to dismiss.'),
    );
    signedInAs({ ...passed, passwordChangedStatus: 'NO' });
    const actor = startGate();
    await settled(actor);
    actor.send({ type: 'expiration.dismissed' });
    await settled(actor);
    expect(actor.getSnapshot().hasTag('dialog.passwordExpiration')).toBe(true);
    expect(actor.getSnapshot().context.error?.msg).toBe(
      'There is no password reminder to dismiss.',
    );
  });

  it('from the expiration modal, Change Password opens the closable change and back', async () => {
    signedInAs({ ...passed, passwordChangedStatus: 'NO' });
    const actor = startGate();
    await settled(actor);
    actor.send({ type: 'password.changeChosen' });
    expect(actor.getSnapshot().hasTag('dialog.changePassword')).toBe(true);
    expect(actor.getSnapshot().hasTag('forced')).toBe(false);
    finish(actor, 'changePassword', 'cancelled');
    expect(actor.getSnapshot().hasTag('dialog.passwordExpiration')).toBe(true);
    expect(actor.getSnapshot().children.changePassword).toBeUndefined();
    actor.send({ type: 'password.changeChosen' });
    finish(actor, 'changePassword', 'changed');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('runs the gates in order: password, terms, legal representative, phone, card order', async () => {
    signedInAs(
      {
        ...adminUser,
        passwordChangedStatus: 'MANDATORY_CHANGE_REQUIRED',
        isTermsAndConditionsAccepted: false,
        phoneNumber: '4155550100',
        isPhoneVerified: false,
        isPhoneNumberPersonal: true,
        isPhoneVerificationDisabledByMaxAttempts: false,
        startPhysicalCardCreationAfterLogin: true,
        cardHolderStatus: 'active',
      },
      { ...northwind, legalRepresentativeConfirmed: false },
    );
    const actor = startGate();
    const changed: unknown[] = [];
    actor.on('session.changed', (notice) => changed.push(notice));
    await settled(actor);
    const order: string[] = [];
    const dialog = () =>
      ['changePassword', 'terms', 'legalRepresentative', 'phone'].find((name) =>
        actor.getSnapshot().hasTag(`dialog.${name}` as 'dialog.terms'),
      ) ?? 'none';
    order.push(dialog());
    finish(actor, 'changePassword', 'changed');
    order.push(dialog());
    finish(actor, 'terms');
    order.push(dialog());
    actor.send({ type: 'legalRepresentative.answered', isRepresentative: true });
    await settled(actor);
    order.push(dialog());
    expect(actor.getSnapshot().context.phoneConfig).toEqual(phoneVerificationConfig);
    finish(actor, 'phoneVerification', { outcome: 'verified', message: null });
    expect(order).toEqual(['changePassword', 'terms', 'legalRepresentative', 'phone']);
    expect(actor.getSnapshot().output).toEqual({ destination: '/card-order' });
    // Each gate passed changed the account: the app reads it again after each.
    expect(changed).toHaveLength(4);
  });

  it('asks only an admin to confirm the legal representative', async () => {
    signedInAs(
      { ...passed, role: 'manager' },
      { ...northwind, legalRepresentativeConfirmed: false },
    );
    const actor = startGate();
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
  });

  it('keeps the admin at the confirmation with the error when it fails', async () => {
    server.use(
      failWith(
        'confirmLegalRepresentative',
        404,
        'You can only answer for your own account and company.',
      ),
    );
    signedInAs({ ...passed, role: 'admin' }, { ...northwind, legalRepresentativeConfirmed: false });
    const actor = startGate();
    await settled(actor);
    actor.send({ type: 'legalRepresentative.answered', isRepresentative: true });
    await settled(actor);
    expect(actor.getSnapshot().hasTag('dialog.legalRepresentative')).toBe(true);
    expect(actor.getSnapshot().context.error?.status).toBe(404);
  });

  it('opens the Primary Account Owner modal when someone else is the legal representative', async () => {
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) =>
      requests.push(new URL(request.url).pathname),
    );
    signedInAs({ ...passed, role: 'admin' }, { ...northwind, legalRepresentativeConfirmed: false });
    const actor = startGate();
    const changed: unknown[] = [];
    actor.on('session.changed', (notice) => changed.push(notice));
    await settled(actor);
    actor.send({ type: 'legalRepresentative.answered', isRepresentative: false });
    expect(actor.getSnapshot().hasTag('dialog.primaryAccountOwner')).toBe(true);
    // The modal confirms the owner itself: the gate asks the server nothing for this answer.
    expect(requests.filter((path) => path.endsWith('/confirm-legal-representative'))).toEqual([]);

    // Closed without a change: the question must still be answered.
    finish(actor, 'primaryAccountOwner', { updated: false });
    expect(actor.getSnapshot().hasTag('dialog.legalRepresentative')).toBe(true);

    actor.send({ type: 'legalRepresentative.answered', isRepresentative: false });
    finish(actor, 'primaryAccountOwner', { updated: true });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(changed).toEqual([{ type: 'session.changed' }]);
    server.events.removeAllListeners();
  });

  it.each([
    ['a verified phone', { isPhoneVerified: true }],
    ['a non-personal phone', { isPhoneVerified: false, isPhoneNumberPersonal: false }],
    ['no phone', { isPhoneVerified: false, phoneNumber: null }],
    [
      'verification turned off by max attempts',
      { isPhoneVerified: false, isPhoneVerificationDisabledByMaxAttempts: true },
    ],
  ])('skips phone verification with %s', async (_case, fields) => {
    signedInAs({ ...passed, isPhoneNumberPersonal: true, ...fields });
    const actor = startGate();
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
  });

  it.each([
    ['in an enabled company', { enabledCompanyIds: [northwind.id], countryCodes: ['MX'] }, true],
    ['with no country restriction', { enabledCompanyIds: [], countryCodes: null }, true],
    ['in an allowed country', { enabledCompanyIds: [], countryCodes: ['US'] }, true],
    ['elsewhere', { enabledCompanyIds: [], countryCodes: ['MX', 'CO'] }, false],
  ])('phone verification applies %s: %s', async (_case, lists, applies) => {
    server.use(
      http.get('/v2/web/user/phone-verification-config', ({ response }) =>
        response(200).json({ ...phoneVerificationConfig, ...lists }),
      ),
    );
    signedInAs({ ...passed, isPhoneVerified: false, isPhoneNumberPersonal: true });
    const actor = startGate();
    await settled(actor);
    expect(actor.getSnapshot().hasTag('dialog.phone')).toBe(applies);
    expect(actor.getSnapshot().status === 'done').toBe(!applies);
  });

  it('runs the real child flows on the same client, each started with what the gate holds', async () => {
    signedInAs(
      {
        ...adminUser,
        isTermsAndConditionsAccepted: false,
        countryCallingCode: '+1',
        phoneNumber: '4155550100',
        isPhoneVerified: false,
        isPhoneNumberPersonal: true,
        isPhoneVerificationDisabledByMaxAttempts: false,
      },
      { ...northwind, legalRepresentativeConfirmed: false },
    );
    const actor = startGate({ withChildFlows: true });
    // The terms flow loads its documents through the client the gate was built with.
    const terms = (await waitFor(actor, (snapshot) => snapshot.hasTag('dialog.terms'))).children
      .terms;
    if (!terms) throw new Error('The terms flow is not running');
    await waitFor(terms, (snapshot) => snapshot.matches('reviewing'));
    terms.send({ type: 'agreement.toggled', agreed: true });
    terms.send({ type: 'agreement.confirmed' });
    await waitFor(actor, (snapshot) => snapshot.hasTag('dialog.legalRepresentative'));

    // Someone else: the Primary Account Owner flow, for this admin and company.
    actor.send({ type: 'legalRepresentative.answered', isRepresentative: false });
    const owner = actor.getSnapshot().children.primaryAccountOwner?.getSnapshot();
    expect(owner?.context).toMatchObject({
      userId: adminUser.userId,
      companyId: northwind.id,
      ownerElsewhere: false,
    });
    actor.getSnapshot().children.primaryAccountOwner?.send({ type: 'pao.cancelled' });
    expect(actor.getSnapshot().hasTag('dialog.legalRepresentative')).toBe(true);

    actor.send({ type: 'legalRepresentative.answered', isRepresentative: true });
    const phone = await waitFor(actor, (snapshot) => snapshot.hasTag('dialog.phone'));
    // The phone flow: the consent's ids from the config, the phone masked.
    expect(phone.children.phoneVerification?.getSnapshot().context).toMatchObject({
      agreement: {
        accessId: phoneVerificationConfig.accessId,
        groupKey: phoneVerificationConfig.groupKey,
        signerId: phoneVerificationConfig.signerId,
      },
      phone: '+1 415*****00',
    });
  });

  it('moves only an active cardholder with the start-physical-card flag to /card-order', async () => {
    signedInAs({
      ...passed,
      startPhysicalCardCreationAfterLogin: true,
      cardHolderStatus: 'pending',
    });
    const pending = startGate();
    expect((await waitFor(pending, (s) => s.status === 'done')).output).toEqual({
      destination: null,
    });
  });
});
