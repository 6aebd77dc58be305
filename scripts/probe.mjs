/**
 * `npm run probe`: the platform tried as a hostile visitor would, on a throw-away platform like the tests'.
 * Every route comes from the gateway's own router (`workers/scripts/list-routes.ts`), so a new route is probed the
 * moment it is mounted. Prints figures and exits non-zero if anything fails:
 *   - malformed requests over every route and method (10,000 by default): 0 answers of 5xx, nothing stored
 *   - on every route that takes a body: 2 MB chunked, 2 MB declared but cut off, a client gone mid-body, JSON whose
 *     top-level value is not an object (null, [], numbers, strings, booleans): never a 5xx; and a body on every
 *     route that takes none; each followed by GET / and GET /api/health, which must answer 200
 *   - identical requests at the same moment: all answered, the job provider asked once per search
 *   - the security headers on every kind of answer
 *   - the platform still answering at the end
 * Options: -- --requests 10000 --connections 12 --body-rounds 3. Targets 127.0.0.1 only and stops by itself.
 */
import { parseArgs } from 'node:util';
import { probeBodies } from './probe/bodies.mjs';
import { probeConcurrency } from './probe/concurrency.mjs';
import { probeHeaders } from './probe/headers.mjs';
import { runMalformed } from './probe/malformed.mjs';
import { endpointsOf, gatewayRoutes } from './probe/routes.mjs';
import { statusOf } from './probe/send.mjs';
import { storedState, stateChanges } from './probe/state.mjs';
import { install, step } from './lib/proc.mjs';
import { build } from './build.mjs';
import { sandboxKey } from './lib/platform.mjs';
import { startTestPlatform } from './lib/test-platform.mjs';

const { values: flags } = parseArgs({
  options: { requests: { type: 'string' }, connections: { type: 'string' }, 'body-rounds': { type: 'string' } },
});
const total = Number(flags.requests ?? 10_000);
const connections = Number(flags.connections ?? 12);
const bodyRounds = Number(flags['body-rounds'] ?? 3);

const table = (rows) => rows.map((cells) => cells.map(String).join('  ')).join('\n');

async function main() {
  step('Installing dependencies');
  await install();
  await build();
  const platform = await startTestPlatform();
  let failed = false;
  try {
    const { baseUrl, persistTo } = platform;
    const router = await gatewayRoutes();
    const endpoints = endpointsOf(router);
    const before = await storedState(persistTo);

    step(`Malformed requests: ${total} over ${router.routes.length} routes (${endpoints.length} paths) and every method, ${connections} at a time`);
    const malformed = await runMalformed(baseUrl, endpoints, { total, connections });
    const after = await storedState(persistTo);
    const changes = stateChanges(before, after);
    console.log(`  ${total} requests in ${malformed.seconds.toFixed(1)} s (${Math.round(total / malformed.seconds)} req/s)`);
    console.log(`  answers by status: ${JSON.stringify(malformed.byStatus)}`);
    console.log(`  5xx or no answer: ${malformed.faults.length}${malformed.faults.length ? `\n    ${malformed.faults.slice(0, 10).join('\n    ')}` : ''}`);
    console.log(`  500 from workerd itself for a Host that is no valid URL authority (before any worker runs; docs/platform-faults.md): ${malformed.invalidHostFaults.length}`);
    console.log(`  stored changes (D1 rows per table, KV keys other than job and page caches): ${changes.length ? changes.join(', ') : 'none'}`);
    failed ||= malformed.faults.length > 0 || changes.length > 0;

    step(`Request bodies: each fault on every route that takes a body, a body on every route that takes none, ${bodyRounds} rounds, each followed by GET / and GET /api/health`);
    const bodies = await probeBodies(baseUrl, router, { rounds: bodyRounds });
    console.log(table(bodies.map((r) => [r.ok ? 'ok  ' : 'FAIL', r.name, `body: ${JSON.stringify(r.bodyAnswers)}`, `after: ${JSON.stringify(r.after)}`])));
    for (const row of bodies) for (const failure of row.failures.slice(0, 5)) console.log(`    ${failure}`);
    failed ||= bodies.some((r) => !r.ok);

    step('Identical requests at the same moment (5 rounds of 50)');
    const bursts = await probeConcurrency(baseUrl, platform.providerUrl, sandboxKey);
    console.log(table(bursts.map((r) => [r.ok ? 'ok  ' : 'FAIL', r.name, `${r.requests} requests`, JSON.stringify(r.total), `provider searches: ${r.searches}`])));
    failed ||= bursts.some((r) => !r.ok);

    step('Security headers on every kind of answer');
    const headers = await probeHeaders(baseUrl);
    console.log(table(headers.map((r) => [r.ok ? 'ok  ' : 'FAIL', r.status, r.name, r.missing.length ? `missing: ${r.missing.join(', ')}` : ''])));
    failed ||= headers.some((r) => !r.ok);

    const last = { '/': await statusOf(baseUrl, '/'), '/api/health': await statusOf(baseUrl, '/api/health') };
    console.log(`\nStill answering at the end: ${JSON.stringify(last)}`);
    failed ||= Object.values(last).some((status) => status !== 200);

    // A stack through our code is an error of ours; "had hung" and "restarted mid-request" are the runtime's.
    const log = platform.logTail(5000).split('\n');
    const faults = log.filter((line) => /had hung|restarted mid-request|workers\/src\//.test(line));
    const hangUps = log.filter((line) => line.includes('Uncaught Error: Network connection lost')).length;
    console.log(`\nPlatform log: ${faults.length} lines of hung requests, restarts or stacks through workers/src`);
    for (const line of faults.slice(0, 5)) console.log(`  ${line.slice(0, 300)}`);
    console.log(`  (and ${hangUps} "Network connection lost" notices wrangler dev prints without a stack when a client abandons an upload)`);
    failed ||= faults.length > 0;
  } finally {
    await platform.stop();
  }
  console.log(failed ? '\nProbe: FAILED' : '\nProbe: all checks held');
  process.exit(failed ? 1 : 0);
}

main().catch((error) => {
  console.error(`probe failed: ${error.stack ?? error.message}`);
  process.exit(1);
});
