/**
 * `npm test`: installs everything (Chromium and xmllint from Debian when missing), builds, then runs every test
 * layer in order and ends with one line `N passed, N failed`; exits non-zero on any failure.
 *
 *   0. typecheck              `tsc` over every package (`pnpm -r typecheck`), before anything is built or run
 *   1. unit tests             shared/, sandbox/job-provider/ (its data set and search), sandbox/ai-provider/ (its
 *                             answers, faults and the official openai client against it), sandbox/mail-provider/
 *                             (Resend's API, its inbox and page), sandbox/cloudflare-api/ (Cloudflare API stand-in),
 *                             sandbox/turnstile/ (Turnstile's siteverify and widget stand-in),
 *                             sandbox/search-engines/ (Google's Indexing API and IndexNow stand-ins),
 *                             deploy/ (`npm run deploy` with the pinned wrangler against it)
 *   2. worker tests           workers/ (inside workerd, real local D1/KV/R2)
 *   3. component tests        shell/, mfe-jobs/, mfe-blog/, mfe-admin/ (happy-dom)
 *   4. browser tests          tests/ (Chromium against the running platform)
 *   5. deploy dry runs        `wrangler deploy --dry-run` of the gateway and of each remote's own worker, and
 *                             `npm run deploy -- --dry-run` (offline)
 *
 * `npm test -- --browser [tests/a.test.ts …]` builds and runs only the browser tests (those files, or all of them).
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { build } from './build.mjs';
import { install, pnpm, root, run, step, toolEnv, wrangler } from './lib/proc.mjs';
import { packageOf, remoteNames } from './lib/releases.mjs';
import { ensureSystemPackages } from './lib/system.mjs';
import { startTestPlatform } from './lib/test-platform.mjs';

const layers = [
  { name: 'unit tests', packages: ['shared', 'sandbox/job-provider', 'sandbox/ai-provider', 'sandbox/mail-provider', 'sandbox/cloudflare-api', 'sandbox/search-engines', 'sandbox/turnstile', 'deploy'] },
  { name: 'worker tests', packages: ['workers'] },
  { name: 'component tests', packages: ['shell', 'mfe-jobs', 'mfe-blog', 'mfe-admin'] },
  { name: 'browser tests', packages: ['tests'], platform: true, seed: [join(root, 'tests', 'fixtures', 'seed.sql')] },
];

const browserOnly = process.argv.includes('--browser');
/** The browser test files named after --browser, relative to tests/ (none: every file). */
const browserFiles = browserOnly ? process.argv.slice(process.argv.indexOf('--browser') + 1).map((f) => f.replace(/^tests\//, '')) : [];
const started = Date.now();
const reports = mkdtempSync(join(tmpdir(), 'rdj-reports-'));
process.on('exit', () => rmSync(reports, { recursive: true, force: true }));
const results = [];

function hasTestFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', 'dist', '.wrangler'].includes(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory() ? hasTestFiles(path) : /\.test\.(ts|tsx|mts|js|mjs)$/.test(entry.name)) return true;
  }
  return false;
}

/** Counts from vitest's JSON report. A non-zero exit with no failed test (an import error, an unhandled error) still fails. */
function countsOf(reportFile, code) {
  if (!existsSync(reportFile)) return { passed: 0, failed: 1, note: `vitest exited ${code} without a report` };
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  const skipped = report.numPendingTests + report.numTodoTests;
  let failed = report.numFailedTests + skipped;
  const notes = [];
  const failures = report.testResults.flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => ({ file: relative(root, file.name), name: test.fullName, message: String(test.failureMessages?.[0] ?? '').split('\n')[0] })),
  );
  if (skipped > 0) notes.push(`${skipped} skipped (counted as failed: no skipped tests here)`);
  if (code !== 0 && failed === 0) {
    failed = 1;
    notes.push(`vitest exited ${code}: errors outside the tests, see its output`);
  }
  return { passed: report.numPassedTests, failed, note: notes.join('; '), failures };
}

async function runPackage(layer, pkg, env) {
  const dir = join(root, pkg);
  // Every package must have tests: one without would otherwise pass unnoticed or stop at "No test files found".
  if (!hasTestFiles(dir)) {
    console.log(`\n==> ${layer.name}: ${pkg} has no test files`);
    results.push({ layer: layer.name, pkg, passed: 0, failed: 1, note: 'no test files' });
    return;
  }
  step(`${layer.name}: ${pkg}`);
  const reportFile = join(reports, `${pkg}.json`);
  const args = ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`];
  if (layer.platform) args.push(...browserFiles);
  const code = await run(join(dir, 'node_modules', '.bin', 'vitest'), args, { cwd: dir, env, allowFail: true });
  results.push({ layer: layer.name, pkg, ...countsOf(reportFile, code) });
}

async function runBrowserLayer(layer) {
  let platform;
  try {
    platform = await startTestPlatform({ seed: layer.seed });
  } catch (error) {
    results.push({ layer: layer.name, pkg: 'tests', passed: 0, failed: 1, note: `platform did not start: ${error.message}` });
    return;
  }
  try {
    const env = {
      ...toolEnv,
      BASE_URL: platform.baseUrl,
      PROVIDER_URL: platform.providerUrl,
      MAIL_URL: platform.mailUrl,
      PERSIST_DIR: platform.persistTo,
      ADMIN_EMAIL: platform.admin.email,
      ADMIN_PASSWORD: platform.admin.password,
    };
    for (const pkg of layer.packages) await runPackage(layer, pkg, env);
    if (results.some((r) => r.layer === layer.name && r.failed > 0)) {
      console.log(`--- last lines of the platform's log ---\n${platform.logTail()}\n---`);
    }
  } finally {
    step('Stopping the platform');
    await platform.stop();
  }
}

/** Each worker must bundle and validate for deployment on its own, offline: one result per worker. */
async function runDeployDryRuns() {
  const layer = 'deploy dry runs';
  const configs = ['wrangler.toml', ...remoteNames.map((name) => `${packageOf(name)}/wrangler.toml`)];
  for (const config of configs) {
    step(`${layer}: ${config}`);
    const outdir = mkdtempSync(join(tmpdir(), 'rdj-deploy-'));
    try {
      const { code, out } = await wrangler(['deploy', '--dry-run', '--outdir', outdir, '-c', config], { capture: true, allowFail: true });
      const size = /Total Upload: ([^\n]+)/.exec(out)?.[1] ?? '';
      if (code !== 0) console.log(out);
      results.push({ layer, pkg: config, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, note: code === 0 ? size : 'dry run failed' });
    } finally {
      rmSync(outdir, { recursive: true, force: true });
    }
  }
  step(`${layer}: npm run deploy -- --dry-run`);
  const { code, out } = await run(join(root, 'node_modules', '.bin', 'tsx'), ['deploy/src/main.ts', '--dry-run'], { capture: true, allowFail: true });
  console.log(out);
  const commands = out.split('\n').filter((line) => line.startsWith('$ ')).length;
  results.push({ layer, pkg: 'npm run deploy', passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, note: code === 0 ? `${commands} commands printed` : 'dry run failed' });
}

function printSummary() {
  const seconds = Math.round((Date.now() - started) / 1000);
  const rows = [['Layer', 'Package', 'Passed', 'Failed', 'Note'], ...results.map((r) => [r.layer, r.pkg, String(r.passed), String(r.failed), r.note ?? ''])];
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  const line = (row) => row.map((cell, i) => (i === 2 || i === 3 ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join('  ').trimEnd();
  console.log(`\n${line(rows[0])}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const row of rows.slice(1)) console.log(line(row));
  // The failed tests are named again here, at the end, where a log cut to its last lines still shows them.
  const failures = results.flatMap((r) => r.failures ?? []);
  if (failures.length > 0) {
    console.log('\nFailed tests:');
    for (const f of failures) console.log(`  ${f.file} > ${f.name}\n      ${f.message.slice(0, 300)}`);
  }
  console.log(`\nTotal time ${seconds} s`);
  const passed = results.reduce((sum, r) => sum + r.passed, 0);
  const failed = results.reduce((sum, r) => sum + r.failed, 0);
  console.log(`${passed} passed, ${failed} failed`);
  return failed;
}

/** Every package's types, checked first: one result, which fails the run however the tests fare. */
async function typecheck() {
  step('typecheck: every package');
  const { code, out } = await pnpm(['-r', '--no-bail', 'typecheck'], { capture: true, allowFail: true });
  if (code !== 0) console.log(out.split('\n').filter((line) => /error TS|ERR_PNPM/.test(line)).join('\n'));
  results.push({ layer: 'typecheck', pkg: 'every package', passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, note: code === 0 ? '' : 'type errors, listed above' });
}

async function main() {
  step('Installing dependencies');
  await install();
  await ensureSystemPackages();
  if (!browserOnly) await typecheck();
  await build();
  for (const layer of layers.filter((l) => !browserOnly || l.platform)) {
    if (layer.platform) await runBrowserLayer(layer);
    else for (const pkg of layer.packages) await runPackage(layer, pkg, toolEnv);
  }
  if (!browserOnly) await runDeployDryRuns();
  const failed = printSummary();
  process.exit(failed > 0 ? 1 : 0);
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping`);
    process.exit(130);
  });
}

main().catch((error) => {
  console.error(`\nnpm test failed before the tests finished: ${error.message}`);
  results.push({ layer: 'setup', pkg: '-', passed: 0, failed: 1, note: error.message.split('\n')[0] });
  printSummary();
  process.exit(1);
});
