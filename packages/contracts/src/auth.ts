import { z } from 'zod';
import { currentPasswordField, emailField } from './fields.ts';
import { textLimits } from './limits.ts';
import { userSchema } from './user.ts';

/** Where the sign-in comes from (SPEC §9): web = 1, app = 2. */
export const loginOriginTypes = { web: 1, app: 2 } as const;
export const loginOriginTypeSchema = z.union([z.literal(1), z.literal(2)]);
export type LoginOriginType = z.infer<typeof loginOriginTypeSchema>;

/** Refresh tokens are 43 base64url characters; anything much longer is not one of ours. */
const refreshTokenField = z.string().max(200);

/** POST /api/login */
export const loginRequestSchema = z.object({
  email: emailField,
  password: currentPasswordField,
  loginOriginType: loginOriginTypeSchema.default(1),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** Answer of every sign-in and of POST /api/login/refresh-token, inside `data` (SPEC §3). */
export const loginResponseSchema = z.object({
  token: z.string(),
  refreshToken: z.string(),
  user: userSchema,
  /**
   * True when this sign-in created the account (registration, first third-party sign-in): the web
   * app then keeps the browser's theme and language and saves them to the account, instead of
   * applying the account's (docs/auth.md "Preferences").
   */
  newAccount: z.boolean().optional(),
  /**
   * True after an admin reset the password: the web app sends the user to choose a new one before
   * anything else (docs/admin.md).
   */
  mustChangePassword: z.boolean().optional(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** POST /api/login/refresh-token: `token` is the refresh token. */
export const refreshTokenRequestSchema = z.object({
  token: refreshTokenField.min(1),
  loginOriginType: loginOriginTypeSchema.default(1),
});
export type RefreshTokenRequest = z.input<typeof refreshTokenRequestSchema>;

/** POST /api/login/logout: the refresh token may be empty when "remember me" was off. */
export const logoutRequestSchema = z.object({ refreshToken: refreshTokenField.optional() });
export type LogoutRequest = z.input<typeof logoutRequestSchema>;

/** POST /api/login/google: an OpenID Connect access token (implicit flow). */
export const oidcAccessTokenRequestSchema = z.object({
  accessToken: z.string().min(1).max(4096),
  loginOriginType: loginOriginTypeSchema.default(1),
});
export type OidcAccessTokenRequest = z.input<typeof oidcAccessTokenRequestSchema>;

/** POST /api/login/google/code: an authorization code (code flow, PKCE verifier and nonce optional). */
export const oidcCodeRequestSchema = z.object({
  code: z.string().min(1).max(4096),
  redirectUri: z.url().max(textLimits.url),
  codeVerifier: z.string().min(43).max(128).optional(),
  nonce: z.string().min(1).max(200).optional(),
  loginOriginType: loginOriginTypeSchema.default(1),
});
export type OidcCodeRequest = z.input<typeof oidcCodeRequestSchema>;

/** The scopes the web app asks the issuer for (SPEC §7: openid, profile and email). */
export const oidcScopes = 'openid profile email';

/**
 * GET /api/login/oidc-config: what the web app needs to start the authorization-code flow.
 * `enabled: false` (nothing else) when the server has no OIDC client id.
 */
export const oidcConfigSchema = z.discriminatedUnion('enabled', [
  z.object({ enabled: z.literal(false) }),
  z.object({
    enabled: z.literal(true),
    /** The issuer (OIDC_ISSUER), e.g. https://accounts.google.com; the web app names the button after it. */
    issuer: z.string(),
    /** From the issuer's discovery document. */
    authorizationEndpoint: z.url(),
    clientId: z.string(),
    scopes: z.literal(oidcScopes),
  }),
]);
export type OidcConfig = z.infer<typeof oidcConfigSchema>;
