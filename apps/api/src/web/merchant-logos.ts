import type { FastifyInstance } from 'fastify';
import { AppError } from '../http/errors.js';
import { FRAME_ANCESTORS } from '../http/security-headers.js';
import { LOGO_DOMAIN, type MerchantLogoProvider } from '../providers/merchant-logos.js';

const notFound = () => new AppError(404, 'NOT_FOUND', 'errors.notFound');

/** A day: logos change rarely, and a changed one may show a day late. */
const CACHE_SECONDS = 24 * 60 * 60;

/**
 * Merchant logos from Outlay's own origin (`/api/merchant-logos/<domain>`), so the CSP's
 * `img-src 'self'` lets the dashboard and the drawer show them. Public, like the service it
 * stands in for: an image loads without the session, and a domain is no secret. Outside the
 * contract, like every file the browser loads by address (signed downloads, legal PDFs).
 */
export function registerMerchantLogos(app: FastifyInstance, logos: MerchantLogoProvider) {
  app.get('/api/merchant-logos/:domain', async (request, reply) => {
    const { domain } = request.params as { domain: string };
    if (!LOGO_DOMAIN.test(domain)) throw notFound();
    const logo = await logos.logo(domain);
    if (!logo) throw notFound();
    return (
      reply
        .type(logo.contentType)
        .header('cache-control', `public, max-age=${String(CACHE_SECONDS)}`)
        .header('x-content-type-options', 'nosniff')
        // An SVG opened on its own is a document: it may draw, never run script.
        .header(
          'content-security-policy',
          `default-src 'none'; style-src 'unsafe-inline'; frame-ancestors ${FRAME_ANCESTORS}; sandbox`,
        )
        .send(logo.body)
    );
  });
}
