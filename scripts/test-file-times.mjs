// How long each test file took, for CI's closing tables.
// - As a Vitest reporter (`--reporter=./scripts/test-file-times.mjs`), it writes each file's
//   time to the JSON file FILE_TIMES_REPORT names: import, setup, every test and every hook,
//   the beforeAll that starts a browser file's server included (Vitest's own JSON report
//   counts the tests alone).
// - Run by node with "<lane>=<report.json>" arguments, it prints each lane's ten slowest files.
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
      return { file: relative(process.cwd(), module.moduleId), seconds: ms / 1000 };
    });
    writeFileSync(path, JSON.stringify(files));
  }
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

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const argument of process.argv.slice(2)) {
    const split = argument.lastIndexOf('=');
    printSlowest(argument.slice(0, split), argument.slice(split + 1));
  }
}
