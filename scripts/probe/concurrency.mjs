/**
 * Many identical requests at the same moment, on a cold cache: every one must be answered, none may hang. Each comes
 * from a visitor of its own (`CF-Connecting-IP`), as a crowd does; one client alone past its search limit is refused
 * (docs/job-index.md#search-limit), and that is probed too.
 */

/** `count` requests of `url` at once; `clientOf(i)` is the address request `i` comes from. */
async function burst(url, count, clientOf = (i) => `10.77.${i >> 8}.${(i & 255) + 1}`) {
  const statuses = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      fetch(url, { headers: { 'CF-Connecting-IP': clientOf(i) }, signal: AbortSignal.timeout(30_000) })
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
  // One client searching 150 times at once: the first 120 are answered, the rest refused with 429, none hangs.
  const alone = await burst(new URL(`/api/jobs?category=ux-ui-design&q=alone${Date.now()}`, baseUrl), 150, () => '10.78.0.1');
  const refusedOnly = Object.keys(alone).every((s) => s === '200' || s === '429');
  rows.push({ name: 'GET /api/jobs (one client past its search limit)', requests: 150, total: alone, searches: 0, ok: refusedOnly && alone['429'] > 0 });
  return rows;
}
