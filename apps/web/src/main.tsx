import './lib/zod-config';
// Fonts are bundled (no CDN at run time); Portuguese and Spanish need only the latin subsets.
import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-ext-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-ext-500.css';
import '@fontsource/roboto/latin-700.css';
import '@fontsource/roboto/latin-ext-700.css';
// Mantine's stylesheet in two parts: the sign-in page's components here, the rest with the pages
// that use them (styles/mantine-rest.css).
import './styles/mantine-sign-in.css';
import './styles/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { applyStoredColorScheme } from './lib/color-scheme';
import { startI18n } from './lib/i18n';
import { sessionStore } from './lib/session-store';

// Before the first render: theme and language from storage (no inline script: strict CSP). The
// language's texts are their own chunk, fetched with the entry's other modules. The current
// reading's keeping in IndexedDB is set up by the signed-in layout (app/persisted-reading.ts).
applyStoredColorScheme();

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
const mount = root;
// The first render as a transition: React renders it in slices, yielding to the browser between
// them, instead of one long task that holds input (Lighthouse's total blocking time on a phone).
const texts = startI18n();
// A stored session is restored while the texts load: the refresh went out only after the first
// render (≈ 50–80 ms later on every signed-in page load). i18next is set up by now (startI18n's
// first, synchronous step), so the account's language can apply when the answer comes.
void sessionStore.start();
// With a stored session, the signed-in route set is fetched now, beside the texts, instead of after
// the first render (app/router.tsx then finds it here).
if (sessionStore.getState().status === 'loading') void import('./app/signed-in-routes');
void texts.then(() =>
  startTransition(() =>
    createRoot(mount).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  ),
);
