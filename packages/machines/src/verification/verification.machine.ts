import { type ActionCodeGranted, type BotCheck } from '@outlay/api-client';
import { and, assertEvent, assign, setup } from 'xstate';
import { verificationActors } from './verification.actors';
import { unprovidedClient } from '../kernel/unprovided-client';
import type {
  VerificationContext,
  VerificationEvent,
  VerificationInput,
  VerificationOutput,
} from './verification.types';
import { errorFrom } from '../kernel/actor-error';
import {
  firstCodeSend,
  type CodeSentNotice,
  codeStepSetup,
  freshCodeStep,
  resendRegion,
} from '../kernel/code-step';

/** Refusals after which the captcha (answered once, or newly required) must be asked again. */
const captchaRefusals = new Set(['CAPTCHA_REQUIRED', 'CAPTCHA_INCORRECT']);

type VerificationArgs = { context: VerificationContext; event: VerificationEvent };

/** A code by email or text message, for the action (and its card). */
const codeRequest = ({ context }: VerificationArgs) => ({
  ...context,
  notificationType: context.method === 'SMS' ? ('SMS' as const) : ('EMAIL' as const),
});

const blocked = { guard: 'refusedAsBlocked', target: '#verification.blocked' } as const;

/** What the verification machine names: its guards, actions, actors and delays, its code step's too. */
const verificationSetup = setup({
  types: {
    context: {} as VerificationContext,
    events: {} as VerificationEvent,
    input: {} as VerificationInput,
    output: {} as VerificationOutput,
    emitted: {} as CodeSentNotice,
    tags: {} as 'busy' | 'loading' | 'blocked' | 'failed',
  },
  actors: verificationActors(unprovidedClient),
  guards: {
    botBlocked: (_, output: BotCheck) => output.status === 'BLOCKED',
    methodSendsCode: ({ context }) => context.method === 'EMAIL' || context.method === 'SMS',
    captchaAnswered: ({ context }) =>
      context.captcha === null || context.captchaAnswer.trim() !== '',
    codeIsEmpty: ({ context }) => context.code === '',
    chosenMethodSendsCode: ({ context, event }) => {
      assertEvent(event, 'method.chosen');
      return (
        event.method !== context.method &&
        event.method !== 'OTP' &&
        context.methods.some((method) => method.type === event.method && method.isSetUp)
      );
    },
    chosenMethodIsApp: ({ context, event }) => {
      assertEvent(event, 'method.chosen');
      return (
        event.method !== context.method &&
        event.method === 'OTP' &&
        context.methods.some((method) => method.type === 'OTP' && method.isSetUp)
      );
    },
    refusedAsBlocked: ({ event }) => errorFrom(event).code === 'BOT_BLOCKED',
    captchaMustBeAskedAgain: ({ context, event }) =>
      context.captcha !== null || captchaRefusals.has(errorFrom(event).code ?? ''),
  },
  actions: {
    rememberCaptcha: assign((_, check: BotCheck) => ({
      captcha: check.captcha,
      captchaAnswer: '',
    })),
    rememberCode: assign({
      code: ({ event }) => {
        assertEvent(event, 'code.changed');
        return event.code;
      },
      codeMissing: false,
    }),
    markCodeMissing: assign({ codeMissing: true }),
    rememberAnswer: assign({
      captchaAnswer: ({ event }) => {
        assertEvent(event, 'captcha.changed');
        return event.answer;
      },
    }),
    switchMethod: assign(({ event }) => {
      assertEvent(event, 'method.chosen');
      return { method: event.method, code: '', codeMissing: false, error: null, ...freshCodeStep };
    }),
    rememberActionCode: assign((_, granted: ActionCodeGranted) => ({
      actionCode: granted.actionCode,
      error: null,
    })),
    rememberError: assign({ error: ({ event }) => errorFrom(event) }),
    clearError: assign({ error: null }),
    forgetAnswer: assign({ captchaAnswer: '' }),
    // A refused captcha leaves the code unchecked, so it is kept; a refused code is not.
    forgetRefusedCode: assign({
      code: ({ context, event }) =>
        captchaRefusals.has(errorFrom(event).code ?? '') ? context.code : '',
    }),
  },
}).extend(codeStepSetup<VerificationContext, VerificationEvent>());

/**
 * The verification dialog (spec part 1 §4.3, §5): a sensitive action needs a fresh action
 * code. The user's methods come in as input (the app already holds them); the bot check runs
 * first (ALLOWED, CAPTCHA or BLOCKED); a code is sent by email or text message (an
 * authenticator app needs none), or the one sent moments ago stays the one to enter; Confirm
 * waits for six digits and, when one is shown, the captcha's answer; the server's action code
 * is the machine's output.
 */
export const verificationMachine = verificationSetup.createMachine({
  id: 'verification',
  context: ({ input }) => ({
    actionType: input.actionType,
    cardLastFourDigits: input.cardLastFourDigits,
    methods: input.methods.methods,
    method: input.methods.defaultMethod,
    captcha: null,
    code: '',
    captchaAnswer: '',
    ...freshCodeStep,
    codeMissing: false,
    error: null,
    actionCode: null,
  }),
  initial: 'checkingBot',
  on: { 'verification.cancelled': '.cancelled' },
  states: {
    checkingBot: {
      description: 'The bot check: ALLOWED goes on, CAPTCHA adds a question, BLOCKED stops.',
      tags: ['busy', 'loading'],
      invoke: {
        id: 'checkBot',
        src: 'checkBot',
        input: ({ context }) => context,
        onDone: [
          {
            guard: { type: 'botBlocked', params: ({ event }) => event.output },
            target: 'blocked',
          },
          {
            guard: 'methodSendsCode',
            target: 'sendingCode',
            actions: { type: 'rememberCaptcha', params: ({ event }) => event.output },
          },
          {
            target: 'enteringCode',
            actions: { type: 'rememberCaptcha', params: ({ event }) => event.output },
          },
        ],
        onError: { target: 'failed', actions: 'rememberError' },
      },
    },
    sendingCode: {
      description:
        'A six-digit code goes by email or text message; one sent moments ago stays the one to enter.',
      tags: ['busy', 'loading'],
      // Reopened moments after a code went out: nothing is sent, that code is entered.
      invoke: firstCodeSend({
        send: { id: 'sendCode', src: 'sendCode', input: codeRequest },
        sent: 'enteringCode',
        refusals: [blocked],
        failed: { target: 'enteringCode', actions: 'rememberError' },
      }),
    },
    enteringCode: {
      description:
        "'Verification required': the 6-digit code, the captcha when asked, Resend and Confirm.",
      type: 'parallel',
      states: {
        code: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'code.changed': { actions: 'rememberCode' },
                'code.checked': { guard: 'codeIsEmpty', actions: 'markCodeMissing' },
                'captcha.changed': { actions: 'rememberAnswer' },
                'code.confirmed': {
                  guard: and(['enteredCodeIsComplete', 'captchaAnswered']),
                  target: 'confirming',
                },
                'method.chosen': [
                  {
                    guard: 'chosenMethodSendsCode',
                    target: '#verification.sendingCode',
                    actions: 'switchMethod',
                  },
                  { guard: 'chosenMethodIsApp', actions: 'switchMethod' },
                ],
              },
            },
            confirming: {
              description:
                'The server checks the code (and the captcha) and grants an action code.',
              tags: ['busy'],
              invoke: {
                id: 'verifyCode',
                src: 'verifyCode',
                input: ({ context }) => ({
                  ...context,
                  notificationType: context.method,
                  captcha: context.captcha
                    ? {
                        captchaId: context.captcha.captchaId,
                        answer: context.captchaAnswer.trim(),
                      }
                    : null,
                }),
                onDone: {
                  target: '#verification.verified',
                  actions: { type: 'rememberActionCode', params: ({ event }) => event.output },
                },
                onError: [
                  blocked,
                  {
                    guard: 'captchaMustBeAskedAgain',
                    target: 'refreshingCaptcha',
                    actions: ['rememberError', 'forgetRefusedCode', 'forgetAnswer'],
                  },
                  { target: 'idle', actions: ['rememberError', 'forgetRefusedCode'] },
                ],
              },
            },
            refreshingCaptcha: {
              description: 'A captcha is answered once: the bot check asks a new question.',
              tags: ['busy'],
              invoke: {
                id: 'refreshCaptcha',
                src: 'checkBot',
                input: ({ context }) => context,
                onDone: [
                  {
                    guard: { type: 'botBlocked', params: ({ event }) => event.output },
                    target: '#verification.blocked',
                  },
                  {
                    target: 'idle',
                    actions: { type: 'rememberCaptcha', params: ({ event }) => event.output },
                  },
                ],
                onError: { target: 'idle', actions: 'rememberError' },
              },
            },
          },
        },
        resend: resendRegion({
          step: '#verification.enteringCode',
          send: { id: 'resendCode', src: 'sendCode', input: codeRequest },
          offered: 'methodSendsCode',
          refusals: [blocked],
        }),
      },
    },
    failed: {
      description: 'The dialog could not start; it says why and offers to try again.',
      tags: ['failed'],
      on: { 'retry.requested': { target: 'checkingBot', actions: 'clearError' } },
    },
    blocked: {
      description: 'BLOCKED: the dialog says so and offers nothing to retry, only to close.',
      tags: ['blocked'],
    },
    verified: { description: 'The action code is granted.', type: 'final' },
    cancelled: { description: 'Closed without a code.', type: 'final' },
  },
  output: ({ context }) => context.actionCode,
});
