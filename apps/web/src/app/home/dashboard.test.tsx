import { screen, waitFor, within } from '@testing-library/react';
import type { HomeDashboard } from '@ohp/contracts';
import { translate } from '@ohp/i18n';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../../config/storage-keys';
import { setTheme } from '../../lib/color-scheme';
import { jsonResponse, renderWithProviders } from '../../testing/render';
import { HomeScreen } from './home-screen';

const slow = 10_000;
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const dashboard: HomeDashboard = {
  // The server counts in binary units: a 1024 MB quota is 1 GiB (1024³ B).
  storage: { usedBytes: 300 * 1024 ** 2, quotaBytes: 1024 ** 3 },
  devices: { registered: 3, certificatesDue: 1, certificatesOverdue: 1 },
  files: { files: 12, folders: 4, sharedWithMe: 2 },
  measurements: [
    { domain: 'noise', family: 'doseMaxV2', count: 5 },
    { domain: 'heat', family: null, count: 1 },
  ],
  components: [{ domain: 'heat', count: 2 }],
  reports: 7,
  recent: [
    {
      id: uuid(1),
      name: 'Turno A.txt',
      kind: 'file',
      parentId: uuid(9),
      size: 10,
      ownerId: uuid(8),
      contentType: 'text/plain',
      resource: { type: 'measurement', id: uuid(2), domain: 'noise', family: 'doseMaxV2' },
      permission: 3,
      createdAt: '2026-03-10T12:00:00.000Z',
      updatedAt: '2026-03-10T12:00:00.000Z',
    },
    {
      id: uuid(3),
      name: 'Laudos',
      kind: 'folder',
      parentId: null,
      size: 0,
      ownerId: uuid(8),
      contentType: null,
      resource: null,
      permission: 3,
      createdAt: '2026-03-10T12:00:00.000Z',
      updatedAt: '2026-03-10T12:00:00.000Z',
    },
  ],
};

const png = () =>
  new Response(new Uint8Array([137, 80, 78, 71]), { status: 200, headers: { 'content-type': 'image/png' } });

function renderHome(answers: { dashboard?: Response } = {}) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = String(input);
    if (url.includes('/home/dashboard')) return answers.dashboard ?? jsonResponse(200, { data: dashboard });
    if (url.includes('/home/sales-card/')) return png();
    return jsonResponse(200, { data: [] });
  });
  vi.stubGlobal('fetch', fetchMock);
  const router = createMemoryRouter([{ path: '/', element: <HomeScreen /> }], { initialEntries: ['/'] });
  const view = renderWithProviders(<RouterProvider router={router} />);
  return { fetchMock, view };
}

const salesCalls = (fetchMock: ReturnType<typeof vi.fn<typeof fetch>>) =>
  fetchMock.mock.calls.map(([u]) => String(u)).filter((u) => u.includes('/home/sales-card/'));

afterEach(() => sessionStorage.clear());

describe('home dashboard (GET home/dashboard)', () => {
  it(
    'shows storage, devices with certificates, cloud files, saved work per family and the recent items',
    async () => {
      renderHome();
      const storage = await screen.findByTestId('home-storage', {}, { timeout: slow });
      expect(storage.textContent).toContain('300 MiB de 1 GiB usados');
      expect(storage.textContent).toContain('724 MiB disponíveis');
      const devices = screen.getByTestId('home-devices');
      expect(devices.textContent).toContain('3');
      expect(devices.textContent).toContain(
        translate('pt-BR', 'archive:dashboard.devices.certificates', { due: 1, overdue: 1 }),
      );
      expect(screen.getByTestId('home-files').textContent).toContain(
        translate('pt-BR', 'archive:dashboard.files.text', { files: 12, folders: 4, shared: 2 }),
      );
      const families = screen.getAllByTestId('home-saved-family');
      expect(families.map((f) => [...f.children].map((c) => c.textContent))).toEqual([
        ['DoseMax V2', '5 medições'],
        ['Estresse térmico · CSV', '1 medição'],
      ]);
      expect(
        within(families[0] as HTMLElement)
          .getByRole('link')
          .getAttribute('href'),
      ).toBe('/measurements-list/dosimetro-v2');
      expect(screen.getByTestId('home-saved').textContent).toContain('Relatórios7');
      const recent = within(screen.getByTestId('home-recent-items')).getAllByRole('link');
      expect(recent.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
        ['Turno A.txt', `/measurement/dosimetro-v2/${uuid(2)}`],
        ['Laudos', `/archive?folder=${uuid(3)}`],
      ]);
      expect(screen.getByTestId('home-action-cloud').getAttribute('href')).toBe('/archive');
    },
    slow,
  );

  it(
    'a failed dashboard answer is a translated notice, and the rest of the screen stays',
    async () => {
      renderHome({ dashboard: jsonResponse(500, { error: 'x' }) });
      const notice = await screen.findByTestId('home-dashboard-error', {}, { timeout: slow });
      expect(notice.textContent).toBe(translate('pt-BR', 'archive:dashboard.error'));
      expect(screen.getByTestId('home-action-accessDevice')).toBeTruthy();
    },
    slow,
  );

  it(
    'the offer banner is the image of the current theme with a translated text alternative, fetched once per session',
    async () => {
      setTheme('dark');
      const first = renderHome();
      const image = await screen.findByTestId('home-offer-image', {}, { timeout: slow });
      expect(image.getAttribute('alt')).toBe('Oferta: 10% de desconto em todas as linhas de produtos.');
      expect(image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
      expect(salesCalls(first.fetchMock)).toEqual([expect.stringMatching(/\/api\/home\/sales-card\/dark$/)]);
      expect(sessionStorage.getItem(`${storageKeys.dashboardImage}.dark`)).toMatch(/^data:image\/png/);
      first.view.unmount();

      // A new page in the same session (fresh query cache): the banner comes from the session cache.
      const second = renderHome();
      await screen.findByTestId('home-offer-image', {}, { timeout: slow });
      await waitFor(() => expect(screen.getByTestId('home-storage')).toBeTruthy());
      expect(salesCalls(second.fetchMock)).toEqual([]);
    },
    slow,
  );

  it(
    'the light theme asks for the light image',
    async () => {
      setTheme('light');
      const { fetchMock } = renderHome();
      const image = await screen.findByTestId('home-offer-image', {}, { timeout: slow });
      expect(image.getAttribute('data-theme')).toBe('light');
      expect(salesCalls(fetchMock)).toEqual([expect.stringMatching(/\/api\/home\/sales-card\/light$/)]);
      setTheme('dark');
    },
    slow,
  );
});
