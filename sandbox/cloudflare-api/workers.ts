/**
 * Workers, as the pinned wrangler deploys them: a script's first upload (`PUT`, version and deployment at once), its
 * later versions (`POST …/versions`), deployments over them by percentage, secrets, static assets (upload sessions),
 * the workers.dev subdomain (none without the `subdomain` switch: code 10007, as a new account answers), a script's
 * workers.dev and Preview URLs, and custom domains on the account's zone.
 */
import { createHash } from 'node:crypto';
import { accountId, newId, now, zoneId, zoneName, type Account, type Deployment, type Script, type Version } from './account';
import { failed, formBody, jsonBody, metadataOf, ok, page, route, type Answer, type Asked, type Route } from './http';

const noSuchWorker = () => failed(404, 10007, 'This Worker does not exist on your account.');

/** A route about one script, `/accounts/{id}/workers/scripts/{name}…`: the script is handed over, or 404 if none. */
function onScript(account: Account, method: string, path: string, handler: (script: Script, asked: Asked) => Answer | Promise<Answer>): Route {
  return route(method, `/accounts/:account/workers/scripts/:script${path}`, (asked) => {
    if (asked.params[0] !== accountId) return failed(403, 10000, 'Authentication error');
    const script = account.script(asked.params[1]!);
    return script ? handler(script, { ...asked, params: asked.params.slice(2) }) : noSuchWorker();
  });
}

/** A version as Cloudflare describes one (`GET …/versions/{id}`). */
function described(version: Version) {
  const { metadata } = version;
  return {
    id: version.id,
    number: version.number,
    metadata: { created_on: version.created_on, modified_on: version.created_on, source: 'wrangler', author_email: 'team@example.com', hasPreview: false },
    annotations: { 'workers/triggered_by': 'upload', ...((metadata.annotations as Record<string, string>) ?? {}) },
    resources: {
      bindings: metadata.bindings ?? [],
      script: { etag: createHash('sha256').update(version.id).digest('hex'), handlers: ['fetch', 'queue', 'scheduled'], last_deployed_from: 'wrangler' },
      script_runtime: { compatibility_date: metadata.compatibility_date, compatibility_flags: metadata.compatibility_flags ?? [], usage_model: 'standard' },
    },
    startup_time_ms: 12,
  };
}

/** Why an upload's bindings cannot be taken, or null: each must name a Worker, database, namespace or queue that exists. */
function bindingProblem(account: Account, script: Script | undefined, metadata: Record<string, unknown>): Answer | null {
  for (const binding of (metadata.bindings ?? []) as Record<string, string>[]) {
    const { type, name } = binding;
    if (type === 'service' && !account.script(binding.service!)) return failed(400, 10143, `Service binding '${name}' references Worker '${binding.service}' which was not found.`);
    if (type === 'd1' && !account.databases.some((db) => db.uuid === binding.id)) return failed(400, 10181, `D1 binding '${name}' references database '${binding.id}' which was not found.`);
    if (type === 'kv_namespace' && !account.namespaces.some((ns) => ns.id === binding.namespace_id)) return failed(400, 10041, `KV binding '${name}' references namespace '${binding.namespace_id}' which was not found.`);
    if (type === 'r2_bucket' && !account.buckets.some((b) => b.name === binding.bucket_name)) return failed(400, 10085, `R2 binding '${name}' references bucket '${binding.bucket_name}' which was not found.`);
    if (type === 'queue' && !account.queues.some((q) => q.queue_name === binding.queue_name)) return failed(400, 11000, `Queue binding '${name}' references queue '${binding.queue_name}' which was not found.`);
    if (type === 'inherit' && !script?.versions.length) return failed(400, 10056, `Binding '${name}' inherits from a version that does not exist.`);
  }
  return null;
}

/** Takes an upload (a multipart form: `metadata` and the modules) as a new version of `name`, made if missing. */
async function upload(account: Account, name: string, asked: Asked, make: boolean): Promise<Version | Answer> {
  const form = await formBody(asked);
  const metadata = await metadataOf(form);
  const problem = bindingProblem(account, account.script(name), metadata);
  if (problem) return problem;
  const script = account.script(name, make)!;
  for (const binding of (metadata.bindings ?? []) as Record<string, string>[]) {
    if (binding.type === 'secret_text') script.secrets.set(binding.name!, binding.text!);
  }
  // Secrets this upload does not name are kept (an inherited binding); its metadata is what the log shows.
  const version: Version = { id: crypto.randomUUID(), number: script.versions.length + 1, created_on: now(), metadata, modules: [...form.keys()].filter((key) => key !== 'metadata') };
  script.versions.push(version);
  return version;
}

function deploy(script: Script, versions: Deployment['versions'], annotations: Record<string, string>): Deployment {
  const deployment: Deployment = { id: crypto.randomUUID(), created_on: now(), source: 'wrangler', strategy: 'percentage', versions, annotations: { 'workers/triggered_by': 'deployment', ...annotations } };
  script.deployments.unshift(deployment);
  return deployment;
}

export function workerRoutes(account: Account): Route[] {
  const sessions = new Map<string, { script: string; waiting: Set<string> }>();
  const uploaded = new Set<string>();
  return [
    route('GET', '/accounts/:account/workers/services/:script', (asked) => {
      const script = account.script(asked.params[1]!);
      if (!script) return noSuchWorker();
      const tag = createHash('sha256').update(script.name).digest('hex').slice(0, 32);
      return ok({ id: script.name, default_environment: { environment: 'production', created_on: script.created_on, script: { id: script.name, tag, tags: [], etag: tag, last_deployed_from: 'wrangler' } } });
    }),
    route('PUT', '/accounts/:account/workers/scripts/:script', async (asked) => {
      const name = asked.params[1]!;
      const version = await upload(account, name, asked, true);
      if (!('id' in version)) return version;
      deploy(account.script(name)!, [{ version_id: version.id, percentage: 100 }], {});
      return ok({ id: name, etag: described(version).resources.script.etag, handlers: ['fetch', 'queue', 'scheduled'], deployment_id: version.id, startup_time_ms: 12 });
    }),
    onScript(account, 'POST', '/versions', async (script, asked) => {
      const version = await upload(account, script.name, asked, false);
      return 'id' in version ? ok(described(version)) : version;
    }),
    onScript(account, 'GET', '/versions', (script) => ok({ items: [...script.versions].reverse().map(described) })),
    onScript(account, 'GET', '/versions/:version', (script, asked) => {
      const version = script.versions.find((v) => v.id === asked.params[0]);
      return version ? ok(described(version)) : failed(404, 10224, 'Version not found');
    }),
    onScript(account, 'GET', '/deployments', (script) => ok({ deployments: script.deployments })),
    onScript(account, 'POST', '/deployments', (script, asked) => {
      const body = jsonBody(asked) as { versions?: Deployment['versions']; annotations?: Record<string, string> } | undefined;
      const versions = body?.versions ?? [];
      if (versions.length < 1 || versions.length > 2) return failed(400, 10220, 'A deployment has one or two versions.');
      if (versions.some((v) => !script.versions.some((known) => known.id === v.version_id))) return failed(400, 10224, 'Version not found');
      if (Math.abs(versions.reduce((sum, v) => sum + v.percentage, 0) - 100) > 0.001) return failed(400, 10221, 'The percentages of a deployment must add up to 100.');
      return ok(deploy(script, versions, body?.annotations ?? {}));
    }),
    onScript(account, 'GET', '/settings', (script) => {
      const latest = script.versions.at(-1)?.metadata ?? {};
      return ok({ bindings: latest.bindings ?? [], compatibility_date: latest.compatibility_date, compatibility_flags: latest.compatibility_flags ?? [], placement: {}, tags: [], tail_consumers: [], logpush: false, observability: latest.observability ?? null });
    }),
    onScript(account, 'PATCH', '/script-settings', (_script, asked) => ok(jsonBody(asked) ?? {})),
    onScript(account, 'GET', '/secrets', (script) => ok([...script.secrets.keys()].map((name) => ({ name, type: 'secret_text' })))),
    onScript(account, 'PUT', '/secrets', (script, asked) => {
      const body = jsonBody(asked) as { name?: string; text?: string } | undefined;
      if (!body?.name || typeof body.text !== 'string') return failed(400, 10021, 'A secret needs a name and a text.');
      script.secrets.set(body.name, body.text);
      return ok({ name: body.name, type: 'secret_text' });
    }),
    onScript(account, 'PUT', '/schedules', (script, asked) => {
      const crons = ((jsonBody(asked) ?? []) as { cron?: string }[]).map((entry) => entry.cron ?? '');
      if (crons.some((cron) => cron.trim().split(/\s+/).length !== 5)) return failed(400, 10100, 'Invalid cron expression');
      script.schedules = crons;
      return ok({ schedules: crons.map((cron) => ({ cron, created_on: now(), modified_on: now() })) });
    }),
    onScript(account, 'GET', '/subdomain', (script) => ok({ enabled: script.workersDev, previews_enabled: script.previews })),
    onScript(account, 'POST', '/subdomain', (script, asked) => {
      const body = jsonBody(asked) as { enabled?: boolean; previews_enabled?: boolean } | undefined;
      if ((body?.enabled || body?.previews_enabled) && !account.subdomain) return failed(400, 10007, 'You need to register a workers.dev subdomain first.');
      script.workersDev = body?.enabled ?? script.workersDev;
      script.previews = body?.previews_enabled ?? script.previews;
      return ok({ enabled: script.workersDev, previews_enabled: script.previews });
    }),
    onScript(account, 'PUT', '/domains/records', (script, asked) => {
      const origins = ((jsonBody(asked) as { origins?: { hostname?: string }[] } | undefined)?.origins ?? []).map((o) => o.hostname ?? '');
      const outside = origins.find((hostname) => hostname !== zoneName && !hostname.endsWith(`.${zoneName}`));
      if (outside) return failed(400, 100117, `${outside} is not in a zone of this account. Add the site to the account first.`);
      script.domains = origins;
      return ok(origins.map((hostname) => ({ id: newId(), zone_id: zoneId, zone_name: zoneName, hostname, service: script.name, environment: 'production' })));
    }),
    // A new Worker's assets are uploaded before the Worker itself.
    route('POST', '/accounts/:account/workers/scripts/:script/assets-upload-session', (asked) => {
      const manifest = ((jsonBody(asked) as { manifest?: Record<string, { hash: string }> } | undefined)?.manifest ?? {}) as Record<string, { hash: string }>;
      const waiting = [...new Set(Object.values(manifest).map((entry) => entry.hash))].filter((hash) => !uploaded.has(hash));
      const jwt = `session-${newId()}`;
      if (waiting.length === 0) return ok({ jwt: `completed-${newId()}`, buckets: [] });
      sessions.set(jwt, { script: asked.params[1]!, waiting: new Set(waiting) });
      const buckets: string[][] = [];
      for (let i = 0; i < waiting.length; i += 50) buckets.push(waiting.slice(i, i + 50));
      return ok({ jwt, buckets });
    }),
    route('POST', '/accounts/:account/workers/assets/upload', async (asked) => {
      const jwt = /^Bearer (.+)$/.exec(String(asked.headers.authorization ?? ''))?.[1] ?? '';
      const session = sessions.get(jwt);
      if (!session) return failed(401, 10001, 'The upload session is not valid.');
      for (const hash of (await formBody(asked)).keys()) {
        uploaded.add(hash);
        session.waiting.delete(hash);
      }
      return session.waiting.size > 0 ? ok({}) : ok({ jwt: `completed-${newId()}` }, 201);
    }),
    route('GET', '/zones', (asked) => {
      const named = asked.query.get('name');
      return page(asked, named && named !== zoneName ? [] : [{ id: zoneId, name: zoneName, status: 'active', account: { id: accountId } }]);
    }),
    // Routes on the zone: the board binds none (its gateway has a custom domain), so the zone has none.
    route('GET', '/zones/:zone/workers/routes', (asked) => (asked.params[0] === zoneId ? ok([]) : failed(404, 7003, 'Could not route to the zone.'))),
    route('GET', '/accounts/:account/workers/subdomain', () => (account.subdomain ? ok({ subdomain: account.subdomain }) : failed(404, 10007, 'This account has no workers.dev subdomain.'))),
  ];
}
