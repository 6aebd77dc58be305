/**
 * `npm start`: installs, builds, prepares local data in .wrangler/state (migrations, remote pointers, the
 * demo administrator) and runs the whole platform at http://127.0.0.1:8787 in the foreground.
 */
import { join } from 'node:path';
import { build } from './build.mjs';
import { prepareState } from './lib/platform.mjs';
import { install, parseArgs, root, step } from './lib/proc.mjs';
import { assertFree, host, startDev, waitForHealth } from './lib/server.mjs';

const { flags } = parseArgs(process.argv.slice(2));
/** 8787 is wrangler's own default; `npm start -- --port N` when something else already uses it. */
const port = Number(flags.port ?? 8787);
const persistTo = flags['persist-to'] ?? join(root, '.wrangler', 'state');
/** Local only, documented in the README; `npm run admin:create` sets a real password anywhere else. */
const demoAdmin = { email: 'admin@example.com', password: 'demo-admin-2026' };

async function main() {
  await assertFree(port);
  step('Installing dependencies');
  await install();
  await build({ persistTo: null });
  await prepareState(persistTo, demoAdmin);

  step(`Starting the platform on http://${host}:${port}`);
  const server = await startDev({ port, persistTo, background: false });
  // Ctrl-C reaches wrangler directly (same terminal); a signal sent to this process alone is passed on.
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code) => process.exit(code ?? 0));

  await waitForHealth(`http://${host}:${port}`, server);
  console.log(
    [
      '',
      '────────────────────────────────────────────────────────',
      `  Remote Design Jobs is running at http://${host}:${port}`,
      `  Admin sign-in:  http://${host}:${port}/admin/login`,
      `    email     ${demoAdmin.email}`,
      `    password  ${demoAdmin.password}`,
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
