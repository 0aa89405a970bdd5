import { describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../../../config/storage-keys';
import { sessionStore } from '../../../lib/session-store';
import { jsonResponse } from '../../../testing/render';
import { codeChallengeS256 } from '../oidc/pkce';
import { pendingSignInKey } from '../oidc/pending-sign-in';
import { beginOidcSignIn, completeOidcSignIn, OidcCallbackError } from './oidc-sign-in';

const config = {
  enabled: true as const,
  issuer: 'https://issuer.example',
  authorizationEndpoint: 'https://issuer.example/auth?prompt=select_account',
  clientId: 'ohp-web',
  scopes: 'openid profile email' as const,
};

/** Starts a sign-in and answers the issuer URL the browser would have been sent to. */
async function begin(rememberMe: boolean): Promise<URL> {
  let target = '';
  await beginOidcSignIn(config, rememberMe, (url) => {
    target = url;
  });
  return new URL(target);
}

describe('third-party sign-in (code flow + PKCE)', () => {
  it('sends the browser to the authorization endpoint with state, nonce and the S256 challenge', async () => {
    const url = await begin(true);
    expect(url.origin + url.pathname).toBe('https://issuer.example/auth');
    const q = Object.fromEntries(url.searchParams);
    const pending = JSON.parse(sessionStorage.getItem(pendingSignInKey) ?? '{}');
    expect(q).toEqual({
      prompt: 'select_account',
      response_type: 'code',
      client_id: 'ohp-web',
      redirect_uri: `${window.location.origin}/auth/callback`,
      scope: 'openid profile email',
      state: pending.state,
      nonce: pending.nonce,
      code_challenge: await codeChallengeS256(pending.codeVerifier),
      code_challenge_method: 'S256',
      ui_locales: 'pt-BR',
    });
    // The verifier itself never leaves the browser before the exchange.
    expect(url.toString()).not.toContain(pending.codeVerifier);
    expect(pending.rememberMe).toBe(true);
  });

  it('at the callback: posts code, verifier, nonce and redirect URI, and signs in with remember me as chosen', async () => {
    const fetchMock = vi.fn<typeof fetch>(async (input) =>
      String(input) === '/api/login/google/code'
        ? jsonResponse(200, { data: { token: 'a1', refreshToken: 'r1', user: { name: 'Lia' } } })
        : jsonResponse(200, { data: {} }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await begin(false);
    const pending = JSON.parse(sessionStorage.getItem(pendingSignInKey) ?? '{}');
    await completeOidcSignIn(`?code=the-code&state=${pending.state}`);

    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/login/google/code') ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      code: 'the-code',
      redirectUri: `${window.location.origin}/auth/callback`,
      codeVerifier: pending.codeVerifier,
      nonce: pending.nonce,
      loginOriginType: 1,
    });
    expect(sessionStore.getState()).toEqual({ status: 'loggedIn', user: { name: 'Lia' } });
    expect(localStorage.getItem(storageKeys.accessToken)).toBe('a1');
    expect(localStorage.getItem(storageKeys.refreshToken)).toBe('');
    // The pending sign-in is used up: the same callback cannot be replayed.
    expect(sessionStorage.getItem(pendingSignInKey)).toBeNull();
  });

  it('a callback with a foreign state is refused before anything is sent', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    await begin(true);
    const error = await completeOidcSignIn('?code=stolen&state=not-ours').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OidcCallbackError);
    expect((error as OidcCallbackError).problem).toBe('state');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(sessionStore.getState().status).not.toBe('loggedIn');
  });
});
