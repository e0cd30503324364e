import type { Lang } from '../i18n/language.js';
import { translate } from '../i18n/messages.js';
import type { SsoProviderKind } from './identity-provider.js';

/**
 * The sandbox identity provider's own pages, in the person's language: sign-in with consent
 * (one form: email, password, "Allow and continue" or "Deny") and the error page. Plain HTML,
 * no script, every field labelled, the problem announced as an alert.
 */

const PROVIDER_NAMES: Record<SsoProviderKind, string> = { google: 'Google', okta: 'Okta' };

export const sandboxTitle = (lang: Lang, tenant: SsoProviderKind) =>
  translate(lang, 'sso.sandbox.title', { provider: PROVIDER_NAMES[tenant] });

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1a1a1a}
main{max-width:26rem;margin:3rem auto;background:#fff;padding:2rem;border-radius:8px}
label{display:block;margin-top:1rem;font-weight:600}
input{width:100%;box-sizing:border-box;padding:.5rem;font:inherit;border:1px solid #6b6b6b;border-radius:4px}
.buttons{display:flex;gap:1rem;margin-top:1.5rem}
button{font:inherit;padding:.5rem 1rem;border-radius:4px;border:1px solid #1d4ed8}
.allow{background:#1d4ed8;color:#fff}.deny{background:#fff;color:#1d4ed8}
.error{color:#b00020;font-weight:600}small{color:#4b4b4b}`;

function document(lang: Lang, title: string, body: string) {
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}

export function signInPage(input: {
  lang: Lang;
  tenant: SsoProviderKind;
  action: string;
  email?: string;
  problem?: string;
}) {
  const { lang, tenant } = input;
  const t = (key: Parameters<typeof translate>[1]) => translate(lang, key);
  const title = sandboxTitle(lang, tenant);
  const error = input.problem
    ? `<p role="alert" class="error" id="problem">${escapeHtml(input.problem)}</p>`
    : '';
  const described = input.problem ? ' aria-describedby="problem" aria-invalid="true"' : '';
  return document(
    lang,
    title,
    `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(t('sso.sandbox.intro'))}</p>
${error}
<form method="post" action="${escapeHtml(input.action)}">
<label for="email">${escapeHtml(t('sso.sandbox.email'))}</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(input.email ?? '')}"${described}>
<label for="password">${escapeHtml(t('sso.sandbox.password'))}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${described}>
<div class="buttons"><button class="allow" type="submit" name="decision" value="allow">${escapeHtml(t('sso.sandbox.allow'))}</button>
<button class="deny" type="submit" name="decision" value="deny" formnovalidate>${escapeHtml(t('sso.sandbox.deny'))}</button></div>
</form><p><small>Outlay demo · ${escapeHtml(tenant)}</small></p>`,
  );
}

export function errorPage(lang: Lang, message: string) {
  const title = translate(lang, 'sso.sandbox.errorTitle');
  return document(
    lang,
    title,
    `<h1>${escapeHtml(title)}</h1><p role="alert">${escapeHtml(message)}</p>`,
  );
}
