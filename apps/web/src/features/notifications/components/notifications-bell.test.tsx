import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../testing/render';
import { NotificationsBell } from './notifications-bell';

const items = [
  {
    id: '7c1f5c8e-1f0e-4c6a-9a51-0c7f7a0b0001',
    kind: 'passwordReset',
    title: 'Sua senha foi redefinida',
    text: 'Um administrador redefiniu sua senha.',
    link: null,
    createdAt: '2026-01-02T00:00:00.000Z',
    read: false,
  },
  {
    id: '7c1f5c8e-1f0e-4c6a-9a51-0c7f7a0b0002',
    kind: 'certificateDue',
    title: 'Calibração próxima do vencimento',
    text: 'O certificado vence em 2026-02-01.',
    link: '/devices',
    createdAt: '2026-01-01T00:00:00.000Z',
    read: true,
  },
];

function renderBell() {
  const fetchMock = vi.fn<typeof fetch>(async (_input, init) =>
    init?.method && init.method !== 'GET'
      ? jsonResponse(200, { data: { ok: true } })
      : jsonResponse(200, { data: { items, unread: 1 } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  const router = createMemoryRouter([{ path: '/', element: <NotificationsBell /> }]);
  renderWithProviders(<RouterProvider router={router} />);
  return fetchMock;
}

const calls = (fetchMock: ReturnType<typeof renderBell>, method: string) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === method).map(([url]) => String(url));

describe('notifications bell', () => {
  it('shows the unread count and marks read, deletes one and clears all', async () => {
    const fetchMock = renderBell();
    const bell = await screen.findByRole('button', { name: 'Notificações (1 não lidas)' });
    await userEvent.click(bell);
    expect(await screen.findAllByTestId('notification')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Marcar como lida' }));
    await waitFor(() => expect(calls(fetchMock, 'PATCH')).toEqual([`/api/notifications/${items[0]?.id}`]));
    await userEvent.click(screen.getAllByRole('button', { name: 'Excluir' })[1] as HTMLElement);
    await waitFor(() => expect(calls(fetchMock, 'DELETE')).toEqual([`/api/notifications/${items[1]?.id}`]));
    await userEvent.click(screen.getByRole('button', { name: 'Limpar tudo' }));
    await waitFor(() => expect(calls(fetchMock, 'DELETE')).toContain('/api/notifications'));
  });
});
