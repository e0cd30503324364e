// Security probe, headers and sandboxes: merchant logos pointed at a logo service's address,
// which the CSP (img-src 'self') blocks, so the dashboard and the drawer never showed one.
// Logos now come from Outlay's own origin, through the logo service's adapter (a sandbox that
// draws them), and are served so that an SVG opened on its own can run nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAs, startDashboardServer } from '../support/dashboard.js';
import { type Caller, callerFor } from '../support/signed-in-calls.js';
import type { TestServer } from '../support/test-server.js';

let server: TestServer;
let admin: Caller;
let iconUrls: string[];

beforeAll(async () => {
  server = await startDashboardServer();
  admin = await callerFor(server.app, 'admin@demo.outlay.test');
  const page = await listAs(admin, { filter: 'last30Days' });
  iconUrls = page.transactions.flatMap((entry) =>
    entry.type === 'card' && entry.transaction.merchant?.merchant_clean_detail.iconUrl
      ? [entry.transaction.merchant.merchant_clean_detail.iconUrl]
      : [],
  );
}, 120_000);
afterAll(() => server.close());

/** Whether the page's CSP lets an <img> load this address. */
async function cspAllowsImage(url: string): Promise<boolean> {
  const app = await server.app.inject({ url: '/client/' });
  const imgSrc = String(app.headers['content-security-policy'])
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('img-src'))
    ?.split(/\s+/)
    .slice(1);
  if (!imgSrc) return false;
  if (url.startsWith('/')) return imgSrc.includes("'self'");
  return imgSrc.some((source) => source !== "'self'" && url.startsWith(source));
}

describe('merchant logos', () => {
  it("are on Outlay's own origin, where the CSP lets the page show them", async () => {
    expect(iconUrls.length).toBeGreaterThan(0);
    for (const url of iconUrls) {
      expect(url).toMatch(/^\/api\/merchant-logos\/[a-z0-9.-]+$/);
      expect(await cspAllowsImage(url)).toBe(true);
    }
  });

  it('load as images that cannot run anything opened on their own', async () => {
    const [url = ''] = iconUrls;
    const response = await server.app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain('sandbox');
    expect(response.body).toMatch(/^<svg /);
    expect(response.body).not.toMatch(/<script|on[a-z]+=/i);
    expect(response.headers['cache-control']).toMatch(/^public, max-age=\d+/);
  });

  it('answer 404 for what is not a domain', async () => {
    for (const domain of ['..%2f..%2fetc%2fpasswd', 'not a domain', 'x', '%3Cscript%3E.com']) {
      const response = await server.app.inject({ url: `/api/merchant-logos/${domain}` });
      expect(response.statusCode, domain).toBe(404);
    }
  });
});
