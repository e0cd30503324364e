// The login gate's model: one variant per session (the gates a user meets come with the user
// and the company, as the app holds them), the events QA tries, and the calls.
import {
  employeePastEveryGate,
  legalRepresentativeConfirmed,
  northwind,
  passwordWarningSent,
  phoneVerificationConfig,
} from '@outlay/api-client/mocks';
import { signedInClient } from '../testing/client';
import { defineFlowModel, done, failed } from '../testing/flow-model';
import { standInFor } from '../testing/model-child';
import type { InvokedCall } from '../testing/model-paths';
import { loginGateActors } from './login-gate.actors';
import { loginGateMachine } from './login-gate.machine';

const base = employeePastEveryGate;
const unconfirmed = { ...northwind, legalRepresentativeConfirmed: false };

/** One session per gate state, and one that meets every gate at once. */
const sessions = [
  { user: { ...base, email: 'none@demo.outlay.test' }, company: northwind },
  {
    user: {
      ...base,
      email: 'forced@demo.outlay.test',
      passwordChangedStatus: 'MANDATORY_CHANGE_REQUIRED' as const,
    },
    company: northwind,
  },
  {
    user: { ...base, email: 'expiring@demo.outlay.test', passwordChangedStatus: 'NO' as const },
    company: northwind,
  },
  {
    user: {
      ...base,
      email: 'everything@demo.outlay.test',
      role: 'admin' as const,
      passwordChangedStatus: 'NO' as const,
      isTermsAndConditionsAccepted: false,
      isPhoneVerified: false,
      startPhysicalCardCreationAfterLogin: true,
      cardHolderStatus: 'active' as const,
    },
    company: unconfirmed,
  },
  {
    user: { ...base, email: 'phone-elsewhere@demo.outlay.test', isPhoneVerified: false },
    company: { ...northwind, countryCode: 'CA' },
  },
];

const userEvents = [
  { type: 'password.changeChosen' },
  { type: 'expiration.dismissed' },
  // "Someone else" first: a walk in the browser meets the owner modal before it confirms.
  { type: 'legalRepresentative.answered', isRepresentative: false },
  { type: 'legalRepresentative.answered', isRepresentative: true },
];
/** How the child flows end: each has a model of its own, so here they only end. */
const children = ['changePassword', 'terms', 'primaryAccountOwner', 'phoneVerification'] as const;
const childEnds = [
  done('changePassword', 'changed'),
  done('changePassword', 'cancelled'),
  done('terms', undefined),
  done('primaryAccountOwner', { updated: true }),
  done('primaryAccountOwner', { updated: false }),
  done('phoneVerification', { outcome: 'verified', message: null }),
];
const outcomes = [
  done('dismissPasswordWarning', passwordWarningSent),
  failed('dismissPasswordWarning'),
  done('confirmLegalRepresentative', legalRepresentativeConfirmed),
  failed('confirmLegalRepresentative'),
  done('loadPhoneConfig', { ...phoneVerificationConfig, countryCodes: ['US'] }),
  failed('loadPhoneConfig'),
];

const calls: Record<string, InvokedCall> = {
  dismissPasswordWarning: { method: 'patch', path: '/v2/web/user/update-password-changed-status' },
  confirmLegalRepresentative: {
    method: 'post',
    path: '/v2/web/company/confirm-legal-representative',
  },
  loadPhoneConfig: { method: 'get', path: '/v2/web/user/phone-verification-config' },
};

export const loginGateModel = defineFlowModel({
  machine: loginGateMachine,
  provided: () => {
    const actors = loginGateActors(signedInClient());
    return loginGateMachine.provide({
      actors: {
        ...actors,
        changePassword: standInFor(actors.changePassword),
        terms: standInFor(actors.terms),
        primaryAccountOwner: standInFor(actors.primaryAccountOwner),
        phoneVerification: standInFor(actors.phoneVerification),
      },
    });
  },
  children,
  variants: sessions.map((session) => ({ name: session.user.email, input: () => session })),
  // While a call is on its way only its outcomes are offered, so no user event races it.
  events: (snapshot) =>
    snapshot.hasTag('busy') ? outcomes : [...userEvents, ...childEnds, ...outcomes],
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      error: snapshot.context.error !== null,
      destination: snapshot.context.destination,
    }),
  calls,
});
