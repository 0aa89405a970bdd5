// `npm run dev`: the API server (restarts on change) on :3000 and Vite with hot reload on :5173,
// which proxies /api to the server.
import { spawn } from 'node:child_process';

const children = [
  spawn(process.execPath, ['--watch', '--import', 'tsx', 'apps/server/src/main.ts'], {
    stdio: 'inherit',
    env: { NODE_ENV: 'development', PORT: '3000', ...process.env },
  }),
  spawn('npx', ['vite', 'apps/web', '--port', '5173', '--strictPort'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
