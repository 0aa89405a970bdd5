import type { FastifyInstance } from 'fastify';
import type { AppDependencies } from '../app.ts';
import { serverVersion } from '../version.ts';
import { registerHealthRoute } from './health.ts';

/** One place that mounts every API route module under /api. */
export async function registerRoutes(app: FastifyInstance, { database }: AppDependencies): Promise<void> {
  registerHealthRoute(app, database, serverVersion);
}
