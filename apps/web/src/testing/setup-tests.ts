import '../lib/zod-config';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { alertStore } from '../components/ui/alert-dialog/alert-store';
import { resources } from '@ohp/i18n';
import { initI18n } from '../lib/i18n';
import { loadingStore } from '../lib/loading-store';
import { sessionStore } from '../lib/session-store';
import { setViewportWidth } from './viewport';

// jsdom has no layout: Mantine needs ResizeObserver and matchMedia; matchMedia answers for a
// viewport width the tests control (see ./viewport.ts).
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView ??= () => {};

// Every language at once: tests switch languages without waiting for chunks.
initI18n('pt-BR', resources);

beforeEach(() => {
  setViewportWidth(1366);
});

afterEach(async () => {
  cleanup();
  alertStore.reset();
  loadingStore.reset();
  sessionStore.reset();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await initI18n('pt-BR').changeLanguage('pt-BR');
});
