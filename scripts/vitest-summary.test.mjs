import { describe, expect, it } from 'vitest';
import { summariseVitestRun } from './vitest-summary.mjs';

const root = '/repo/';
const test = (title, status, failureMessages = []) => ({ title, fullName: title, status, failureMessages });
const report = (files) => ({
  numPassedTests: files.flatMap((f) => f.assertionResults).filter((t) => t.status === 'passed').length,
  numFailedTests: files.flatMap((f) => f.assertionResults).filter((t) => t.status === 'failed').length,
  testResults: files,
});

describe('summariseVitestRun', () => {
  it('counts a clean run as its passed tests and no failure', () => {
    const r = summariseVitestRun({
      name: 'browser',
      report: report([
        {
          name: '/repo/e2e/a.e2e.ts',
          status: 'passed',
          message: '',
          assertionResults: [test('a', 'passed')],
        },
      ]),
      exitedOk: true,
      seconds: '1.0',
      root,
    });
    expect(r).toEqual({ passed: 1, failed: 0, lines: ['ok     browser: 1 passed, 0 failed (1.0 s)'] });
  });

  // What vitest writes when a beforeAll throws: the file failed, its tests skipped, none failed.
  it('counts a file whose hook threw as one failure and names it with its skipped tests', () => {
    const r = summariseVitestRun({
      name: 'browser',
      report: report([
        {
          name: '/repo/e2e/ok.e2e.ts',
          status: 'passed',
          message: '',
          assertionResults: [test('x', 'passed')],
        },
        {
          name: '/repo/e2e/hook.e2e.ts',
          status: 'failed',
          message: 'Hook timed out in 120000ms.\nmore',
          assertionResults: [test('one', 'skipped'), test('two', 'skipped')],
        },
      ]),
      exitedOk: false,
      seconds: '2.0',
      root,
    });
    expect(r.passed).toBe(1);
    expect(r.failed).toBe(1);
    expect(r.lines).toEqual([
      'FAILED browser: 1 passed, 1 failed (2.0 s)',
      '         broken file e2e/hook.e2e.ts (2 tests not run): Hook timed out in 120000ms.',
    ]);
  });

  it('counts a file that failed to load as one failure', () => {
    const r = summariseVitestRun({
      name: 'unit',
      report: report([
        { name: '/repo/a.test.ts', status: 'failed', message: 'SyntaxError: x', assertionResults: [] },
      ]),
      exitedOk: false,
      seconds: '1.0',
      root,
    });
    expect(r.failed).toBe(1);
    expect(r.lines[1]).toBe('         broken file a.test.ts: SyntaxError: x');
  });

  it('names failed tests and tests that passed only on their retry', () => {
    const r = summariseVitestRun({
      name: 'unit',
      report: report([
        {
          name: '/repo/a.test.ts',
          status: 'failed',
          message: '',
          assertionResults: [
            test('flaky', 'passed', ['Error: once\nstack']),
            test('bad', 'failed', ['Error: no']),
          ],
        },
      ]),
      exitedOk: false,
      seconds: '1.0',
      root,
    });
    expect(r).toEqual({
      passed: 1,
      failed: 1,
      lines: [
        'FAILED unit: 1 passed, 1 failed (1.0 s)',
        '         ↻ passed on its retry: a.test.ts › flaky: Error: once',
        '         ✗ a.test.ts › bad: Error: no',
      ],
    });
  });

  it('counts a non-zero exit with every test passed (an unhandled error) as a failure', () => {
    const r = summariseVitestRun({
      name: 'unit',
      report: report([
        { name: '/repo/a.test.ts', status: 'passed', message: '', assertionResults: [test('a', 'passed')] },
      ]),
      exitedOk: false,
      seconds: '1.0',
      root,
    });
    expect(r.failed).toBe(1);
    expect(r.lines[1]).toContain('unhandled error');
  });
});
