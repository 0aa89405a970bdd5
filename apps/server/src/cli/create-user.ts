// `npm run user:create -- --email a@b.c --password 'Secret-123' [--name Ana] [--admin]`
// `npm run user:create -- --promote a@b.c`: makes an existing user an admin (docs/admin.md).
// Works whether the server runs or not: when a running server owns the embedded database
// (DATA_DIR), the command goes through it; otherwise it opens the database itself.
import { parseArgs } from 'node:util';
import { passwordProblem } from '@ohp/contracts';
import { loadConfig } from '../config/env.ts';
import { DataDirInUseError, type OwnerRecord } from '../db/data-dir-lock.ts';
import { openDatabase } from '../db/database.ts';
import { localAccountPath, localTokenHeader } from '../features/users/local-account-route.ts';
import { type LocalAccountCommand, runLocalAccountCommand } from '../features/users/local-accounts.ts';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    name: { type: 'string', default: 'Admin' },
    'last-name': { type: 'string', default: '' },
    admin: { type: 'boolean', default: false },
    promote: { type: 'string' },
  },
});

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function commandFromArguments(): LocalAccountCommand {
  if (values.promote !== undefined) return { kind: 'promote', email: values.promote };
  const email = values.email?.trim().toLowerCase();
  if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) fail('Give a valid --email');
  if (!values.password) fail('Give a --password');
  const problem = passwordProblem(values.password);
  if (problem) fail(`The password does not follow the rules: ${problem}`);
  return {
    kind: 'upsert',
    email,
    password: values.password,
    name: values.name,
    lastName: values['last-name'],
    admin: values.admin,
  };
}

/** Sends the command to the server that owns DATA_DIR (its address and secret are in the lock). */
async function throughRunningServer(owner: OwnerRecord, command: LocalAccountCommand) {
  if (!owner.url)
    fail(`The server (pid ${owner.pid}) owning ${config.dataDir} is still starting: try again in a moment.`);
  const res = await fetch(`${owner.url}${localAccountPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [localTokenHeader]: owner.localToken, 'x-language': 'en' },
    body: JSON.stringify(command),
    signal: AbortSignal.timeout(30_000),
  }).catch((error: unknown) =>
    fail(
      `The server (pid ${owner.pid}) owning ${config.dataDir} does not answer at ${owner.url}: ${String(error)}`,
    ),
  );
  const body = (await res.json().catch(() => ({}))) as {
    data?: { ok: boolean; message: string };
    error?: string;
  };
  if (!body.data) fail(`The running server refused the command: ${body.error ?? res.status}`);
  return body.data;
}

const config = loadConfig();
const command = commandFromArguments();

let outcome: { ok: boolean; message: string };
try {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.withStartupLock(() => database.migrate());
    outcome = await runLocalAccountCommand(database.db, command);
  } finally {
    await database.close();
  }
} catch (error) {
  if (!(error instanceof DataDirInUseError)) throw error;
  outcome = await throughRunningServer(error.owner, command);
  outcome = { ...outcome, message: `${outcome.message} (through the running server at ${error.owner.url})` };
}
if (!outcome.ok) fail(outcome.message);
console.log(outcome.message);
