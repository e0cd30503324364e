import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { App } from '@/app/app';
import { currentPage, preloadFirstPaint } from '@/app/first-paint';
import { Providers } from '@/app/providers';
import { rememberLanguage, resolveLanguage } from '@/i18n/languages';
import { startMessages } from '@/i18n/messages';
import { setClientLanguage } from '@/lib/client-language';
import { hasSessionHint, restoreSession } from '@/session/restore-session';

const language = resolveLanguage(window.location.search, document.cookie);
if (new URLSearchParams(window.location.search).has('lng')) rememberLanguage(language);
document.documentElement.lang = language;
setClientLanguage(language);

void restoreSession();
// Every page shows some common messages; each lazily loaded part waits for its own areas. The
// page's own parts and areas start loading now too, beside them.
const messages = startMessages(language, ['common']);
const base = import.meta.env.BASE_URL.replace(/\/$/, '');
preloadFirstPaint(currentPage(), hasSessionHint());
await messages;
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

createRoot(root).render(
  <StrictMode>
    <Router base={base}>
      <Providers>
        <App />
      </Providers>
    </Router>
  </StrictMode>,
);
