#!/usr/bin/env node
// Launcher for `npx ohp`: loads tsx's ESM hooks in this process, then runs the TypeScript entry.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/main.ts');
process.exitCode = await main(process.argv.slice(2));
