import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../testing/render';
import { pendingInvitationKey, takePendingInvitationHref } from '../lib/pending-invitation';
import { InvitationPage } from './invitation-page';
import { InvitationVisitorPage } from './invitation-visitor-page';

const view = {
  companyName: 'Acústica Ltda',
  invitedBy: 'Ana Souza',
  email: 'bia@example.com',
  expiresAt: '2026-12-01T12:00:00.000Z',
};

function renderAt(element: React.ReactElement, fetchMock: ReturnType<typeof vi.fn<typeof fetch>>) {
  vi.stubGlobal('fetch', fetchMock);
  const router = createMemoryRouter(
    [
      { path: '/company/user/invite/:token', element },
      { path: '/company', element: <h1>empresa</h1> },
      { path: '/', element: <h1>início</h1> },
      { path: '/register', element: <h1>cadastro</h1> },
    ],
    { initialEntries: ['/company/user/invite/tok-1'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

describe('invitation screen', () => {
  it('shows who invites to what and accepts, then opens the company', async () => {
    const fetchMock = vi.fn<typeof fetch>(async (_url, init) =>
      init?.method === 'POST'
        ? jsonResponse(200, {
            data: {
              id: 'c1',
              corporateName: 'Acústica Ltda',
              document: '11222333000181',
              role: 'member',
              createdAt: '',
            },
          })
        : jsonResponse(200, { data: view }),
    );
    const router = renderAt(<InvitationPage token="tok-1" />, fetchMock);
    expect(await screen.findByText('Ana Souza')).toBeTruthy();
    expect(screen.getByText('Acústica Ltda')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Aceitar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/company'));
    expect(router.state.location.search).toBe('?company=c1');
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(String(post?.[0])).toBe('/api/company/invite/tok-1/accept');
  });

  it('an unknown, used or expired token shows the server’s message', async () => {
    renderAt(
      <InvitationPage token="tok-1" />,
      vi.fn<typeof fetch>(async () => jsonResponse(400, { error: 'Token de convite inválido ou expirado' })),
    );
    expect(await screen.findByText('Token de convite inválido ou expirado')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Aceitar' })).toBeNull();
  });

  it('a visitor goes to registration and the invitation is remembered for after signing in', async () => {
    const router = renderAt(
      <InvitationVisitorPage token="tok-1" />,
      vi.fn<typeof fetch>(async () => jsonResponse(200, { data: view })),
    );
    await userEvent.click(await screen.findByRole('link', { name: 'Criar conta' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
    expect(window.sessionStorage.getItem(pendingInvitationKey)).toBe('tok-1');
    expect(takePendingInvitationHref()).toBe('/company/user/invite/tok-1');
    expect(takePendingInvitationHref()).toBeUndefined();
  });
});
