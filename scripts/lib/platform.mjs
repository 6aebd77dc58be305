/** Local state the platform needs before it starts: the migrated database, remote pointers and an administrator. */
import { run, step, wrangler } from './proc.mjs';
import { shipNewest } from './releases.mjs';

/** Applies the D1 migrations (workers/migrations) to the local database in `persistTo`. */
export async function migrate(persistTo) {
  await wrangler(['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', persistTo]);
}

/** Creates the administrator, or resets its password if the address exists (the admin:create script upserts). */
export async function createAdmin({ email, password }, persistTo) {
  await run('npm', ['run', '--silent', 'admin:create', '--', '--email', email, '--password', password, '--persist-to', persistTo]);
}

/** Everything `wrangler dev` needs in a persist directory to serve the whole platform. */
export async function prepareState(persistTo, admin) {
  step(`Applying D1 migrations (local state in ${persistTo})`);
  await migrate(persistTo);
  step('Pointing each remote at its newest release');
  const versions = await shipNewest(persistTo);
  for (const [name, version] of Object.entries(versions)) console.log(`  remote:${name} -> ${version}`);
  step(`Creating the administrator ${admin.email}`);
  await createAdmin(admin, persistTo);
}
