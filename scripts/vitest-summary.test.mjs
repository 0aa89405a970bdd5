import { describe, expect, it } from 'vitest';
import { summariseVitestRun } from './vitest-summary.mjs';

// Report shapes as Vitest 4 writes them (a throwing beforeAll checked against a real run).
const root = '/repo/';
const test = (title, status, failureMessages = []) => ({ title, fullName: title, status, failureMessages });
const file = (path, status, assertionResults, message = '') => ({
  name: `${root}${path}`,
  status,
  message,
  assertionResults,
});
const report = (files) => ({
  numPassedTests: files.flatMap((f) => f.assertionResults).filter((t) => t.status === 'passed').length,
  numFailedTests: files.flatMap((f) => f.assertionResults).filter((t) => t.status === 'failed').length,
  testResults: files,
});
const summarise = (name, files, exitedOk, seconds = '1.0') =>
  summariseVitestRun({ name, report: report(files), exitedOk, seconds, root });

describe('summariseVitestRun', () => {
  it('counts a clean run as its passed tests and no failure', () => {
    const r = summarise('browser', [file('e2e/a.e2e.ts', 'passed', [test('a', 'passed')])], true);
    expect(r).toEqual({ passed: 1, failed: 0, lines: ['ok     browser: 1 passed, 0 failed (1.0 s)'] });
  });

  // What vitest writes when a beforeAll throws: the file failed, its tests skipped, none failed.
  it('counts a file whose hook threw as one failure and names it with its skipped tests', () => {
    const r = summarise(
      'browser',
      [
        file('e2e/ok.e2e.ts', 'passed', [test('x', 'passed')]),
        file(
          'e2e/hook.e2e.ts',
          'failed',
          [test('one', 'skipped'), test('two', 'skipped')],
          'Hook timed out in 120000ms.\nmore',
        ),
      ],
      false,
      '2.0',
    );
    expect(r.passed).toBe(1);
    expect(r.failed).toBe(1);
    expect(r.lines).toEqual([
      'FAILED browser: 1 passed, 1 failed (2.0 s)',
      '         broken file e2e/hook.e2e.ts (2 tests not run): Hook timed out in 120000ms.',
    ]);
  });

  it('counts a file that failed to load as one failure', () => {
    const r = summarise('unit', [file('a.test.ts', 'failed', [], 'SyntaxError: x')], false);
    expect(r.failed).toBe(1);
    expect(r.lines[1]).toBe('         broken file a.test.ts: SyntaxError: x');
  });

  it('names failed tests and tests that passed only on their retry', () => {
    const r = summarise(
      'unit',
      [
        file('a.test.ts', 'failed', [
          test('flaky', 'passed', ['Error: once\nstack']),
          test('bad', 'failed', ['Error: no']),
        ]),
      ],
      false,
    );
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
    const r = summarise('unit', [file('a.test.ts', 'passed', [test('a', 'passed')])], false);
    expect(r.failed).toBe(1);
    expect(r.lines[1]).toContain('unhandled error');
  });
});
