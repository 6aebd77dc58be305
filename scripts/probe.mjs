/**
 * `npm run probe`: the platform tried as a hostile visitor would, on a throw-away platform like the tests'.
 * Prints figures and exits non-zero if anything fails:
 *   - malformed requests over every route and method (10,000 by default): 0 answers of 5xx, nothing stored
 *   - oversized and abandoned request bodies: refused, and the platform keeps answering
 *   - identical requests at the same moment: all answered, the job provider asked once per search
 *   - the security headers on every kind of answer
 * Options: -- --requests 10000 --connections 20. Targets 127.0.0.1 only and stops by itself.
 */
import { probeBodies } from './probe/bodies.mjs';
import { probeConcurrency } from './probe/concurrency.mjs';
import { probeHeaders } from './probe/headers.mjs';
import { malformedRequests, routeCount } from './probe/malformed.mjs';
import { storedState, stateChanges } from './probe/state.mjs';
import { install, parseArgs, step } from './lib/proc.mjs';
import { build } from './build.mjs';
import { sandboxKey } from './lib/platform.mjs';
import { startTestPlatform } from './lib/test-platform.mjs';

const { flags } = parseArgs(process.argv.slice(2));
const total = Number(flags.requests ?? 10_000);
const connections = Number(flags.connections ?? 20);

async function runMalformed(baseUrl) {
  const byStatus = {};
  const fivexx = [];
  const requests = malformedRequests(total, baseUrl);
  const started = Date.now();
  async function worker() {
    for (let next = requests.next(); !next.done; next = requests.next()) {
      const { method, path, headers, body } = next.value;
      let status;
      try {
        const res = await fetch(new URL(path, baseUrl), { method, headers, body, redirect: 'manual', signal: AbortSignal.timeout(30_000) });
        await res.arrayBuffer();
        status = res.status;
      } catch (error) {
        status = `error ${error.cause?.code ?? error.name}`;
      }
      byStatus[status] = (byStatus[status] ?? 0) + 1;
      if (typeof status !== 'number' || status >= 500) fivexx.push(`${status} ${method} ${path.slice(0, 80)}`);
    }
  }
  await Promise.all(Array.from({ length: connections }, worker));
  return { byStatus, fivexx, seconds: (Date.now() - started) / 1000 };
}

const table = (rows) => rows.map((cells) => cells.map(String).join('  ')).join('\n');

async function main() {
  step('Installing dependencies');
  await install();
  await build();
  const platform = await startTestPlatform();
  let failed = false;
  try {
    const { baseUrl, persistTo } = platform;
    const before = await storedState(persistTo);

    step(`Malformed requests: ${total} over ${routeCount} routes and every method, ${connections} at a time`);
    const malformed = await runMalformed(baseUrl);
    const after = await storedState(persistTo);
    const changes = stateChanges(before, after);
    console.log(`  ${total} requests in ${malformed.seconds.toFixed(1)} s (${Math.round(total / malformed.seconds)} req/s)`);
    console.log(`  answers by status: ${JSON.stringify(malformed.byStatus)}`);
    console.log(`  5xx or no answer: ${malformed.fivexx.length}${malformed.fivexx.length ? `\n    ${malformed.fivexx.slice(0, 10).join('\n    ')}` : ''}`);
    console.log(`  stored changes (D1 rows per table, KV keys other than job caches): ${changes.length ? changes.join(', ') : 'none'}`);
    failed ||= malformed.fivexx.length > 0 || changes.length > 0;

    step('Oversized and abandoned bodies (10 of each, each followed by GET / and GET /api/health)');
    const bodies = await probeBodies(baseUrl);
    console.log(table(bodies.map((r) => [r.ok ? 'ok  ' : 'FAIL', r.name, `body: ${JSON.stringify(r.bodyAnswers)}`, `after: ${JSON.stringify(r.after)}`])));
    failed ||= bodies.some((r) => !r.ok);

    step('Identical requests at the same moment (5 rounds of 50)');
    const bursts = await probeConcurrency(baseUrl, platform.providerUrl, sandboxKey);
    console.log(table(bursts.map((r) => [r.ok ? 'ok  ' : 'FAIL', r.name, `${r.requests} requests`, JSON.stringify(r.total), `provider searches: ${r.searches}`])));
    failed ||= bursts.some((r) => !r.ok);

    step('Security headers on every kind of answer');
    const headers = await probeHeaders(baseUrl);
    console.log(table(headers.map((r) => [r.ok ? 'ok  ' : 'FAIL', r.status, r.name, r.missing.length ? `missing: ${r.missing.join(', ')}` : ''])));
    failed ||= headers.some((r) => !r.ok);

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
