import type { ApiError } from '@outlay/api-client';
import { isOneTimeCode } from '@outlay/rules';
import { and, assign, emit, not, stateIn, type EventObject } from 'xstate';
import { errorFrom, isRateLimited } from './actor-error';

// The one-time-code step every flow shares (sign-in, an invited user's first password, the
// phone, the "Verification required" dialog, an authenticator app's first code): the code is
// checked here, against the rule of @outlay/rules, and Resend waits out the server's delay in
// an `after` delay, so `snapshot.can({ type: 'resend.requested' })` is true exactly when the
// screen's Resend is enabled.

/** Why a code cannot be sent yet (spec part 1 §5: required, exactly six digits). */
export type CodeProblem = 'required' | 'incomplete';

/** The one check of a code a user typed: null when it may be sent to the server. */
export function codeProblemOf(code: string): CodeProblem | null {
  if (code === '') return 'required';
  return isOneTimeCode(code) ? null : 'incomplete';
}

/**
 * What a code step tells its screen once, by XState `emit` (never kept in context, so a
 * re-render or a restored snapshot cannot show it twice): a code went out. `resent` is false
 * for the first code of a step, whose screen already says where it went.
 */
export interface CodeSentNotice {
  type: 'code.sent';
  resent: boolean;
}

/**
 * The part of a flow's context a code step reads and writes: how many codes went out, how long
 * Resend waits after the last one (the `resendWait` delay), whether the step opened on a code
 * sent earlier because the server refused to send another so soon (the screen then says so
 * instead of "we sent a code"), and the last refusal.
 */
export interface CodeStepContext {
  codesSent: number;
  resendAfterSeconds: number;
  codeSentEarlier: boolean;
  error: ApiError | null;
}

/** A code step before any code went out. */
export const freshCodeStep = {
  codesSent: 0,
  resendAfterSeconds: 0,
  codeSentEarlier: false,
} as const satisfies Omit<CodeStepContext, 'error'>;

/** What every "code sent" answer says (CodeSent, PhoneCodeSent, ActionCodeSent, ...). */
export interface SentCode {
  resendAfterSeconds: number;
}

/**
 * The guards, actions and delay a code step's states name. A machine with a code step spreads
 * them into its `setup()`; the states come from `codeStep` and `resendRegion` below.
 */
export const codeStepGuards = {
  /** The submitted code is six digits (the rule of @outlay/rules). */
  codeIsComplete: ({ event }: { event: EventObject }) =>
    'code' in event && typeof event.code === 'string' && codeProblemOf(event.code) === null,
  /** The code typed so far (a step that keeps it in context as it is typed) is six digits. */
  enteredCodeIsComplete: ({ context }: { context: object }) =>
    'code' in context && typeof context.code === 'string' && codeProblemOf(context.code) === null,
  /** The server sends another code now: no wait. */
  resendIsDue: ({ context }: { context: CodeStepContext }) => context.resendAfterSeconds <= 0,
  /** A code went out moments ago (429): that one is still the one to enter. */
  sentTooSoon: ({ event }: { event: EventObject }) => isRateLimited(errorFrom(event)),
};

/**
 * The actions of a code step, typed for the machine that names them (an action knows its
 * machine's context and events): `.extend({ actions: codeStepActions<Context, Event>() })`.
 */
export function codeStepActions<TContext extends CodeStepContext, TEvent extends EventObject>() {
  // Only the code step's own fields change; the rest of the machine's context stays.
  const update = (fields: Partial<CodeStepContext>) => fields as Partial<TContext>;
  return {
    announceCodeSent: emit<TContext, TEvent, undefined, TEvent, CodeSentNotice>(({ context }) => ({
      type: 'code.sent',
      resent: context.codesSent > 0,
    })),
    rememberCodeSent: assign<TContext, TEvent, SentCode, TEvent, never>(({ context }, sent) =>
      update({
        codesSent: context.codesSent + 1,
        resendAfterSeconds: sent.resendAfterSeconds,
        codeSentEarlier: false,
        error: null,
      }),
    ),
    /** The code sent moments ago is the one to enter; Resend waits for the server's Retry-After. */
    rememberEarlierCode: assign<TContext, TEvent, undefined, TEvent, never>(({ event }) =>
      update({
        resendAfterSeconds: errorFrom(event).retryAfterSeconds ?? 0,
        codeSentEarlier: true,
        error: null,
      }),
    ),
    rememberCodeError: assign<TContext, TEvent, undefined, TEvent, never>(({ event }) =>
      update({ error: errorFrom(event) }),
    ),
  };
}

/** The milliseconds of a code step's `resendWait` delay. */
export const codeStepDelays = {
  resendWait: ({ context }: { context: { resendAfterSeconds: number } }) =>
    Math.max(0, context.resendAfterSeconds) * 1000,
};

/**
 * Everything a machine's setup needs for its code step, typed for that machine:
 * `setup({ ... }).extend(codeStepSetup<Context, Event>())`.
 */
export function codeStepSetup<TContext extends CodeStepContext, TEvent extends EventObject>() {
  return {
    guards: codeStepGuards,
    actions: codeStepActions<TContext, TEvent>(),
    delays: codeStepDelays,
  };
}

/** The actions of a code that went out: the screen hears of it, then the wait starts anew. */
export const codeSentActions = [
  'announceCodeSent',
  {
    type: 'rememberCodeSent',
    params: ({ event }: { event: { output: SentCode } }) => event.output,
  },
] as const;

/**
 * A call of a code step: an invoked promise actor named in the machine's `setup()`, with its
 * id and its input, if it takes one (typed by the machine: `({ context, event }: LoginArgs) => ...`).
 */
interface StepCall {
  id: string;
  src: string;
  input?: (args: never) => unknown;
}

/**
 * The invoke that sends a step's first code: once sent, the step opens on `sent` (the screen
 * hears of it, Resend's wait starts). A refusal as too soon (429) opens it too, on the code sent
 * moments ago, which is still the one to enter; `refusals` are tried before that, and `failed`
 * takes any other refusal (where the flow goes back to, with the error).
 */
export function firstCodeSend<
  const TSend extends StepCall,
  const TSent extends string,
  const TFailed,
  const TRefusals extends readonly unknown[] = readonly [],
  const TSentActions extends readonly unknown[] = readonly [],
>(options: {
  send: TSend;
  sent: TSent;
  /** Actions run after `codeSentActions`, with the sent code's answer. */
  sentActions?: TSentActions;
  refusals?: TRefusals;
  failed: TFailed;
}): FirstCodeSend<TSend, TSent, TFailed, NoInfer<TRefusals>, NoInfer<TSentActions>> {
  // Left out, the lists are the empty tuples their types default to.
  const sentActions = (options.sentActions ?? []) as TSentActions;
  const refusals = (options.refusals ?? []) as TRefusals;
  return {
    ...options.send,
    onDone: { target: options.sent, actions: [...codeSentActions, ...sentActions] },
    onError: [
      ...refusals,
      { guard: 'sentTooSoon', target: options.sent, actions: 'rememberEarlierCode' },
      options.failed,
    ],
  } as const;
}

type FirstCodeSend<
  TSend,
  TSent,
  TFailed,
  TRefusals extends readonly unknown[],
  TSentActions extends readonly unknown[],
> = TSend & {
  readonly onDone: {
    readonly target: TSent;
    readonly actions: readonly [...typeof codeSentActions, ...TSentActions];
  };
  readonly onError: readonly [
    ...TRefusals,
    {
      readonly guard: 'sentTooSoon';
      readonly target: TSent;
      readonly actions: 'rememberEarlierCode';
    },
    TFailed,
  ];
};

/**
 * Resend, as a region beside the step's own: it waits out `resendAfterSeconds` (the
 * `resendWait` delay), is ready, sends (the code is announced), and waits again. A refusal as
 * too soon (429) waits the server's Retry-After with the earlier code; any other stays ready
 * with the error, unless `refusals` sends it elsewhere first (blocked, not found).
 *
 * `step` is the id of the state holding the regions (`#login.enteringCode`): Resend is taken
 * only while its `code` region is `idle`, and only where `offered` (a guard name) holds.
 */
export function resendRegion<
  const TSend extends StepCall,
  const TRefusal = never,
  const TRefused extends string = 'rememberCodeError',
>(options: {
  step: `#${string}`;
  send: TSend;
  offered?: string | undefined;
  refusals?: readonly TRefusal[] | undefined;
  /** The action that keeps any other refusal's error (by default `rememberCodeError`). */
  refused?: TRefused | undefined;
}) {
  const codeIdle = stateIn(`${options.step}.code.idle`);
  return {
    description: "Resend: offered once the server's wait is over (an `after` delay).",
    initial: 'waiting',
    states: {
      waiting: {
        always: { guard: 'resendIsDue', target: 'ready' },
        after: { resendWait: 'ready' },
      },
      ready: {
        on: {
          'resend.requested': {
            guard: options.offered ? and([{ type: options.offered }, codeIdle]) : codeIdle,
            target: 'sending',
          },
        },
      },
      sending: {
        tags: ['busy'],
        invoke: {
          ...options.send,
          onDone: { target: 'waiting', actions: codeSentActions },
          onError: [
            ...(options.refusals ?? []),
            { guard: 'sentTooSoon', target: 'waiting', actions: 'rememberEarlierCode' },
            { target: 'ready', actions: options.refused ?? 'rememberCodeError' },
          ],
        },
      },
    },
  } as const;
}

/**
 * The `code` region of a code step: a submitted code is checked (six digits, and, where the
 * step sends codes, not while a new one is on its way: `waitsForResend`) and verified by the
 * server. A refused code stays with the error, unless `verifyRefusals` sends it elsewhere
 * first. Alone, it is the whole step of an authenticator app, which sends no codes.
 */
export function codeRegion<
  const TVerify extends StepCall,
  const TDone,
  const TRefusal = never,
  const TRefused extends string = 'rememberCodeError',
>(options: {
  step: `#${string}`;
  verify: TVerify;
  /** Where a verified code leads. */
  verified: TDone;
  /** Refusals of the code that lead elsewhere, tried first. */
  verifyRefusals?: readonly TRefusal[];
  /** The action that keeps a refused code's error (by default `rememberCodeError`). */
  refused?: TRefused;
  /** The step has a `resend` region beside this one. */
  waitsForResend?: boolean;
}) {
  return {
    initial: 'idle',
    states: {
      idle: {
        on: {
          'code.submitted': {
            guard: options.waitsForResend
              ? and(['codeIsComplete', not(stateIn(`${options.step}.resend.sending`))])
              : { type: 'codeIsComplete' as const },
            target: 'verifying',
          },
        },
      },
      verifying: {
        tags: ['busy'],
        invoke: {
          ...options.verify,
          onDone: options.verified,
          onError: [
            ...(options.verifyRefusals ?? []),
            { target: 'idle', actions: options.refused ?? 'rememberCodeError' },
          ],
        },
      },
    },
  } as const;
}

/**
 * A whole code step that sends codes: `codeRegion` and `resendRegion` side by side.
 */
export function codeStep<
  const TVerify extends StepCall,
  const TDone,
  const TSend extends StepCall,
  const TRefusal = never,
  const TSendRefusal = never,
  const TRefused extends string = 'rememberCodeError',
  const TSendRefused extends string = 'rememberCodeError',
>(options: {
  step: `#${string}`;
  description: string;
  verify: TVerify;
  verified: TDone;
  verifyRefusals?: readonly TRefusal[];
  refused?: TRefused;
  /** The call that sends another code. */
  resend: TSend;
  /** A guard name: Resend is offered only where it holds (an emailed code, not an app's). */
  resendOffered?: string;
  resendRefusals?: readonly TSendRefusal[];
  resendRefused?: TSendRefused;
}) {
  return {
    description: options.description,
    type: 'parallel',
    states: {
      code: codeRegion({
        step: options.step,
        verify: options.verify,
        verified: options.verified,
        verifyRefusals: options.verifyRefusals,
        refused: options.refused,
        waitsForResend: true,
      }),
      resend: resendRegion({
        step: options.step,
        send: options.resend,
        offered: options.resendOffered,
        refusals: options.resendRefusals,
        refused: options.resendRefused,
      }),
    },
  } as const;
}
