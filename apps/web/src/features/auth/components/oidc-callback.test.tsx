import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../testing/render';
import { savePendingSignIn } from '../oidc/pending-sign-in';
import { OidcCallback } from './oidc-callback';

function renderCallback(search: string) {
  window.history.replaceState(null, '', `/auth/callback${search}`);
  const router = createMemoryRouter([{ path: '*', element: <OidcCallback /> }], {
    initialEntries: [`/auth/callback${search}`],
  });
  renderWithProviders(<RouterProvider router={router} />);
}

function pending() {
  savePendingSignIn({
    state: 'st',
    nonce: 'n',
    codeVerifier: 'v'.repeat(43),
    redirectUri: 'http://localhost:3000/auth/callback',
    rememberMe: true,
    createdAt: Date.now(),
  });
}

describe('the callback screen', () => {
  it('a refusal at the provider shows the translated reason and a way back to the login page', async () => {
    pending();
    renderCallback('?error=access_denied&state=st');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('O acesso foi cancelado na página do provedor.');
    expect(screen.getByRole('link', { name: 'Voltar para o login' }).getAttribute('href')).toBe('/');
  });

  it('a state that does not match (or no sign-in started in this tab) is explained', async () => {
    renderCallback('?code=abc&state=st');
    expect((await screen.findByRole('alert')).textContent).toContain('expirou ou foi iniciado em outra aba');
  });

  it("a refusal by the server shows the server's translated message", async () => {
    pending();
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () =>
        jsonResponse(401, { error: 'Não foi possível entrar com a conta externa' }),
      ),
    );
    renderCallback('?code=abc&state=st');
    expect(screen.getByTestId('oidc-callback-working')).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Não foi possível entrar com a conta externa',
    );
  });
});
