/**
 * A throw-away platform for browser tests, the probe and the benchmark: a free port from 8795, fresh local state in a
 * temp directory (migrations, pointers, a test administrator with a random password, random signing secrets unless
 * .dev.vars sets them), the sandbox job, AI and mail providers, search engines and the Turnstile stand-in (always,
 * whatever .dev.vars says: tests never reach a real provider; the mail sandbox reports bounces to this platform's
 * POST /api/mail/events) and wrangler dev in the background.
 *
 * `remotes` names the remote workers to run (all when not given): leaving one out is a remote that is down.
 * `sampleBlog` adds the blog's nine sample posts and images, as `npm start` does.
 * `seed` lists SQL files applied to the local D1 before wrangler dev starts, for data the product's HTTP API cannot
 * put there yet: tests then need not write the persist directory from another process while the platform runs (such
 * writes stalled its navigations).
 * `logLevel` is wrangler's (warn by default); 'log' also writes the worker's console.log lines to `logFile` (the bench
 * reads the alerts' match lines there).
 * `fillIndex` (true by default): one ingest run of the sandbox provider fills the job index before the platform is
 * handed over, as `npm start` does, so every listing has its jobs (docs/job-index.md#ingest).
 * `vars` sets more of the worker's variables (the mix bench's USAGE_LOG and purge zone).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { prepareState, signingVars, startAiSandbox, startMailSandbox, startProviderSandbox, startTurnstileSandbox } from './platform.mjs';
import { seedSampleBlog } from './sample-blog.mjs';
import { startSearchEnginesSandbox } from './search-engines.mjs';
import { step, wrangler } from './proc.mjs';
import { fillJobIndex, freePort, host, killNow, startDev, stopDev, waitForHealth } from './server.mjs';

export const firstTestPort = 8795;

export async function startTestPlatform({ seed = [], remotes, sampleBlog = false, logLevel, fillIndex = true, vars: more = {} } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'rdj-platform-'));
  const persistTo = join(dir, 'state');
  const logFile = join(dir, 'wrangler.log');
  const admin = { email: 'test-admin@example.com', password: `test-${randomBytes(12).toString('hex')}` };
  let server = null;
  let sandbox = null;
  let aiSandbox = null;
  let mailSandbox = null;
  let turnstile = null;
  let searchSandbox = null;
  // Also on an interrupt or a crash: `exit` handlers run synchronously, so the server is killed outright.
  const onExit = () => {
    killNow(server);
    killNow(sandbox?.child);
    killNow(aiSandbox?.child);
    killNow(mailSandbox?.child);
    killNow(turnstile?.child);
    killNow(searchSandbox?.child);
    rmSync(dir, { recursive: true, force: true });
  };
  // Node ends on SIGINT/SIGTERM without running `exit` handlers unless something listens: exit through them.
  const onSignal = () => process.exit(130);
  process.on('exit', onExit);
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  const platform = {
    persistTo,
    admin,
    baseUrl: '',
    /** The sandbox job provider's JOBS_API_URL (`{providerUrl}/{key}` searches; `fault-` keys misbehave). */
    providerUrl: '',
    /** The sandbox AI provider's URL (AI_BASE_URL is it plus /v1; `fault-` keys misbehave, `__last/{key}` logs). */
    aiProviderUrl: '',
    /** The sandbox mail provider's URL (MAIL_API_URL): every mail the platform sends, at `{mailUrl}/api/messages`. */
    mailUrl: '',
    /** The Turnstile stand-in's URL: its widget script and siteverify (`{turnstileUrl}/__requests` logs the calls). */
    turnstileUrl: '',
    /** The sandbox search engines' URL: what Google and IndexNow were told, at `{searchEnginesUrl}/__requests`. */
    searchEnginesUrl: '',
    /** What wrangler writes (its stdout and stderr), until `stop` removes it. */
    logFile,
    /** wrangler dev's process id: its workers run in processes below it. */
    pid: 0,
    /** Runs one ingest run of the sandbox provider, as the cron does, and resolves once it has filled the index. */
    async fillIndex() {
      step('Filling the job index from the sandbox provider');
      const index = await fillJobIndex(platform.baseUrl);
      if (!index.filled) throw new Error('the job index was not filled in time');
      console.log(`  refreshed at ${index.refreshedAt}`);
    },
    /** The last lines wrangler wrote: shown when something went wrong. */
    logTail(lines = 40) {
      try {
        return readFileSync(logFile, 'utf8').split('\n').slice(-lines).join('\n');
      } catch {
        return '';
      }
    },
    async stop() {
      await stopDev(server);
      await stopDev(sandbox?.child);
      await stopDev(aiSandbox?.child);
      await stopDev(mailSandbox?.child);
      await stopDev(turnstile?.child);
      await stopDev(searchSandbox?.child);
      process.off('exit', onExit);
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
      rmSync(dir, { recursive: true, force: true });
    },
  };

  try {
    await prepareState(persistTo, admin);
    if (sampleBlog) await seedSampleBlog(persistTo);
    for (const file of seed) {
      step(`Seeding the local D1 with ${file}`);
      await wrangler(['d1', 'execute', 'DB', '--local', '--persist-to', persistTo, '--file', file], { capture: true });
    }
    // Chosen first: the mail sandbox's webhook names the platform's address (freePort hands it out only once).
    const port = await freePort(firstTestPort);
    platform.baseUrl = `http://${host}:${port}`;
    step('Starting the sandbox job provider');
    sandbox = await startProviderSandbox({ stderr: openSync(logFile, 'a') });
    platform.providerUrl = sandbox.url;
    console.log(`  ${sandbox.url} (PID ${sandbox.child.pid})`);
    step('Starting the sandbox AI provider');
    aiSandbox = await startAiSandbox({ stderr: openSync(logFile, 'a') });
    platform.aiProviderUrl = aiSandbox.url;
    console.log(`  ${aiSandbox.url} (PID ${aiSandbox.child.pid})`);
    step('Starting the sandbox mail provider');
    mailSandbox = await startMailSandbox({ gatewayUrl: platform.baseUrl, persistTo, stderr: openSync(logFile, 'a') });
    platform.mailUrl = mailSandbox.url;
    console.log(`  ${mailSandbox.url} (PID ${mailSandbox.child.pid})`);
    step('Starting the Turnstile stand-in');
    turnstile = await startTurnstileSandbox({ stderr: openSync(logFile, 'a') });
    platform.turnstileUrl = turnstile.url;
    console.log(`  ${turnstile.url} (PID ${turnstile.child.pid})`);
    step('Starting the sandbox search engines');
    searchSandbox = await startSearchEnginesSandbox({ persistTo, stderr: openSync(logFile, 'a') });
    platform.searchEnginesUrl = searchSandbox.url;
    console.log(`  ${searchSandbox.url} (PID ${searchSandbox.child.pid})`);
    step(`Starting the platform on ${platform.baseUrl} (log: ${logFile})`);
    const vars = { ...sandbox.vars, ...aiSandbox.vars, ...mailSandbox.vars, ...turnstile.vars, ...searchSandbox.vars, ...signingVars(persistTo), ...more };
    server = await startDev({ port, persistTo, stdio: openSync(logFile, 'a'), background: true, vars, remotes, logLevel });
    await waitForHealth(platform.baseUrl, server);
    platform.pid = server.pid;
    console.log(`  server PID ${server.pid} answers ${platform.baseUrl}/api/health`);
    if (fillIndex) await platform.fillIndex();
  } catch (error) {
    const tail = platform.logTail();
    if (tail) console.error(`--- wrangler log ---\n${tail}\n---`);
    await platform.stop();
    throw error;
  }
  return platform;
}
