import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../../../config/storage-keys';
import { sessionStore } from '../../../lib/session-store';
import { jsonResponse, renderWithProviders } from '../../../testing/render';
import { DeleteAccount } from './delete-account';

function signedIn() {
  sessionStore.login({ token: 'access-1', refreshToken: 'refresh-1', user: { name: 'Ana' } }, true);
}

async function openDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'Excluir minha conta' }));
  return screen.findByRole('dialog', { name: 'Excluir conta' });
}

const passwordInput = () => screen.getByLabelText(/^Sua senha/, { selector: 'input' });

function deleteCalls(fetchMock: ReturnType<typeof vi.fn<typeof fetch>>) {
  return fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/user/delete'));
}

describe('delete account', () => {
  it('asks for confirmation first; Cancel closes the dialog and deletes nothing', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse(200, {}));
    vi.stubGlobal('fetch', fetchMock);
    signedIn();
    renderWithProviders(<DeleteAccount />);
    const dialog = await openDialog();
    expect(dialog.textContent).toContain('serão apagados definitivamente');
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Excluir conta' })).toBeNull());
    expect(deleteCalls(fetchMock)).toEqual([]);
    expect(sessionStore.getState().status).toBe('loggedIn');
  });

  it('requires the password before anything is sent', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse(200, {}));
    vi.stubGlobal('fetch', fetchMock);
    signedIn();
    renderWithProviders(<DeleteAccount />);
    await openDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Excluir definitivamente' }));
    expect(await screen.findByText('É obrigatório informar esse campo')).toBeTruthy();
    expect(deleteCalls(fetchMock)).toEqual([]);
  });

  it("a wrong password shows the server's message in the dialog and keeps the session", async () => {
    const fetchMock = vi.fn<typeof fetch>(async (url) =>
      String(url).startsWith('/api/user/delete')
        ? jsonResponse(400, { error: 'A senha informada está incorreta' })
        : jsonResponse(200, {}),
    );
    vi.stubGlobal('fetch', fetchMock);
    signedIn();
    renderWithProviders(<DeleteAccount />);
    await openDialog();
    await userEvent.click(passwordInput());
    await userEvent.paste('Errada-1');
    await userEvent.click(screen.getByRole('button', { name: 'Excluir definitivamente' }));
    expect(await screen.findByText('A senha informada está incorreta')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Excluir conta' })).toBeTruthy();
    expect(sessionStore.getState().status).toBe('loggedIn');
    expect(localStorage.getItem(storageKeys.accessToken)).toBe('access-1');
  });

  it('with the password: DELETE /api/user/delete?password=, then logged out with both tokens cleared', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse(200, { data: { ok: true } }));
    vi.stubGlobal('fetch', fetchMock);
    signedIn();
    renderWithProviders(<DeleteAccount />);
    await openDialog();
    await userEvent.click(passwordInput());
    await userEvent.paste('Senha&?=1');
    await userEvent.click(screen.getByRole('button', { name: 'Excluir definitivamente' }));
    await waitFor(() => expect(sessionStore.getState().status).toBe('loggedOut'));
    const [call] = deleteCalls(fetchMock);
    expect(call?.[0]).toBe(
      `/api/user/delete?password=${encodeURIComponent('Senha&?=1').replace(/%20/g, '+')}`,
    );
    expect(call?.[1]?.method).toBe('DELETE');
    expect(localStorage.getItem(storageKeys.accessToken)).toBe('');
    expect(localStorage.getItem(storageKeys.refreshToken)).toBe('');
    expect(await screen.findByRole('alertdialog', { name: 'Sucesso' })).toBeTruthy();
  });
});
