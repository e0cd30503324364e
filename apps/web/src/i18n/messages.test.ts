import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Store from './messages';
import enCommon from './messages/en/common.json';
import esCommon from './messages/es/common.json';
import ptDashboard from './messages/pt/dashboard.json';

// The store is the module's state: each test starts from a fresh copy.
let store: typeof Store;
beforeEach(async () => {
  vi.resetModules();
  store = await import('./messages');
});

const has = (id: string) => Object.hasOwn(store.getMessages().catalog, id);
const text = (id: string) => JSON.stringify(store.getMessages().catalog[id as 'app.loading']);

describe('messages', () => {
  it('starts with the areas the entry names, and no other', async () => {
    await store.startMessages('en', ['common']);

    expect(store.getMessages().language).toBe('en');
    expect(text('app.loading')).toBe(JSON.stringify(enCommon['app.loading']));
    expect(has('login.title')).toBe(false);
  });

  it('adds the areas a lazy part names before it resolves, re-rendering nothing', async () => {
    await store.startMessages('en', ['common']);
    const before = store.getMessages();
    const listener = vi.fn();
    store.subscribeToMessages(listener);

    const page = await store.withMessages(['auth'], () => Promise.resolve({ default: 'page' }))();

    expect(page.default).toBe('page');
    expect(has('login.title')).toBe(true);
    expect(has('app.loading')).toBe(true);
    expect(store.getMessages()).toBe(before);
    expect(listener).not.toHaveBeenCalled();
  });

  it('switches every area in use to the new language, after the switch side effects', async () => {
    await store.startMessages('en', ['common']);
    await store.requireMessages(['auth']);
    const english = store.getMessages();
    const order: string[] = [];
    store.subscribeToMessages(() => order.push(`screen in ${store.getMessages().language}`));

    await store.switchMessages('es', (language) => order.push(`client in ${language}`));

    expect(order).toEqual(['client in es', 'screen in es']);
    expect(store.getMessages().catalog).not.toBe(english.catalog);
    expect(text('app.loading')).toBe(JSON.stringify(esCommon['app.loading']));
    expect(has('login.title')).toBe(true);
  });

  it('loads an area asked for during a switch in the new language', async () => {
    await store.startMessages('en', ['common']);

    await Promise.all([
      store.switchMessages('pt', () => undefined),
      store.requireMessages(['dashboard']),
    ]);

    expect(store.getMessages().language).toBe('pt');
    expect(text('dashboard.title')).toBe(JSON.stringify(ptDashboard['dashboard.title']));
  });

  it('refuses an area that has no catalog', async () => {
    await store.startMessages('en', ['common']);

    await expect(store.requireMessages(['no-such-area'])).rejects.toThrow(/no-such-area/);
  });
});
