import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { AdminPage } from './admin-page';

const ana = {
  id: '7c1f5c8e-1f0e-4c6a-9a51-0c7f7a0b0001',
  name: 'Ana Souza',
  email: 'ana@example.com',
  company: 'Hig Ocupacional',
  createdAt: '2026-01-01T00:00:00.000Z',
  lastSignInAt: null,
  storageUsed: 1536,
  admin: false,
};

const pagination = {
  currentPage: 1,
  pageSize: 20,
  totalCount: 45,
  totalPages: 3,
  hasPrevious: false,
  hasNext: true,
};

function answer(url: string, init?: RequestInit): Response {
  if (url.includes('/user/reset-password'))
    return new Response(JSON.stringify({ data: { password: '042917' } }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  if (url.includes('/admin/companies'))
    return new Response(
      JSON.stringify({
        data: [
          {
            id: 'c1',
            corporateName: 'Acme Higiene',
            document: '11222333000181',
            members: 4,
            createdAt: ana.createdAt,
          },
        ],
      }),
      {
        status: 200,
        headers: { 'content-type': 'application/json', 'x-pagination': JSON.stringify(pagination) },
      },
    );
  if (url.includes('/admin/components'))
    return new Response(
      JSON.stringify({
        data: [
          {
            id: 'k1',
            description: 'Forno 1',
            domain: 'heat',
            ownerEmail: 'ana@example.com',
            createdAt: ana.createdAt,
          },
        ],
      }),
      { status: 200, headers: { 'content-type': 'application/json' } },
    );
  if (url.includes('/user/admin?') || url.endsWith('/user/admin'))
    return new Response(JSON.stringify({ data: [ana] }), {
      status: 200,
      headers: { 'content-type': 'application/json', 'x-pagination': JSON.stringify(pagination) },
    });
  return new Response(JSON.stringify({ error: `unexpected ${init?.method ?? 'GET'} ${url}` }), {
    status: 500,
  });
}

function renderPage(fetchMock: ReturnType<typeof vi.fn<typeof fetch>>) {
  vi.stubGlobal('fetch', fetchMock);
  const router = createMemoryRouter([{ path: '/admin', element: <AdminPage /> }], {
    initialEntries: ['/admin'],
  });
  renderWithProviders(<RouterProvider router={router} />);
}

describe('/admin', () => {
  it('lists users with the pages of the X-Pagination header and searches on the server', async () => {
    const fetchMock = vi.fn<typeof fetch>(async (input, init) => answer(String(input), init));
    renderPage(fetchMock);
    const row = await screen.findByTestId('admin-user-row');
    expect(within(row).getByText('ana@example.com')).toBeTruthy();
    expect(within(row).getByText('1,5 KiB')).toBeTruthy();
    // Three pages from the header's totalPages.
    expect(await screen.findByRole('button', { name: '3' })).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Buscar por nome, e-mail ou empresa'), 'ana');
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('Search=ana'))).toBe(true),
    );
  });

  it('resets a password only after the irreversible confirmation and shows the temporary one', async () => {
    const fetchMock = vi.fn<typeof fetch>(async (input, init) => answer(String(input), init));
    renderPage(fetchMock);
    await userEvent.click(await screen.findByRole('button', { name: 'Redefinir senha' }, { timeout: 5000 }));
    expect(await screen.findByText(/Esta ação é irreversível/)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('reset-password'))).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Redefinir' }));
    expect((await screen.findByTestId('temporary-password')).textContent).toBe('042917');
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('reset-password'));
    expect(String(call?.[0])).toContain(`id=${ana.id}`);
    expect(call?.[1]?.method).toBe('POST');
  });

  it('asks the server for XLSX and says "try again" in the user language when the export fails', async () => {
    const fetchMock = vi.fn<typeof fetch>(async (input, init) => answer(String(input), init));
    renderPage(fetchMock);
    await userEvent.click(await screen.findByRole('button', { name: 'Exportar XLSX' }));
    expect(await screen.findByText('Erro ao exportar usuários, tente novamente')).toBeTruthy();
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('/user/admin/export'));
    expect(String(call?.[0])).toContain('format=xlsx');
  });

  it('lists companies and components in their tabs, searched on the server', async () => {
    const fetchMock = vi.fn<typeof fetch>(async (input, init) => answer(String(input), init));
    renderPage(fetchMock);
    await userEvent.click(await screen.findByRole('tab', { name: 'Empresas' }));
    const company = await screen.findByTestId('admin-company-row');
    expect(within(company).getByText('Acme Higiene')).toBeTruthy();
    expect(within(company).getByText('4')).toBeTruthy();
    expect(await screen.findByRole('button', { name: '3' })).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Buscar por razão social ou CNPJ'), 'acme');
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => /admin\/companies\?.*Search=acme/.test(String(url)))).toBe(
        true,
      ),
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Componentes' }));
    const component = await screen.findByTestId('admin-component-row');
    expect(within(component).getByText('Forno 1')).toBeTruthy();
    expect(within(component).getByText('Calor')).toBeTruthy();
  });
});
