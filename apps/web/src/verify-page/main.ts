// The app's font, latin subsets only (Portuguese and Spanish need no other).
import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-ext-400.css';
import '@fontsource/roboto/latin-700.css';
import '@fontsource/roboto/latin-ext-700.css';
import './verify-page.css';
import { type Child, fill, h } from './dom';
import { dropZone, showVerdict } from './drop-zone';
import { checkFile, type FileCheck } from './file-check';
import { codeOfPath, type Lookup, lookUp } from './lookup';
import { applyLanguage, applyTheme, type PageTheme, storedLanguage, storedTheme } from './preferences';
import { reportFacts, statusBanner } from './report-view';
import { languageNames, type PageLanguage, pageLanguages, type Translate, translator } from './texts';

// The public page /verify/{code} (docs/reports.md "Verification page"): its own small build
// (build/verify-page.ts), served by the server for /verify/*. No sign-in, nothing uploaded.

const state: { language: PageLanguage; theme: PageTheme; lookup: Lookup; check: FileCheck } = {
  language: storedLanguage(),
  theme: storedTheme(),
  lookup: { kind: 'loading' },
  check: { kind: 'idle' },
};
const code = codeOfPath(location.pathname);
let t: Translate = translator(state.language);
const content = h('main', { id: 'content', class: 'content' });
const footer = h('footer', { class: 'foot' }, t('footer'));

/** A failed look-up (too many, network): its message and a button to ask again. */
function failure(text: string): HTMLElement {
  const button = h('button', { type: 'button', class: 'button' }, t('errors.retry'));
  button.addEventListener('click', () => void start());
  return h('section', { class: 'card', id: 'verify-message', role: 'alert' }, h('p', {}, text), button);
}

function onFile(file: File): void {
  const { lookup } = state;
  if (lookup.kind !== 'found' || !lookup.report.sha256) return;
  state.check = { kind: 'checking', name: file.name };
  renderVerdict();
  void checkFile(file, lookup.report.sha256).then((check) => {
    state.check = check;
    renderVerdict();
  });
}

function zoneOptions() {
  const revokedAt = state.lookup.kind === 'found' ? state.lookup.report.revokedAt : null;
  return { t, language: state.language, check: state.check, revokedAt, onFile };
}

function renderVerdict(): void {
  const zone = document.getElementById('verify-verdict')?.closest('section');
  if (zone) showVerdict(zone, zoneOptions());
}

function contentOf(): Child[] {
  const { lookup, language } = state;
  const heading = h('h1', {}, lookup.kind === 'notFound' ? t('notFound.title') : t('title'));
  switch (lookup.kind) {
    case 'loading':
      return [heading, h('p', { class: 'muted', role: 'status' }, t('loading'))];
    case 'notFound':
      return [heading, h('section', { class: 'card', id: 'verify-message' }, h('p', {}, t('notFound.text')))];
    case 'tooMany':
      return [heading, failure(t('errors.tooMany'))];
    case 'unavailable':
      return [heading, failure(t('errors.unavailable'))];
    case 'found':
      return [
        heading,
        h('p', { class: 'intro' }, t('intro')),
        statusBanner(lookup.report, t, language),
        reportFacts(lookup.code, lookup.report, t, language),
        lookup.report.sha256
          ? dropZone(zoneOptions())
          : h('section', { class: 'card' }, h('p', {}, t('check.noHash'))),
      ];
  }
}

function renderContent(): void {
  fill(content, ...contentOf());
}

function themeButtonText(): string {
  return t(state.theme === 'dark' ? 'theme.toLight' : 'theme.toDark');
}

function header(): HTMLElement {
  const select = h('select', { id: 'verify-language', class: 'select' });
  for (const language of pageLanguages) {
    const option = h('option', { value: language, lang: language }, languageNames[language]);
    option.selected = language === state.language;
    select.append(option);
  }
  const label = h('label', { for: 'verify-language', class: 'visually-hidden' }, t('language'));
  const theme = h(
    'button',
    { type: 'button', class: 'button button-quiet', id: 'verify-theme' },
    themeButtonText(),
  );
  select.addEventListener('change', () => {
    const chosen = pageLanguages.find((l) => l === select.value);
    if (!chosen) return;
    state.language = chosen;
    t = translator(chosen);
    applyLanguage(chosen, true);
    document.title = t('documentTitle');
    label.textContent = t('language');
    theme.textContent = themeButtonText();
    footer.textContent = t('footer');
    renderContent();
  });
  theme.addEventListener('click', () => {
    state.theme = state.theme === 'dark' ? 'light' : 'dark';
    applyTheme(state.theme, true);
    theme.textContent = themeButtonText();
  });
  return h(
    'header',
    { class: 'bar' },
    h('span', { class: 'brand' }, 'OHP'),
    h('div', { class: 'controls' }, label, select, theme),
  );
}

async function start(): Promise<void> {
  state.lookup = { kind: 'loading' };
  renderContent();
  state.lookup = await lookUp(code, state.language);
  state.check = { kind: 'idle' };
  renderContent();
}

applyTheme(state.theme, false);
applyLanguage(state.language, false);
document.title = t('documentTitle');
// A file dropped beside the zone must not make the browser leave the page to open it.
for (const type of ['dragover', 'drop'] as const)
  window.addEventListener(type, (event) => event.preventDefault());
document
  .getElementById('root')
  ?.replaceWith(h('div', { id: 'root', class: 'page' }, header(), content, footer));
void start();
