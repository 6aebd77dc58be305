/** Many identical requests at the same moment, on a cold cache: every one must be answered, none may hang. */

async function burst(url, count) {
  const statuses = await Promise.all(
    Array.from({ length: count }, () =>
      fetch(url, { signal: AbortSignal.timeout(30_000) })
        .then(async (res) => {
          await res.arrayBuffer();
          return res.status;
        })
        .catch(() => 'no answer'),
    ),
  );
  const byStatus = {};
  for (const s of statuses) byStatus[s] = (byStatus[s] ?? 0) + 1;
  return byStatus;
}

async function providerSearches(providerUrl, key) {
  const res = await fetch(`${new URL(providerUrl).origin}/__stats/${encodeURIComponent(key)}`);
  return (await res.json()).requests;
}

/** Rounds of `count` identical requests per route, each round on a search nobody made before. */
export async function probeConcurrency(baseUrl, providerUrl, providerKey, { rounds = 5, count = 50 } = {}) {
  const rows = [];
  for (const [name, pathOf] of [
    ['GET /api/jobs (cold search)', (r) => `/api/jobs?category=ux-ui-design&q=probe${Date.now()}x${r}`],
    ['GET /api/jobs/featured', () => '/api/jobs/featured'],
    ['GET /api/jobs (cold page of a listing)', (r) => `/api/jobs?category=game-design&page=${r + 2}`],
  ]) {
    const total = {};
    const before = await providerSearches(providerUrl, providerKey);
    for (let r = 0; r < rounds; r++) {
      for (const [status, n] of Object.entries(await burst(new URL(pathOf(r), baseUrl), count))) total[status] = (total[status] ?? 0) + n;
    }
    const searches = (await providerSearches(providerUrl, providerKey)) - before;
    // Every listing reads the job index: no page view may call the provider (docs/job-index.md).
    rows.push({ name, requests: rounds * count, total, searches, ok: searches === 0 && Object.keys(total).every((s) => s === '200') });
  }
  return rows;
}
