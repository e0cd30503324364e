// What Playwright's JSON report says went wrong, printed last in a run: CI keeps only the tail of
// a long log, and a failed or flaky test named there is one we can find and fix at the next start.
import { existsSync, readFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

function* testsOf(suite, titles = []) {
  const here = suite.title ? [...titles, suite.title] : titles;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) yield { title: [...here, spec.title].join(' › '), test };
  }
  for (const child of suite.suites ?? []) yield* testsOf(child, here);
}

function firstLines(text, count) {
  // The report keeps the terminal's colours; a log reader wants the words.
  const plain = stripVTControlCharacters(String(text ?? ''));
  return plain.split('\n').slice(0, count).join('\n      ');
}

/** Prints the failed and the flaky tests of a report; returns how many it printed. */
export function printE2eSummary(reportPath, label) {
  if (!existsSync(reportPath)) return 0;
  const report = JSON.parse(readFileSync(reportPath, 'utf8'));
  const problems = [];
  for (const suite of report.suites ?? []) {
    for (const { title, test } of testsOf(suite)) {
      if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
      const failure = (test.results ?? []).find((result) => result.status !== 'passed');
      problems.push({ title, status: test.status, error: failure?.error?.message });
    }
  }
  if (problems.length === 0) return 0;
  console.error(`\n${label}:`);
  for (const problem of problems) {
    const word = problem.status === 'flaky' ? 'flaky (passed on its retry)' : 'failed';
    console.error(`  - ${word}: ${problem.title}\n      ${firstLines(problem.error, 12)}`);
  }
  return problems.length;
}
