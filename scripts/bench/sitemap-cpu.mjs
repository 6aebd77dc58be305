/**
 * The CPU time `sitemapDocuments` (shared) takes to build the sitemap of `count` synthetic URLs, the work behind
 * Generate New Sitemap at sitemaps.org's 50,000-URL limit; measured in this Node process with process.cpuUsage().
 */
export async function sitemapCpuMs(count = 50_000) {
  // Imported here, not at the top: `npm run bench` installs the workspace (tsx with it) before it gets this far.
  const { tsImport } = await import('tsx/esm/api');
  const { sitemapDocuments } = await tsImport('../../shared/src/seo-manager/sitemap.ts', import.meta.url);
  const entries = Array.from({ length: count }, (_, i) => ({
    loc: `https://remotedesignjobs.example/jobs/${crypto.randomUUID()}-${i}`,
    lastmod: '2026-05-04',
    priority: 0.8,
    changefreq: 'daily',
  }));
  // One unmeasured build first, so the measured one runs compiled code as a busy worker would.
  sitemapDocuments(entries.slice(0, 1000), 'https://remotedesignjobs.example');
  const start = process.cpuUsage();
  const documents = sitemapDocuments(entries, 'https://remotedesignjobs.example');
  const used = process.cpuUsage(start);
  const bytes = documents.kind === 'single' ? Buffer.byteLength(documents.xml) : documents.children.reduce((n, c) => n + Buffer.byteLength(c.xml), 0);
  return { count, ms: (used.user + used.system) / 1000, files: documents.kind === 'single' ? 1 : documents.children.length + 1, bytes };
}
