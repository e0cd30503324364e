import {
  type ActionCodeGranted,
  type ActionCodeSent,
  type BotCheck,
  type TwoFactorMethods,
} from '@outlay/api-client';
import { assertEvent, assign, setup } from 'xstate';
import { checkBot, loadMethods, sendCode, verifyCode } from './verification.actors';
import type {
  VerificationContext,
  VerificationEvent,
  VerificationInput,
  VerificationOutput,
} from './verification.types';
import { errorFrom } from '../kernel/actor-error';
import { isOneTimeCode } from '@outlay/rules';

/** Refusals after which the captcha (answered once, or newly required) must be asked again. */
const captchaRefusals = new Set(['CAPTCHA_REQUIRED', 'CAPTCHA_INCORRECT']);

/**
 * The verification dialog (spec part 1 §4.3, §5): a sensitive action needs a fresh action
 * code. The bot check runs first (ALLOWED, CAPTCHA or BLOCKED); a code is sent by email or
 * text message (an authenticator app needs none); Confirm waits for six digits and, when one
 * is shown, the captcha's answer; the server's action code is the machine's output.
 */
export const verificationMachine = setup({
  types: {
    context: {} as VerificationContext,
    events: {} as VerificationEvent,
    input: {} as VerificationInput,
    output: {} as VerificationOutput,
    tags: {} as 'busy' | 'loading' | 'blocked' | 'failed',
  },
  actors: { loadMethods, checkBot, sendCode, verifyCode },
  guards: {
    botBlocked: (_, output: BotCheck) => output.status === 'BLOCKED',
    methodSendsCode: ({ context }) => context.method === 'EMAIL' || context.method === 'SMS',
    readyToConfirm: ({ context }) =>
      isOneTimeCode(context.code) &&
      (context.captcha === null || context.captchaAnswer.trim() !== ''),
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
    rememberMethods: assign((_, methods: TwoFactorMethods) => ({
      methods: methods.methods,
      method: methods.defaultMethod,
      error: null,
    })),
    rememberCaptcha: assign((_, check: BotCheck) => ({
      captcha: check.captcha,
      captchaAnswer: '',
    })),
    markCodeSent: assign(({ context }, sent: ActionCodeSent) => ({
      codesSent: context.codesSent + 1,
      resendAfterSeconds: sent.resendAfterSeconds,
      destination: sent.destination,
      error: null,
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
    switchMethod: assign(({ context, event }) => {
      assertEvent(event, 'method.chosen');
      return {
        method: event.method,
        code: '',
        codesSent: 0,
        codeMissing: false,
        error: null,
        destination:
          context.methods.find((method) => method.type === event.method)?.destination ?? null,
      };
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
}).createMachine({
  id: 'verification',
  context: ({ input }) => ({
    client: input.client,
    actionType: input.actionType,
    cardLastFourDigits: input.cardLastFourDigits,
    methods: [],
    method: null,
    captcha: null,
    code: '',
    captchaAnswer: '',
    codesSent: 0,
    resendAfterSeconds: 0,
    destination: null,
    codeMissing: false,
    error: null,
    actionCode: null,
  }),
  initial: 'loadingMethods',
  on: { 'verification.cancelled': '.cancelled' },
  states: {
    loadingMethods: {
      description: 'Which methods the user has set up, and the default one.',
      tags: ['busy', 'loading'],
      invoke: {
        id: 'loadMethods',
        src: 'loadMethods',
        input: ({ context }) => ({ client: context.client }),
        onDone: {
          target: 'checkingBot',
          actions: { type: 'rememberMethods', params: ({ event }) => event.output },
        },
        onError: { target: 'failed', actions: 'rememberError' },
      },
    },
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
      description: 'A six-digit code goes by email or text message.',
      tags: ['busy', 'loading'],
      invoke: {
        id: 'sendCode',
        src: 'sendCode',
        input: ({ context }) => ({
          ...context,
          notificationType: context.method === 'SMS' ? ('SMS' as const) : ('EMAIL' as const),
        }),
        onDone: {
          target: 'enteringCode',
          actions: { type: 'markCodeSent', params: ({ event }) => event.output },
        },
        onError: [
          { guard: 'refusedAsBlocked', target: 'blocked' },
          { target: 'enteringCode', actions: 'rememberError' },
        ],
      },
    },
    enteringCode: {
      description:
        "'Verification required': the 6-digit code, the captcha when asked, Resend and Confirm.",
      initial: 'idle',
      states: {
        idle: {
          on: {
            'code.changed': { actions: 'rememberCode' },
            'code.checked': { guard: 'codeIsEmpty', actions: 'markCodeMissing' },
            'captcha.changed': { actions: 'rememberAnswer' },
            'confirm.pressed': { guard: 'readyToConfirm', target: 'confirming' },
            'resend.requested': { guard: 'methodSendsCode', target: 'resending' },
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
          description: 'The server checks the code (and the captcha) and grants an action code.',
          tags: ['busy'],
          invoke: {
            id: 'verifyCode',
            src: 'verifyCode',
            input: ({ context }) => ({
              ...context,
              notificationType: context.method ?? 'EMAIL',
              captcha: context.captcha
                ? { captchaId: context.captcha.captchaId, answer: context.captchaAnswer.trim() }
                : null,
            }),
            onDone: {
              target: '#verification.verified',
              actions: { type: 'rememberActionCode', params: ({ event }) => event.output },
            },
            onError: [
              { guard: 'refusedAsBlocked', target: '#verification.blocked' },
              {
                guard: 'captchaMustBeAskedAgain',
                target: 'refreshingCaptcha',
                actions: ['rememberError', 'forgetRefusedCode', 'forgetAnswer'],
              },
              { target: 'idle', actions: ['rememberError', 'forgetRefusedCode'] },
            ],
          },
        },
        resending: {
          description: "Resend: a new code; 'Code sent successfully'.",
          tags: ['busy'],
          invoke: {
            id: 'resendCode',
            src: 'sendCode',
            input: ({ context }) => ({
              ...context,
              notificationType: context.method === 'SMS' ? ('SMS' as const) : ('EMAIL' as const),
            }),
            onDone: {
              target: 'idle',
              actions: { type: 'markCodeSent', params: ({ event }) => event.output },
            },
            onError: [
              { guard: 'refusedAsBlocked', target: '#verification.blocked' },
              { target: 'idle', actions: 'rememberError' },
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
    failed: {
      description: 'The dialog could not start; it says why and offers to try again.',
      tags: ['failed'],
      on: { 'retry.requested': { target: 'loadingMethods', actions: 'clearError' } },
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
