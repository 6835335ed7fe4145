#!/usr/bin/env node
/**
 * `npm test`: every suite, then one closing line "N passed, N failed".
 * 1. Vitest: contracts, api (integration over HTTP), web (components).
 * 2. Playwright: builds the web app, runs the browser tests against the real server.
 * With TEST_DATABASE_URL set, the API tests run on PostgreSQL instead of SQLite, with the browser
 * tests tagged @every-database (e2e/tags.ts); the contracts, web component and other browser tests
 * are left to the run without it: they would only repeat the same run (decision 116).
 * The web build is skipped when apps/web/dist was built from the same sources (a hash of them is
 * kept in test-results/), so the second run does not build again.
 * TEST_SUMMARY_FILE=<path> also writes the counts as JSON (used by .ci/run to add up runs).
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'test-results');
mkdirSync(outDir, { recursive: true });
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const database = onPostgres ? 'PostgreSQL' : 'SQLite';
const totals = { passed: 0, failed: 0, skipped: 0, flaky: 0 };
let crashed = false;

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title} (${database}) ===`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  // CI has a time budget: each step says what it took.
  console.log(`=== ${title} (${database}): ${Math.round((Date.now() - started) / 1000)} s ===`);
  return result.status === 0;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

// 1. Vitest (on PostgreSQL, only the API project).
const vitestReport = path.join(outDir, 'vitest.json');
rmSync(vitestReport, { force: true });
const vitestOk = run(onPostgres ? 'API tests' : 'unit and API tests', 'npx', [
  'vitest',
  'run',
  ...(onPostgres ? ['--project', 'api'] : []),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
const vitest = readJson(vitestReport);
if (vitest) {
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
  totals.skipped += vitest.numPendingTests + (vitest.numTodoTests ?? 0);
  // A file that fails to load has no tests to count: count it as a failure.
  totals.failed += vitest.testResults.filter(
    (f) => f.status === 'failed' && f.assertionResults.length === 0,
  ).length;
}
if (!vitestOk && (!vitest || totals.failed === 0)) crashed = true;

// 2. Playwright (builds the app first: the browser tests run against the production build).
const webDist = path.join(root, 'apps/web/dist');
const buildInputs = ['apps/web', 'packages/contracts/src', 'package-lock.json'];
const buildSkipped = new Set(['node_modules', 'dist', 'dist-ssr', 'test']);

/** A hash of every file the web build reads. */
function hashOfBuildInputs() {
  const hash = createHash('sha256');
  const add = (relative) => {
    const full = path.join(root, relative);
    if (statSync(full).isDirectory()) {
      for (const name of readdirSync(full).sort())
        if (!buildSkipped.has(name)) add(path.join(relative, name));
    } else {
      hash.update(relative).update(readFileSync(full));
    }
  };
  buildInputs.forEach(add);
  return hash.digest('hex');
}

const inputsHash = hashOfBuildInputs();
const builtHashFile = path.join(outDir, 'web-built-from.json');
let buildOk = true;
if (readJson(builtHashFile) === inputsHash && existsSync(path.join(webDist, 'index.html'))) {
  console.log(`\n=== web build (${database}) ===\napps/web/dist is built from these sources.`);
} else {
  rmSync(builtHashFile, { force: true });
  buildOk = run('web build', 'npm', ['run', 'build', '--workspace', '@chamber/web']);
  if (buildOk) writeFileSync(builtHashFile, JSON.stringify(inputsHash));
}
if (!buildOk) {
  crashed = true;
} else {
  const playwrightReport = path.join(outDir, 'playwright.json');
  rmSync(playwrightReport, { force: true });
  const e2eOk = run(
    'browser tests',
    'npx',
    ['playwright', 'test', '--config', 'e2e/playwright.config.ts'],
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
    },
  );
  const report = readJson(playwrightReport);
  if (report?.stats) {
    totals.passed += report.stats.expected;
    totals.failed += report.stats.unexpected;
    totals.flaky += report.stats.flaky ?? 0;
    totals.passed += report.stats.flaky ?? 0;
    totals.skipped += report.stats.skipped;
  }
  if (!e2eOk && (!report || report.stats.unexpected === 0)) crashed = true;
}

if (crashed) totals.failed = Math.max(totals.failed, 1);
if (process.env.TEST_SUMMARY_FILE)
  writeFileSync(process.env.TEST_SUMMARY_FILE, JSON.stringify(totals));
if (totals.flaky) {
  console.log(
    `\n${totals.flaky} browser test(s) passed only on their retry (flaky): see the list above.`,
  );
}
console.log(
  `\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(totals.failed > 0 ? 1 : 0);
