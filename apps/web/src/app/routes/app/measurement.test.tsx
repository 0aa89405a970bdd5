import type { Measurement } from '@ohp/contracts';
import { VirtualDevice } from '@ohp/devices';
import { screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { readingStore } from '../../../stores/reading-store';
import { jsonResponse, renderWithProviders } from '../../../testing/render';
import { Component, clientLoader } from './measurement';

// Every measurement route has a domain module now; the tests of a saved measurement of a domain
// without one (the app's fallback) take the heat module out.
vi.mock('../../domains', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../domains')>();
  return {
    ...real,
    webDomainOf: (domain: Parameters<typeof real.webDomainOf>[0]) =>
      domain === 'heat' ? undefined : real.webDomainOf(domain),
  };
});

// /measurement/<name>/:id reads the route's families to find the domain; the noise module reads the
// saved file. SPEC §4: an invalid DoseMax V2 file gives the attention alert and goes back one page.

const slow = { timeout: 10_000 };
const id = '0b0f4a52-58c5-4d4e-9a7e-6f3c7d0c1a11';
const saved = (family: Measurement['family']): Measurement => ({
  id,
  domain: 'noise',
  family,
  fileName: 'turno.txt',
  description: 'Prensa 3',
  serialNumber: null,
  firmware: null,
  size: 1,
  state: {},
  createdAt: '2026-03-10T12:00:00.000Z',
  updatedAt: '2026-03-10T12:00:00.000Z',
});

afterEach(() => {
  vi.unstubAllGlobals();
  readingStore.reset();
});

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/list', element: <h1>list page</h1> },
      { path: '/measurement/:device/:measurementId', Component, loader: clientLoader(createQueryClient()) },
      { path: '/', element: <h1>home</h1> },
    ],
    { initialEntries: ['/list', path], initialIndex: 1 },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

describe('the measurement route', () => {
  it('a route name outside SPEC §2 goes home', async () => {
    const router = renderAt(`/measurement/not-a-device/${id}`);
    await screen.findByRole('heading', { name: 'home' }, slow);
    expect(router.state.location.pathname).toBe('/');
  });

  it('the id new without a current reading says nothing is open, with the way back to the list', async () => {
    renderAt('/measurement/dosimetro-v2/new');
    const empty = await screen.findByTestId('viewer-empty', {}, slow);
    expect(within(empty).getByRole('link').getAttribute('href')).toBe('/measurements-list/dosimetro-v2');
  });

  it("a saved DoseMax V2 file missing its 'd' lines: 'Atenção' + invalid file, and one page back", async () => {
    const broken = (new VirtualDevice('doseMaxV2').records.at(-1)?.text ?? '')
      .split('\r\n')
      .filter((line) => !line.startsWith('d'))
      .join('\r\n');
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input) =>
        String(input).endsWith('/file')
          ? new Response(broken, { status: 200 })
          : jsonResponse(200, { data: saved('doseMaxV2') }),
      ),
    );
    const router = renderAt(`/measurement/dosimetro-v2/${id}`);
    const alert = await screen.findByRole('alertdialog', { name: 'Atenção' }, slow);
    expect(within(alert).getByText('Arquivo inválido')).toBeTruthy();
    await screen.findByRole('heading', { name: 'list page' }, slow);
    expect(router.state.location.pathname).toBe('/list');
  });

  it('a DoseMax V2 measurement opened under /dosimetro-v1/ moves to its own route and shows there', async () => {
    const text = new VirtualDevice('doseMaxV2').records[0]?.text ?? '';
    const fetched = vi.fn<typeof fetch>(async (input) =>
      String(input).endsWith('/file')
        ? new Response(text, { status: 200 })
        : jsonResponse(200, { data: saved('doseMaxV2') }),
    );
    vi.stubGlobal('fetch', fetched);
    const router = renderAt(`/measurement/dosimetro-v1/${id}`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/measurement/dosimetro-v2/${id}`), {
      timeout: 30_000,
    });
    // Replaced, not pushed: Back leaves the measurement instead of bouncing to the wrong route.
    expect(router.state.historyAction).toBe('REPLACE');
  }, 40_000);

  it('a saved measurement of a domain without a module shows its name with the analysis coming', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () =>
        jsonResponse(200, { data: { ...saved('itemp'), domain: 'heat', description: 'Sala 3' } }),
      ),
    );
    renderAt(`/measurement/itemp/${id}`);
    expect(await screen.findByRole('heading', { name: 'Calor Sala 3', level: 1 }, slow)).toBeTruthy();
    expect(screen.getByTestId('pending-screen').textContent).toContain(
      'A análise desta família de equipamentos chega',
    );
  });
});
