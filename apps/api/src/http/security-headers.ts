import { IncomingMessage, type ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** Who may frame Outlay: nobody. Routes that replace the CSP keep this directive. */
export const FRAME_ANCESTORS = "'none'";

/** A year, the preload list's minimum, for every subdomain. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Browser features Outlay never uses, switched off for the page and anything it embeds, so an
 * injected script or a third-party frame cannot ask for them either.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
  'browsing-topics=()',
].join(', ');

/**
 * The CSP allows no inline script; inline styles stay allowed because component libraries set
 * style attributes.
 */
const OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: [FRAME_ANCESTORS],
    },
  },
  // One framing policy: nothing of Outlay is ever shown in a frame, and the legacy header says
  // the same as the CSP (SAMEORIGIN beside frame-ancestors 'none' told browsers two things).
  xFrameOptions: { action: 'deny' },
  // HSTS is only meaningful, and only sent, over https (registerSecurityHeaders): on plain
  // http://localhost it would make the browser insist on https for every local port.
  strictTransportSecurity: false,
  // Same-origin API and SPA: nothing needs to embed or be embedded across origins.
  crossOriginResourcePolicy: { policy: 'same-origin' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
};

/**
 * The headers helmet sets with these options, worked out once: none depends on the request.
 * (Helmet's Fastify plugin builds the whole middleware again for every request, which cost a
 * cached dashboard page a sixth of its time.)
 */
export function securityHeaders(options: HelmetOptions = OPTIONS): Record<string, string> {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name.toLowerCase(), String(value));
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  };
  helmet(options)(
    new IncomingMessage(new Socket()),
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      if (error !== undefined && error !== null) {
        throw error instanceof Error ? error : new Error('Helmet refused its options');
      }
    },
  );
  return Object.fromEntries(headers);
}

/**
 * Security headers for every answer; a route may still replace one (a download's CSP). HSTS
 * goes only on answers over https (directly, or behind a trusted proxy that says so).
 */
export function registerSecurityHeaders(app: FastifyInstance) {
  const headers = { ...securityHeaders(), 'permissions-policy': PERMISSIONS_POLICY };
  app.addHook('onRequest', (request, reply, done) => {
    void reply.headers(headers);
    if (request.protocol === 'https') void reply.header('strict-transport-security', HSTS);
    done();
  });
}
