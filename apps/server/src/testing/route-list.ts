import type { FastifyInstance } from 'fastify';

export interface ListedRoute {
  method: string;
  /** With Fastify's `:param` placeholders. */
  url: string;
}

/**
 * Every route the app serves, read from `app.printRoutes()` (the router's own tree), so a test
 * that walks them cannot miss one a feature adds later. Lines look like `│   ├── /segment (POST, GET)`:
 * four characters of indentation per level, the segment continuing its parent's path.
 */
export function listRoutes(app: FastifyInstance): ListedRoute[] {
  const parents: string[] = [];
  const routes: ListedRoute[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/u.exec(line);
    if (!match) continue;
    const level = (match[1] ?? '').length / 4;
    const url = (parents[level - 1] ?? '') + (match[2] ?? '');
    parents[level] = url;
    parents.length = level + 1;
    for (const method of (match[3] ?? '').split(',').map((m) => m.trim())) {
      if (method) routes.push({ method, url });
    }
  }
  return routes;
}
