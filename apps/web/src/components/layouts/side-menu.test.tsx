import { screen } from '@testing-library/react';
import type { Reading } from '@ohp/devices';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readingStore } from '../../stores/reading-store';
import { renderWithProviders } from '../../testing/render';
import { SideMenu } from './side-menu';

function renderMenuAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <SideMenu equipment={[]} /> }], {
    initialEntries: [path],
  });
  renderWithProviders(<RouterProvider router={router} />);
}

const activeLabels = () =>
  screen
    .getAllByRole('link')
    .filter((a) => a.hasAttribute('data-active'))
    .map((a) => a.textContent);

const reading = (source: 'device' | 'file') =>
  readingStore.set({ fileName: 'r.txt', text: '', reading: {} as Reading, source });

afterEach(() => readingStore.reset());

describe('side menu: the active entry', () => {
  it('a record read from a device shows under "Acessar equipamento", not "Enviar arquivo"', () => {
    reading('device');
    renderMenuAt('/upload/read');
    expect(activeLabels()).toEqual(['Acessar equipamento']);
  });

  it('an uploaded file shows under "Enviar arquivo"', () => {
    reading('file');
    renderMenuAt('/upload/read');
    expect(activeLabels()).toEqual(['Enviar arquivo']);
  });

  it('home is active only on "/", upload on "/upload"', () => {
    renderMenuAt('/upload');
    expect(activeLabels()).toEqual(['Enviar arquivo']);
  });
});

describe('side menu: Store, Training and Blog', () => {
  function withLinks(links: { store: string | null; training: string | null; blog: string | null }) {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input) =>
        String(input).includes('/support/links')
          ? new Response(JSON.stringify({ data: links }), {
              status: 200,
              headers: { 'content-type': 'application/json' },
            })
          : new Response('{}', { status: 404 }),
      ),
    );
  }
  afterEach(() => vi.unstubAllGlobals());

  it('opens the configured addresses in a new tab and says so', async () => {
    withLinks({ store: 'https://store.example/', training: 'https://learn.example/', blog: null });
    renderMenuAt('/');
    const store = await screen.findByRole(
      'link',
      { name: /^Loja\s*\(abre em nova aba\)$/ },
      { timeout: 5000 },
    );
    expect(store.getAttribute('href')).toBe('https://store.example/');
    expect(store.getAttribute('target')).toBe('_blank');
    expect(store.getAttribute('rel')).toContain('noopener');
    expect(
      screen.getByRole('link', { name: /^Treinamentos\s*\(abre em nova aba\)$/ }).getAttribute('href'),
    ).toBe('https://learn.example/');
    expect(screen.queryByRole('link', { name: /Blog/ })).toBeNull();
  });

  it('hides Store and Blog when unset; Training then opens the support videos', async () => {
    withLinks({ store: null, training: null, blog: null });
    renderMenuAt('/');
    await screen.findByRole('link', { name: 'Ajuda: drivers e FAQ' });
    // Once the answer is in, Training stays on the support videos.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getByRole('link', { name: 'Treinamentos' }).getAttribute('href')).toBe('/videos');
    expect(screen.queryByRole('link', { name: /Loja/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Blog/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Ajuda: drivers e FAQ' }).getAttribute('href')).toBe('/help');
  });
});
