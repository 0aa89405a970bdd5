import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../testing/render';
import { LoginForm } from './login-form';

function renderLogin(config: Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async () => config),
  );
  const router = createMemoryRouter([{ path: '*', element: <LoginForm /> }]);
  renderWithProviders(<RouterProvider router={router} />);
}

const enabled = {
  enabled: true,
  issuer: 'https://accounts.google.com',
  authorizationEndpoint: 'https://accounts.google.com/o/oauth2/v2/auth',
  clientId: 'id',
  scopes: 'openid profile email',
};

describe('the third-party sign-in button', () => {
  it('is enabled, named after Google, when the server has it configured', async () => {
    renderLogin(jsonResponse(200, { data: enabled }));
    const button = await screen.findByRole('button', { name: 'Entrar com Google' });
    expect(button.hasAttribute('disabled')).toBe(false);
  });

  it('names another issuer generically', async () => {
    renderLogin(jsonResponse(200, { data: { ...enabled, issuer: 'https://login.example.com' } }));
    expect(await screen.findByRole('button', { name: 'Entrar com conta externa' })).toBeTruthy();
  });

  it('is not shown when the server has no client configured', async () => {
    renderLogin(jsonResponse(200, { data: { enabled: false } }));
    await screen.findByRole('button', { name: 'Entrar' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('oidc-sign-in')).toBeNull();
    expect(screen.queryByText('ou')).toBeNull();
  });

  it("is disabled with the server's translated reason when the issuer cannot be reached", async () => {
    renderLogin(jsonResponse(502, { error: 'O provedor de acesso externo não está disponível' }));
    expect((await screen.findByTestId('oidc-unavailable')).textContent).toBe(
      'O provedor de acesso externo não está disponível',
    );
    expect(screen.getByTestId('oidc-sign-in').hasAttribute('disabled')).toBe(true);
  });
});
