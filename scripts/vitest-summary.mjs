// The lines `npm test` prints for one vitest run, from its JSON report: the totals, then every
// file and test a reader of CI's tail needs to name (CI keeps only the end of the output).

/** A file that failed without a failed test: it did not load, or a hook threw and skipped its tests. */
const isBroken = (file) =>
  file.status === 'failed' && !file.assertionResults.some((t) => t.status === 'failed');

const firstLine = (text) =>
  String(text ?? '')
    .split('\n')[0]
    .slice(0, 200);

/**
 * @param {{ name: string, report: any, exitedOk: boolean, seconds: string, root: string }} run
 * @returns {{ passed: number, failed: number, lines: string[] }}
 */
export function summariseVitestRun({ name, report, exitedOk, seconds, root }) {
  const brokenFiles = report.testResults.filter(isBroken).length;
  const failedHere = report.numFailedTests + brokenFiles;
  // Vitest exits non-zero with no failed test and no broken file on an unhandled error.
  const unexplained = !exitedOk && failedHere === 0;
  const lines = [
    `${exitedOk ? 'ok    ' : 'FAILED'} ${name}: ${report.numPassedTests} passed, ${failedHere} failed (${seconds} s)`,
  ];
  if (unexplained)
    lines.push('         exit code not 0 with no failed test: an unhandled error, printed above');
  for (const file of report.testResults) {
    const where = file.name.startsWith(root) ? file.name.slice(root.length) : file.name;
    if (isBroken(file)) {
      const notRun = file.assertionResults.filter((t) => t.status !== 'passed').length;
      lines.push(
        `         broken file ${where}${notRun ? ` (${notRun} tests not run)` : ''}: ${firstLine(file.message)}`,
      );
    }
    for (const test of file.assertionResults) {
      if (test.status === 'passed' && (test.failureMessages?.length ?? 0) > 0)
        lines.push(
          `         ↻ passed on its retry: ${where} › ${test.fullName}: ${firstLine(test.failureMessages[0])}`,
        );
      if (test.status === 'failed')
        lines.push(`         ✗ ${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    }
  }
  return { passed: report.numPassedTests, failed: failedHere + (unexplained ? 1 : 0), lines };
}
