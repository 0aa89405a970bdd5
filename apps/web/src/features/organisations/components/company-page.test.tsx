import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../testing/render';
import { CompanyPage } from './company-page';

function renderPage(fetchMock: ReturnType<typeof vi.fn<typeof fetch>>) {
  vi.stubGlobal('fetch', fetchMock);
  const router = createMemoryRouter([{ path: '/company', element: <CompanyPage /> }], {
    initialEntries: ['/company'],
  });
  renderWithProviders(<RouterProvider router={router} />);
}

const company = {
  id: 'c1',
  corporateName: 'Acústica Ltda',
  document: '11222333000181',
  role: 'member',
  createdAt: '',
};

describe('/company', () => {
  it('checks the CNPJ digits before sending, then creates the company', async () => {
    const fetchMock = vi.fn<typeof fetch>(async (_url, init) =>
      init?.method === 'POST'
        ? jsonResponse(201, { data: { ...company, role: 'owner' } })
        : jsonResponse(200, { data: [] }),
    );
    renderPage(fetchMock);
    const form = await screen.findByRole('form', { name: 'Criar empresa' });
    await userEvent.type(within(form).getByLabelText(/Razão social/), 'Acústica Ltda');
    await userEvent.type(within(form).getByLabelText(/CNPJ/), '11.222.333/0001-82');
    await userEvent.click(within(form).getByRole('button', { name: 'Criar empresa' }));
    expect(await within(form).findByText(/Informe um CNPJ válido/)).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toEqual([]);

    await userEvent.clear(within(form).getByLabelText(/CNPJ/));
    await userEvent.type(within(form).getByLabelText(/CNPJ/), '11.222.333/0001-81');
    await userEvent.click(within(form).getByRole('button', { name: 'Criar empresa' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      corporateName: 'Acústica Ltda',
      document: '11.222.333/0001-81',
    });
  });

  it('a member sees the company read-only, the users, and no invitation section', async () => {
    renderPage(
      vi.fn<typeof fetch>(async (url) =>
        String(url).endsWith('/users')
          ? jsonResponse(200, {
              data: [
                {
                  id: 'u1',
                  name: 'Ana',
                  lastName: 'Souza',
                  email: 'ana@example.com',
                  role: 'owner',
                  joinedAt: '',
                },
                {
                  id: 'u2',
                  name: 'Bia',
                  lastName: 'Lima',
                  email: 'bia@example.com',
                  role: 'member',
                  joinedAt: '',
                },
              ],
            })
          : jsonResponse(200, { data: [company] }),
      ),
    );
    const users = await screen.findByRole('region', { name: 'Usuários com acesso' });
    expect(await within(users).findByText('Ana Souza')).toBeTruthy();
    expect(within(users).getByText('Proprietário')).toBeTruthy();
    expect(within(users).queryByRole('button', { name: /Tornar/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Convidar por e-mail' })).toBeNull();
    const details = screen.getByRole('region', { name: 'Acústica Ltda' });
    expect((within(details).getByLabelText(/CNPJ/) as HTMLInputElement).readOnly).toBe(true);
    expect((within(details).getByLabelText(/CNPJ/) as HTMLInputElement).value).toBe('11.222.333/0001-81');
  });
});
