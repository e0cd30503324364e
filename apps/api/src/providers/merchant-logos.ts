import { createHash } from 'node:crypto';

/**
 * Merchant logos. The merchant data names a logo on a logo service by the merchant's domain
 * (`https://logo.outlay.test/<domain>.png`); the browser never goes there (the CSP allows images
 * from Outlay's own origin only, and the service would learn who looks at which merchant).
 * Outlay serves each logo from its own origin instead, through this adapter.
 */
export interface MerchantLogoProvider {
  /** The logo for a domain, or null when the service has none. */
  logo(domain: string): Promise<{ contentType: string; body: Buffer } | null>;
}

/** The logo service's host in the merchant data. */
export const LOGO_SERVICE_HOST = 'logo.outlay.test';

/** A domain as logo services take it: lowercase labels, a dot, a top-level label. */
export const LOGO_DOMAIN = /^(?=.{4,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** Where the browser loads a merchant's logo: Outlay's origin, never the service's. */
export function merchantLogoPath(iconUrl: string | null): string | null {
  if (iconUrl === null) return null;
  let url: URL;
  try {
    url = new URL(iconUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.hostname !== LOGO_SERVICE_HOST) return null;
  const domain = decodeURIComponent(url.pathname.replace(/^\//, '').replace(/\.png$/, ''));
  return LOGO_DOMAIN.test(domain) ? `/api/merchant-logos/${domain}` : null;
}

/** Brand-like colours, each with at least 4.5:1 contrast for white letters. */
const COLOURS = [
  '#1d4ed8',
  '#047857',
  '#b42318',
  '#6d28d9',
  '#b45309',
  '#0f766e',
  '#be185d',
  '#374151',
];

/**
 * The local sandbox of the logo service: a square logo with the brand's initial on a colour
 * derived from its domain, the same every time, as SVG. It answers no logo for a domain
 * without a name part, as the service answers 404 for a domain it has none for.
 */
export function createSandboxMerchantLogos(): MerchantLogoProvider {
  return {
    logo(domain) {
      const name = domain.split('.').at(-2) ?? '';
      const initial = /[a-z0-9]/.exec(name)?.[0]?.toUpperCase();
      if (initial === undefined) return Promise.resolve(null);
      const hash = createHash('sha256').update(domain).digest();
      const colour = COLOURS[(hash[0] ?? 0) % COLOURS.length] ?? '#374151';
      const svg = [
        '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">',
        `<rect width="64" height="64" rx="14" fill="${colour}"/>`,
        '<text x="32" y="42" text-anchor="middle" font-family="Helvetica, Arial, sans-serif"',
        ` font-size="30" font-weight="700" fill="#ffffff">${initial}</text>`,
        '</svg>',
      ].join('');
      return Promise.resolve({ contentType: 'image/svg+xml', body: Buffer.from(svg) });
    },
  };
}
