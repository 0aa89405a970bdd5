import { screen, within } from '@testing-library/react';
import type { Measurement } from '@ohp/contracts';
import { translate } from '@ohp/i18n';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../testing/render';
import { HomeScreen, recentCount } from './home-screen';

const slow = { timeout: 8000 };

const measurement = (n: number, family: Measurement['family']): Measurement => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  domain: 'noise',
  family,
  fileName: `file-${n}.txt`,
  description: n === 1 ? '' : `Shift ${n}`,
  serialNumber: null,
  firmware: null,
  size: 1000,
  state: {},
  createdAt: `2026-03-${String(10 + n).padStart(2, '0')}T12:00:00.000Z`,
  updatedAt: `2026-03-${String(10 + n).padStart(2, '0')}T12:00:00.000Z`,
});

function renderHome(rows: Measurement[]) {
  const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse(200, { data: rows }));
  vi.stubGlobal('fetch', fetchMock);
  const router = createMemoryRouter([{ path: '/', element: <HomeScreen /> }], { initialEntries: ['/'] });
  renderWithProviders(<RouterProvider router={router} />);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('first screen (/)', () => {
  it(
    'offers the three quick actions with the README names, and each family',
    async () => {
      renderHome([]);
      const demo = await screen.findByTestId('home-action-demo');
      // README: "choose Equipamento de demonstração (Demo device)": the same words as the device screen.
      expect(demo.textContent).toContain(translate('pt-BR', 'devices:screens.demo.title'));
      expect(demo.getAttribute('href')).toBe('/access-device');
      expect(screen.getByTestId('home-action-accessDevice').getAttribute('href')).toBe('/access-device');
      expect(screen.getByTestId('home-action-upload').getAttribute('href')).toBe('/upload');
      for (const domain of ['noise', 'heat', 'vibration', 'co2']) {
        expect(screen.getByTestId(`home-family-${domain}`)).toBeTruthy();
      }
      expect(await screen.findByTestId('home-recent-empty')).toBeTruthy();
    },
    slow.timeout,
  );

  it(
    'lists the latest saved measurements, newest first as the server sorts them, with links',
    async () => {
      const rows = [measurement(7, 'doseMaxV2'), measurement(6, 'itemp'), measurement(1, null)];
      for (let n = 2; n <= 5; n++) rows.push(measurement(n, 'axPro'));
      const fetchMock = renderHome(rows);
      const list = await screen.findByTestId('home-recent');
      const links = within(list).getAllByRole('link');
      expect(links).toHaveLength(recentCount);
      expect(links.map((a) => a.textContent)).toEqual([
        'Shift 7',
        'Shift 6',
        'file-1.txt',
        'Shift 2',
        'Shift 3',
      ]);
      expect(links[0]?.getAttribute('href')).toBe(`/measurement/dosimetro-v2/${rows[0]?.id}`);
      expect(list.textContent).toContain('DoseMax V2');
      // The first screen also asks for the devices' certificates: find the measurements call.
      const listCall = fetchMock.mock.calls.map((c) => String(c[0])).find((u) => u.includes('/measurements'));
      const url = new URL(String(listCall), 'http://localhost');
      expect(url.searchParams.get('sort')).toBe('-createdAt');
    },
    slow.timeout,
  );

  it('the demo device has the same name in the README as on the screen, in each language', async () => {
    const { existsSync, readFileSync } = await import('node:fs');
    const { resolve } = await import('node:path');
    // The repository root is the run's folder or, for a run from apps/web, two levels up.
    const root = [process.cwd(), resolve(process.cwd(), '../..')].find((d) =>
      existsSync(resolve(d, 'apps/web')),
    );
    const readme = readFileSync(resolve(root ?? '.', 'README.md'), 'utf8');
    for (const language of ['pt-BR', 'en', 'es'] as const) {
      expect(readme).toContain(translate(language, 'devices:screens.demo.title'));
      expect(translate(language, 'app:home.actions.demo.title')).toBe(
        translate(language, 'devices:screens.demo.title'),
      );
    }
  });
});

describe('first screen: calibration certificates', () => {
  it('counts my devices whose certificate is overdue or due within 30 days, linking to /devices', async () => {
    const device = (id: number, calibrationState: string) => ({ id: `d${id}`, calibrationState });
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input) =>
        String(input).includes('/user-device')
          ? jsonResponse(200, {
              data: [device(1, 'overdue'), device(2, 'due'), device(3, 'due'), device(4, 'ok')],
            })
          : jsonResponse(200, { data: [] }),
      ),
    );
    const router = createMemoryRouter([{ path: '/', element: <HomeScreen /> }], { initialEntries: ['/'] });
    renderWithProviders(<RouterProvider router={router} />);
    const alert = await screen.findByTestId('home-calibration-due', {}, slow);
    expect(alert.textContent).toContain(
      translate('pt-BR', 'app:home.calibration.text', { overdue: 1, due: 2 }),
    );
    expect(within(alert).getByRole('link').getAttribute('href')).toBe('/devices');
  });

  it('shows nothing when every certificate is in order', async () => {
    renderHome([]);
    await screen.findByTestId('home-recent-empty', {}, slow);
    expect(screen.queryByTestId('home-calibration-due')).toBeNull();
  });
});
