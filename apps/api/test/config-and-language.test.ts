import { describe, expect, it } from 'vitest';
import { maskEmail } from '../src/accounts/mask-email.js';
import { REPO_ROOT, loadConfig } from '../src/config.js';
import { ENVIRONMENT_SCHEMA } from '../src/environment.js';
import { pickLanguage } from '../src/i18n/language.js';

describe('configuration', () => {
  it('defaults to demo mode on port 4000 with PGlite under the repo', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      demoMode: true,
      port: 4000,
      production: false,
      validateResponses: true,
    });
    expect(config.pgliteDir).toBe(`${REPO_ROOT}.data/pglite`);
    expect(config.webDist).toBe(`${REPO_ROOT}apps/web/dist`);
  });

  it('never runs demo mode in production, whatever OUTLAY_DEMO says', () => {
    const config = loadConfig({ NODE_ENV: 'production', OUTLAY_DEMO: '1' });
    expect(config.demoMode).toBe(false);
    expect(config.validateResponses).toBe(false);
    expect(loadConfig({ OUTLAY_DEMO: '0' }).demoMode).toBe(false);
  });

  it('reads its environment variables', () => {
    const config = loadConfig({
      PORT: '4321',
      OUTLAY_DATA_DIR: '/tmp/outlay-data',
      OUTLAY_WEB_DIST: '/srv/web',
      DATABASE_URL: 'postgres://u@h/db',
      OUTLAY_BUILD_ID: 'abc123',
      OUTLAY_TRUST_PROXY: '1',
      OUTLAY_ARGON2_MEMORY_KIB: '65536',
    });
    expect(config).toMatchObject({
      port: 4321,
      pgliteDir: '/tmp/outlay-data/pglite',
      webDist: '/srv/web',
      databaseUrl: 'postgres://u@h/db',
      buildId: 'abc123',
      trustProxy: true,
      passwordHashing: { memoryCost: 65536 },
    });
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });

  it('reads every variable the schema documents, an empty one as unset', () => {
    const properties = ENVIRONMENT_SCHEMA.properties as Record<string, { description?: string }>;
    for (const [name, property] of Object.entries(properties)) {
      expect(property.description, name).toMatch(/\w{3}/);
    }
    expect(loadConfig({ PORT: '', OUTLAY_DEMO: '', DATABASE_URL: '' })).toMatchObject({
      port: 4000,
      demoMode: true,
      databaseUrl: undefined,
    });
    expect(loadConfig({ OUTLAY_TRUST_PROXY: 'YES' }).trustProxy).toBe(true);
    expect(loadConfig({ OUTLAY_JOBS_WORKERS: 'Off' }).jobs.workers).toBe(false);
  });

  it('stops on a value its variable cannot take, naming the variable', () => {
    expect(() => loadConfig({ OUTLAY_DEMO: 'maybe' })).toThrow(/OUTLAY_DEMO/);
    expect(() => loadConfig({ OUTLAY_ARGON2_TIME_COST: '-1' })).toThrow(/OUTLAY_ARGON2_TIME_COST/);
    expect(() => loadConfig({ OUTLAY_ACCOUNTING_SANDBOX_FAILURE_PERCENT: '150' })).toThrow(
      /OUTLAY_ACCOUNTING_SANDBOX_FAILURE_PERCENT/,
    );
    expect(() => loadConfig({ PORT: '4000.5' })).toThrow(/PORT/);
  });
});

describe('Accept-Language', () => {
  it.each([
    [undefined, 'en'],
    ['es', 'es'],
    ['pt-BR,pt;q=0.9,en;q=0.8', 'pt'],
    ['fr-FR,es;q=0.4,en;q=0.3', 'es'],
    ['en;q=0.2, es-MX;q=0.9', 'es'],
    ['de, fr', 'en'],
    ['es;q=0, pt', 'pt'],
  ])('%s → %s', (header, expected) => {
    expect(pickLanguage(header)).toBe(expected);
  });
});

describe('masked email', () => {
  it.each([
    ['admin@demo.outlay.test', 'a***n@demo.outlay.test'],
    ['al@x.test', 'a***@x.test'],
    ['broken', '***'],
  ])('%s → %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });
});
