import { ApiError, errorKeys, normaliseError, toApiError } from '@outlay/api-client';
import { describe, expect, it } from 'vitest';
import type { MessageId } from '@/i18n/catalogs';
import { hasServerMessage, messageOf } from './message-of';

// A catalog stand-in that shows which message was asked for.
const t = (id: MessageId) => `«${id}»`;

describe('messageOf: error texts from the server, the catalog only when it sent none', () => {
  it("shows the server's errors.msg as it came (already in the user's language)", () => {
    const error = normaliseError(400, { errors: { msg: 'El código es incorrecto.' } });
    expect(messageOf(error, t)).toBe('El código es incorrecto.');
    expect(messageOf(error, t, 'transactionDrawer.report.createFailed')).toBe(
      'El código es incorrecto.',
    );
    expect(hasServerMessage(error)).toBe(true);
  });

  it('reads the catalog, never the client English, when the client wrote the message', () => {
    expect(messageOf(normaliseError(500, 'not json'), t)).toBe('«errors.generic»');
    expect(messageOf(toApiError(new TypeError('Failed to fetch')), t)).toBe('«errors.generic»');
    expect(messageOf(normaliseError(423, {}), t)).toBe('«errors.newDevice»');
    const ended = new ApiError({ status: 401, msg: 'x', key: errorKeys.sessionEnded });
    expect(messageOf(ended, t)).toBe('«errors.sessionExpired»');
    expect(hasServerMessage(normaliseError(423, {}))).toBe(false);
  });

  it("uses the screen's own text for a failure with no server message", () => {
    const fallback = 'transactionDrawer.report.createFailed';
    expect(messageOf(normaliseError(502, null), t, fallback)).toBe(`«${fallback}»`);
    expect(messageOf(new Error('boom'), t, fallback)).toBe(`«${fallback}»`);
    expect(messageOf(new ApiError({ status: 400, msg: '  ' }), t, fallback)).toBe(`«${fallback}»`);
  });
});
