import type { LoginOriginType, LoginResponse, OidcConfig } from '@ohp/contracts';
import { emailField, oidcScopes, textLimits } from '@ohp/contracts';
import type { Language } from '@ohp/i18n';
import { AppError } from '../../../http/app-error.ts';
import type { UserRepository, UserRow } from '../../users/user-repository.ts';
import type { Sessions } from '../sessions.ts';
import type { IdentityRepository } from './identity-repository.ts';
import type { OidcClaims, OidcClient } from './oidc-client.ts';

const text = (value: unknown, max: number): string =>
  typeof value === 'string' ? value.trim().slice(0, max) : '';

/**
 * Third-party sign-in: the issuer's verified e-mail is required. A known (issuer, subject) signs
 * in its user; otherwise the account with the same e-mail is linked, or a new account (without a
 * password) is created.
 */
export function createOidcLoginService(deps: {
  client: OidcClient | undefined;
  users: UserRepository;
  identities: IdentityRepository;
  sessions: Sessions;
}) {
  const client = (): OidcClient => {
    if (!deps.client) throw new AppError(503, 'auth:oidcDisabled');
    return deps.client;
  };

  async function userFor(
    issuer: string,
    claims: OidcClaims,
    language: Language,
  ): Promise<{ user: UserRow; created: boolean }> {
    if (claims.email_verified !== true && claims.email_verified !== 'true')
      throw new AppError(401, 'auth:oidcEmailNotVerified');
    const email = emailField.safeParse(claims.email);
    if (!email.success) throw new AppError(401, 'auth:oidcEmailNotVerified');
    const linkedId = await deps.identities.findUserId(issuer, claims.sub);
    const linked = linkedId ? await deps.users.findById(linkedId) : undefined;
    if (linked) return { user: linked, created: false };
    let user = await deps.users.findByEmail(email.data);
    let created = false;
    if (!user) {
      const [first, ...rest] = text(claims.name, 200).split(/\s+/);
      user = await deps.users.insert({
        email: email.data,
        passwordHash: null,
        name:
          text(claims.given_name, textLimits.name) ||
          text(first, textLimits.name) ||
          email.data.split('@')[0]!.slice(0, textLimits.name),
        lastName: text(claims.family_name, textLimits.lastName) || text(rest.join(' '), textLimits.lastName),
        language,
      });
      created = user !== undefined;
      // A concurrent sign-in may have created it a moment ago.
      user ??= await deps.users.findByEmail(email.data);
      if (!user) throw new AppError(401, 'auth:oidcFailed');
    }
    await deps.identities.link(issuer, claims.sub, user.id);
    return { user, created };
  }

  async function start(
    found: { user: UserRow; created: boolean },
    origin: LoginOriginType,
  ): Promise<LoginResponse> {
    const session = await deps.sessions.start(found.user, origin);
    return found.created ? { ...session, newAccount: true } : session;
  }

  return {
    /**
     * GET /api/login/oidc-config: what the browser needs to start the code flow. Disabled without a
     * client id; 502 when the issuer's discovery document cannot be read (the button then explains).
     */
    async config(): Promise<OidcConfig> {
      if (!deps.client) return { enabled: false };
      return {
        enabled: true,
        issuer: deps.client.issuer,
        authorizationEndpoint: await deps.client.authorizationEndpoint(),
        clientId: deps.client.clientId,
        scopes: oidcScopes,
      };
    },

    /** POST /api/login/google: an access token checked at the issuer's userinfo endpoint. */
    async withAccessToken(
      accessToken: string,
      origin: LoginOriginType,
      language: Language,
    ): Promise<LoginResponse> {
      const oidc = client();
      const claims = await oidc.userinfo(accessToken);
      return start(await userFor(oidc.issuer, claims, language), origin);
    },

    /** POST /api/login/google/code: the code flow; e-mail claims come from the id_token or userinfo. */
    async withCode(
      input: { code: string; redirectUri: string; codeVerifier?: string; nonce?: string },
      origin: LoginOriginType,
      language: Language,
    ): Promise<LoginResponse> {
      const oidc = client();
      const { idToken, accessToken } = await oidc.exchangeCode(input);
      let claims: OidcClaims = idToken;
      if (claims.email === undefined && accessToken) {
        const info = await oidc.userinfo(accessToken);
        if (info.sub !== idToken.sub) throw new AppError(401, 'auth:oidcFailed');
        claims = { ...info, sub: idToken.sub };
      }
      return start(await userFor(oidc.issuer, claims, language), origin);
    },
  };
}

export type OidcLoginService = ReturnType<typeof createOidcLoginService>;
