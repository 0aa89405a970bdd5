// `npm start`: one process serving the API and the built web app.
import { ConfigError } from './config/env.ts';
import { DataDirInUseError } from './db/data-dir-lock.ts';
import { DatabaseUnavailableError } from './db/database.ts';
import { PortInUseError, startServer } from './start.ts';

const knownFailures = [ConfigError, DatabaseUnavailableError, DataDirInUseError, PortInUseError];

try {
  const server = await startServer();
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    server.app.log.info({ signal }, 'shutting down');
    // A hung close must not keep the process alive forever.
    setTimeout(() => process.exit(1), 10_000).unref();
    await server.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  const lines = [
    '',
    `  OHP platform is running at ${server.config.publicUrl ?? server.url}`,
    `  Database: ${server.database.kind === 'pglite' ? `embedded PGlite in ${server.config.dataDir}` : 'PostgreSQL server (DATABASE_URL)'}`,
  ];
  if (server.demoAccount) {
    lines.push(
      `  Demo account created: ${server.demoAccount.email} / ${server.demoAccount.password}`,
      server.database.kind === 'pglite' ? `  (also saved in ${server.config.dataDir}/demo-account.txt)` : '',
    );
  }
  console.log(`${lines.filter(Boolean).join('\n')}\n`);
} catch (error) {
  if (knownFailures.some((type) => error instanceof type)) {
    console.error(`\nCannot start the OHP server:\n  ${(error as Error).message}\n`);
  } else {
    console.error('\nCannot start the OHP server:', error);
  }
  process.exit(1);
}
