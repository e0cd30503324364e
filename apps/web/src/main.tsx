import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { App } from './app/app';
import { Providers } from './app/providers';
import { loadCatalog } from './i18n/catalogs';
import { rememberLanguage, resolveLanguage } from './i18n/languages';
import { setClientLanguage } from './lib/api-client';
import { restoreSession } from './session/restore-session';

const language = resolveLanguage(window.location.search, document.cookie);
if (new URLSearchParams(window.location.search).has('lng')) rememberLanguage(language);
document.documentElement.lang = language;
setClientLanguage(language);

void restoreSession();
const catalog = await loadCatalog(language);
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

createRoot(root).render(
  <StrictMode>
    <Router base={import.meta.env.BASE_URL.replace(/\/$/, '')}>
      <Providers language={language} catalog={catalog}>
        <App />
      </Providers>
    </Router>
  </StrictMode>,
);
