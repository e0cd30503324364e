import { describe, expect, it } from 'vitest';
import { type CodeReason, createCodeDelivery, purposeOf } from '../src/auth/code-delivery.js';
import type { CodeChannel, CodePurpose, OneTimeCodes } from '../src/auth/one-time-codes.js';
import type { Lang } from '../src/i18n/language.js';
import type { Email, TextMessage } from '../src/providers/outbox.js';

const owner = { userId: 7, companyId: 3 };

/** Code delivery over in-memory codes and outboxes, recording what was issued and sent. */
function deliveryWithOutbox(saved: Lang | null = null) {
  const issued: { purpose: CodePurpose; channel: CodeChannel }[] = [];
  const consumed: CodePurpose[] = [];
  const emails: Email[] = [];
  const texts: TextMessage[] = [];
  const codes: OneTimeCodes = {
    issue(_owner, purpose, channel) {
      issued.push({ purpose, channel });
      return Promise.resolve({ code: '123456', expiresAt: new Date(0) });
    },
    consume(_owner, purpose) {
      consumed.push(purpose);
      return Promise.resolve();
    },
  };
  const delivery = createCodeDelivery({
    codes,
    languageOf: (_owner, fallback) => Promise.resolve(saved ?? fallback),
    mailer: { sendEmail: (email) => Promise.resolve(void emails.push(email)) },
    sms: { sendSms: (text) => Promise.resolve(void texts.push(text)) },
  });
  return { delivery, issued, consumed, emails, texts };
}

describe('code delivery: the one way a route sends a one-time code', () => {
  it('emails a sign-in code in the reader language, worded for signing in', async () => {
    const { delivery, issued, emails, texts } = deliveryWithOutbox();
    await delivery.send(owner, { kind: 'login' }, { channel: 'email', address: 'a@x.test' }, 'es');
    expect(issued).toEqual([{ purpose: 'login', channel: 'email' }]);
    expect(texts).toEqual([]);
    expect(emails).toEqual([
      {
        companyId: 3,
        to: 'a@x.test',
        subject: 'Tu código de inicio de sesión de Outlay',
        text: expect.stringContaining('123456') as unknown,
        code: '123456',
      },
    ]);
    expect(emails[0]?.text).toContain('10 minutos');
  });

  it('names the card in an action code about a card, and binds the code to it', async () => {
    const { delivery, issued, emails } = deliveryWithOutbox();
    const reason: CodeReason = {
      kind: 'action',
      scope: { actionType: 'FREEZE_CARD', cardLastFourDigits: '4242' },
    };
    await delivery.send(owner, reason, { channel: 'email', address: 'a@x.test' }, 'en');
    expect(issued).toEqual([{ purpose: 'action:FREEZE_CARD:4242', channel: 'email' }]);
    expect(emails[0]?.subject).toBe('Your Outlay verification code');
    expect(emails[0]?.text).toContain('4242');
  });

  it('texts action and phone codes to the phone, with no subject', async () => {
    const { delivery, issued, texts, emails } = deliveryWithOutbox();
    const action: CodeReason = { kind: 'action', scope: { actionType: 'CHANGE_PASSWORD' } };
    await delivery.send(owner, action, { channel: 'sms', phone: '14155550195' }, 'en');
    await delivery.send(
      owner,
      { kind: 'phone-verification' },
      { channel: 'sms', phone: '14155550195' },
      'pt',
    );
    expect(issued).toEqual([
      { purpose: 'action:CHANGE_PASSWORD', channel: 'sms' },
      { purpose: 'phone-verification', channel: 'sms' },
    ]);
    expect(emails).toEqual([]);
    expect(texts.map((text) => [text.to, text.code])).toEqual([
      ['14155550195', '123456'],
      ['14155550195', '123456'],
    ]);
    expect(texts[0]?.text).toBe(
      'Outlay: your verification code is 123456. It expires in 10 minutes.',
    );
  });

  it('issues no code for a channel the reason is never sent by', async () => {
    const { delivery, issued } = deliveryWithOutbox();
    const to = { channel: 'sms', phone: '14155550195' } as const;
    await expect(delivery.send(owner, { kind: 'password-setup' }, to, 'en')).rejects.toThrow(
      'No sms wording for a password-setup code',
    );
    expect(issued).toEqual([]);
  });

  it('consumes a code under the purpose it was sent for', async () => {
    const { delivery, consumed } = deliveryWithOutbox();
    const reasons: CodeReason[] = [
      { kind: 'login' },
      { kind: 'password-setup' },
      { kind: 'phone-verification' },
      { kind: 'action', scope: { actionType: 'SET_UP_AUTHENTICATOR' } },
    ];
    for (const reason of reasons) await delivery.consume(owner, reason, '123456');
    expect(consumed).toEqual(reasons.map(purposeOf));
    expect(consumed).toEqual([
      'login',
      'password-setup',
      'phone-verification',
      'action:SET_UP_AUTHENTICATOR',
    ]);
  });
});
