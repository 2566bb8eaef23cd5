// How long each test file took, for CI's closing tables.
// - As a Vitest reporter (`--reporter=./scripts/test-file-times.mjs`), it writes each file's
//   time to the JSON file FILE_TIMES_REPORT names: import, setup, every test and every hook,
//   the beforeAll that starts a browser file's server included (Vitest's own JSON report
//   counts the tests alone).
//   With each file it notes the tests that failed and why (the first line of the first error),
//   so CI's last lines name what failed: its output may be read from the end only.
// - Run by node with "<lane>=<report.json>" arguments, it prints each lane's ten slowest files,
//   then every failure the reports hold (with --failures first, the failures alone).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const SHOWN = 10;

export default class TestFileTimes {
  /** @param {ReadonlyArray<import('vitest/node').TestModule>} modules */
  onTestRunEnd(modules) {
    const path = process.env.FILE_TIMES_REPORT;
    if (!path) return;
    const files = modules.map((module) => {
      const d = module.diagnostic();
      const ms =
        d.environmentSetupDuration +
        d.prepareDuration +
        d.setupDuration +
        d.collectDuration +
        d.duration;
      return {
        file: relative(process.cwd(), module.moduleId),
        seconds: ms / 1000,
        failures: failuresOf(module),
      };
    });
    writeFileSync(path, JSON.stringify(files));
  }
}

const firstLine = (/** @type {string | undefined} */ text) =>
  (text ?? '').split('\n').find((line) => line.trim() !== '') ?? '(no message)';

/** @param {import('vitest/node').TestModule} module */
function failuresOf(module) {
  const failures = module.errors().map((error) => `(the file) ${firstLine(error.message)}`);
  for (const test of module.children.allTests('failed')) {
    failures.push(`${test.fullName}: ${firstLine(test.result().errors?.[0]?.message)}`);
  }
  return failures;
}

/** @param {string} lane @param {string} path */
function printSlowest(lane, path) {
  console.log(`\n${lane}: the ${SHOWN} slowest files`);
  if (!existsSync(path)) {
    console.log('  (no report: the step did not finish)');
    return;
  }
  /** @type {{ file: string, seconds: number }[]} */
  const files = JSON.parse(readFileSync(path, 'utf8'));
  files.sort((a, b) => b.seconds - a.seconds);
  for (const { file, seconds } of files.slice(0, SHOWN)) {
    console.log(`  ${seconds.toFixed(1).padStart(7)} s  ${file}`);
  }
  const total = files.reduce((sum, { seconds }) => sum + seconds, 0);
  console.log(`  ${total.toFixed(1).padStart(7)} s  all ${files.length} files, added up`);
}

/** @param {[string, string][]} reports */
function printFailures(reports) {
  const lines = [];
  for (const [lane, path] of reports) {
    if (!existsSync(path)) continue;
    /** @type {{ file: string, failures?: string[] }[]} */
    const files = JSON.parse(readFileSync(path, 'utf8'));
    for (const { file, failures = [] } of files) {
      for (const failure of failures) lines.push(`  ${lane}: ${file}: ${failure}`);
    }
  }
  if (lines.length) console.log(`\nFailed tests\n${lines.join('\n')}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // `--failures`: only what failed (CI prints it last).
  const failuresOnly = process.argv[2] === '--failures';
  /** @type {[string, string][]} */
  const reports = process.argv.slice(failuresOnly ? 3 : 2).map((argument) => {
    const split = argument.lastIndexOf('=');
    return [argument.slice(0, split), argument.slice(split + 1)];
  });
  if (!failuresOnly) for (const [lane, path] of reports) printSlowest(lane, path);
  printFailures(reports);
}
