// Names the failed tests of the JSON reports CI writes (vitest's and Playwright's), so the tail of a red run says
// which test failed without scrolling back through the whole log.
// Usage: node scripts/failed-tests.mjs REPORT.json [REPORT.json ...]; missing or unreadable files are skipped.
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

const firstLine = (text) =>
  String(text ?? '')
    .split('\n')
    .find((line) => line.trim() !== '') ?? '';

/** vitest's JSON reporter: testResults[] per file, assertionResults[] per test. */
function vitestFailures(report) {
  const out = [];
  for (const file of report.testResults ?? []) {
    const name = relative(process.cwd(), file.name ?? '');
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) out.push(`${name} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    if (failed.length === 0 && file.status === 'failed') out.push(`${name}: ${firstLine(file.message)}`);
  }
  return out;
}

/** Playwright's JSON reporter: nested suites, specs with tests and their results. */
function playwrightFailures(report) {
  const out = [];
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      if (spec.ok) continue;
      const error = spec.tests?.flatMap((test) => test.results ?? []).find((result) => result.error)?.error;
      out.push(`${[...path, spec.title].join(' › ')}: ${firstLine(error?.message)}`);
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  for (const error of report.errors ?? []) out.push(`(outside a test): ${firstLine(error.message)}`);
  return out;
}

const failures = [];
for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) continue;
  let report;
  try {
    report = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    failures.push(`${file}: not readable as JSON`);
    continue;
  }
  failures.push(...('testResults' in report ? vitestFailures(report) : playwrightFailures(report)));
}
if (failures.length > 0) {
  console.log('Failed tests:');
  for (const line of failures) console.log(`  ${line.length > 400 ? `${line.slice(0, 400)}…` : line}`);
}
