/**
 * `npm start`: installs, builds, prepares local data in .wrangler/state (migrations, remote pointers, the
 * demo administrator, the signing secrets .dev.vars does not set), starts the sandbox job, AI and mail providers,
 * search engines and the Turnstile stand-in (each unless .dev.vars names the real one) and runs the whole platform at
 * http://127.0.0.1:8787 in the foreground.
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { build } from './build.mjs';
import { devVar, prepareState, signingVars, startAiSandbox, startMailSandbox, startProviderSandbox, startTurnstileSandbox } from './lib/platform.mjs';
import { install, root, step } from './lib/proc.mjs';
import { seedSampleBlog } from './lib/sample-blog.mjs';
import { realSearchEngines, realSearchEnginesLine, startSearchEnginesSandbox } from './lib/search-engines.mjs';
import { assertFree, fillJobIndex, host, killNow, startDev, stopDev, waitForHealth } from './lib/server.mjs';

const { values: flags } = parseArgs({ options: { port: { type: 'string' }, 'persist-to': { type: 'string' } } });
/** 8787 is wrangler's own default; `npm start -- --port N` when something else already uses it. */
const port = Number(flags.port ?? 8787);
const persistTo = flags['persist-to'] ?? join(root, '.wrangler', 'state');
/** Local only, documented in the README; `npm run admin:create` sets a real password anywhere else. */
const demoAdmin = { email: 'admin@example.com', password: 'demo-admin-2026' };

async function main() {
  await assertFree(port);
  step('Installing dependencies');
  await install();
  await build();
  await prepareState(persistTo, demoAdmin);
  await seedSampleBlog(persistTo);

  // Each sandbox has its own process group: it is stopped here when wrangler ends, however this process exits.
  let sandbox = null;
  let aiSandbox = null;
  let mailSandbox = null;
  let turnstile = null;
  let searchSandbox = null;
  let server = null;
  process.on('exit', () => {
    killNow(sandbox?.child);
    killNow(aiSandbox?.child);
    killNow(mailSandbox?.child);
    killNow(turnstile?.child);
    killNow(searchSandbox?.child);
  });
  // Ctrl-C reaches wrangler directly (same terminal); a signal sent to this process alone is passed on.
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => (server ? server.kill(signal) : process.exit(130)));
  if (devVar('JOBS_API_KEY')) {
    step('Job provider: the real one, JOBS_API_URL and JOBS_API_KEY from .dev.vars');
  } else {
    step('Starting the sandbox job provider');
    sandbox = await startProviderSandbox();
    console.log(`  ${sandbox.url} (PID ${sandbox.child.pid})`);
  }
  if (devVar('AI_API_KEY')) {
    step('AI provider: the real one, AI_API_KEY (and AI_BASE_URL, AI_MODEL if set) from .dev.vars');
  } else {
    step('Starting the sandbox AI provider');
    aiSandbox = await startAiSandbox();
    console.log(`  ${aiSandbox.url} (PID ${aiSandbox.child.pid})`);
  }
  if (devVar('MAIL_API_KEY')) {
    step('Mail provider: the real one, MAIL_API_KEY (and MAIL_API_URL, MAIL_FROM if set) from .dev.vars');
  } else {
    step('Starting the sandbox mail provider');
    mailSandbox = await startMailSandbox({ gatewayUrl: `http://${host}:${port}`, persistTo });
    console.log(`  ${mailSandbox.url} (PID ${mailSandbox.child.pid})`);
  }
  if (devVar('TURNSTILE_SECRET_KEY')) {
    step('Turnstile: the real one, TURNSTILE_SECRET_KEY and TURNSTILE_SITE_KEY from .dev.vars');
  } else {
    step('Starting the Turnstile stand-in');
    turnstile = await startTurnstileSandbox();
    console.log(`  ${turnstile.url} (PID ${turnstile.child.pid})`);
  }

  if (realSearchEngines()) {
    step(realSearchEnginesLine());
  } else {
    step('Starting the sandbox search engines (Google’s Indexing API and IndexNow)');
    searchSandbox = await startSearchEnginesSandbox({ persistTo });
    console.log(`  ${searchSandbox.url} (PID ${searchSandbox.child.pid})`);
  }

  step(`Starting the platform on http://${host}:${port}`);
  const vars = { ...sandbox?.vars, ...aiSandbox?.vars, ...mailSandbox?.vars, ...turnstile?.vars, ...searchSandbox?.vars, ...signingVars(persistTo) };
  server = await startDev({ port, persistTo, background: false, vars });
  server.on('exit', async (code) => {
    await stopDev(sandbox?.child);
    await stopDev(aiSandbox?.child);
    await stopDev(mailSandbox?.child);
    await stopDev(turnstile?.child);
    await stopDev(searchSandbox?.child);
    process.exit(code ?? 0);
  });

  await waitForHealth(`http://${host}:${port}`, server);
  step('Filling the job index from the job provider (docs/job-index.md#ingest)');
  const index = await fillJobIndex(`http://${host}:${port}`);
  console.log(
    index.filled
      ? `  Jobs refreshed at ${index.refreshedAt}`
      : '  Still filling: the lists show the jobs as soon as the run finishes.',
  );
  console.log(
    [
      '',
      '────────────────────────────────────────────────────────',
      `  Remote Design Jobs is running at http://${host}:${port}`,
      `  Admin sign-in:  http://${host}:${port}/admin/login`,
      `    email     ${demoAdmin.email}`,
      `    password  ${demoAdmin.password}`,
      `  Job provider: ${sandbox ? `sandbox at ${sandbox.url}` : 'the real one (.dev.vars)'}`,
      `  AI provider:  ${aiSandbox ? `sandbox at ${aiSandbox.url}` : 'the real one (.dev.vars)'}`,
      `  Mail:         ${mailSandbox ? `sandbox at ${mailSandbox.url} (every mail the platform sends)` : 'the real provider (.dev.vars)'}`,
      `  Turnstile:    ${turnstile ? `stand-in at ${turnstile.url} (the job report form's check)` : 'the real one (.dev.vars)'}`,
      `  Search:       ${searchSandbox ? `sandbox at ${searchSandbox.url} (what they were told: ${searchSandbox.url}/__requests)` : 'the real engines whose keys .dev.vars sets'}`,
      `  Local data: ${persistTo}   Stop: Ctrl-C`,
      '────────────────────────────────────────────────────────',
      '',
    ].join('\n'),
  );
}

main().catch((error) => {
  console.error(`\nnpm start failed: ${error.message}`);
  process.exit(1);
});
