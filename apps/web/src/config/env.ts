// Build-time configuration. The API is served by the same origin under /api (the dev server proxies it).
export const env = {
  apiBaseUrl: (import.meta.env.VITE_API_BASE_URL as string | undefined) ?? '/api',
  /** Login origin sent to the API (SPEC §9: web=1, app=2). */
  loginOriginType: 1,
} as const;
