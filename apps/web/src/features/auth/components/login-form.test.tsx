import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../../../config/storage-keys';
import { sessionStore } from '../../../lib/session-store';
import { jsonResponse, renderWithProviders } from '../../../testing/render';
import { LoginForm } from './login-form';

/** The login page also asks for the third-party sign-in settings: off here unless a test says otherwise. */
function stubServer(answer: (url: string) => Response) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = String(input);
    if (url === '/api/login/oidc-config') return jsonResponse(200, { data: { enabled: false } });
    return answer(url);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    callsTo: (path: string) => fetchMock.mock.calls.filter(([url]) => url === path),
  };
}

function renderLogin() {
  const router = createMemoryRouter([{ path: '*', element: <LoginForm /> }]);
  renderWithProviders(<RouterProvider router={router} />);
}

describe('login form', () => {
  it('shows the required-field message of SPEC §5 and sends nothing', async () => {
    const server = stubServer(() => jsonResponse(500, {}));
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    // The rules load on the first submit.
    expect(await screen.findAllByText('É obrigatório informar esse campo')).toHaveLength(2);
    expect(server.callsTo('/api/login')).toEqual([]);
  });

  it('checks as typed once the rules have loaded: a bad e-mail, then a good one', async () => {
    const server = stubServer(() => jsonResponse(500, {}));
    renderLogin();
    await userEvent.type(screen.getByLabelText('E-mail'), 'ana@');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Informe um e-mail válido')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('E-mail'), 'empresa.com.br');
    expect(screen.queryByText('Informe um e-mail válido')).toBeNull();
    expect(screen.getAllByText('É obrigatório informar esse campo')).toHaveLength(1);
    expect(server.callsTo('/api/login')).toEqual([]);
  });

  it("POSTs /api/login and shows the server's error in the alert dialog", async () => {
    const server = stubServer(() => jsonResponse(401, { error: 'E-mail ou senha inválidos' }));
    renderLogin();
    await userEvent.type(screen.getByLabelText('E-mail'), 'ana@empresa.com.br');
    await userEvent.type(screen.getByLabelText('Senha'), 'segredo123!');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Erro' });
    expect(dialog.textContent).toContain('E-mail ou senha inválidos');
    const [url, init] = server.callsTo('/api/login')[0] ?? [];
    expect(url).toBe('/api/login');
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'ana@empresa.com.br',
      password: 'segredo123!',
      loginOriginType: 1,
    });
    expect(sessionStore.getState().status).not.toBe('loggedIn');
  });

  it('logs in and keeps the refresh token only with remember me', async () => {
    stubServer(() => jsonResponse(200, { data: { token: 't1', refreshToken: 'r1' } }));
    renderLogin();
    await userEvent.type(screen.getByLabelText('E-mail'), 'ana@empresa.com.br');
    await userEvent.type(screen.getByLabelText('Senha'), 'segredo123!');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Lembrar de mim' }));
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(sessionStore.getState().status).toBe('loggedIn'));
    expect(localStorage.getItem(storageKeys.accessToken)).toBe('t1');
    expect(localStorage.getItem(storageKeys.refreshToken)).toBe('');
  });
});
