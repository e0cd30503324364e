import type { DelegateRole, TeamMember } from '@outlay/api-client';
import type { CodeSentNotice, CodeStepContext } from '../kernel/code-step';
import type { DelegatePersonProblems } from './delegate-person';

/** The person the admin signs up directly, as the form holds them. */
export interface DelegatePerson {
  firstName: string;
  lastName: string;
  email: string;
  role: DelegateRole;
}

export interface DelegateRegistrationContext extends CodeStepContext {
  /** The person as last submitted: the code step registers them. */
  person: DelegatePerson | null;
  /** Where the code went, as the server says. */
  destination: string;
  /** What was wrong with the person last submitted: no code is asked for them. */
  problems: DelegatePersonProblems | null;
}

export type DelegateRegistrationEvent =
  | { type: 'person.submitted'; person: DelegatePerson }
  | { type: 'code.submitted'; code: string }
  | { type: 'resend.requested' }
  | { type: 'registration.cancelled' };

/** Registered: the screen says so once and shows the list as the server answered it. */
export interface DelegateRegisteredNotice {
  type: 'delegate.registered';
  msg: string;
  delegates: TeamMember[];
}

export type DelegateRegistrationNotice = CodeSentNotice | DelegateRegisteredNotice;
