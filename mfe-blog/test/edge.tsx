import { StaticRouter } from '@rdj/router';
import { renderToString } from 'react-dom/server';
import { loadBlogPage, type BlogApi } from '../src/page-data/load';
import BlogRoutes from '../src/routes';
import { aPost, aPostsPage } from './posts';

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

/** The page number of a `/api/blog/posts?page=N` path, or undefined for any other path. */
export const pageOf = (path: string) => /^\/api\/blog\/posts\?page=(\d+)$/.exec(path)?.[1];

/** The API as the edge reaches it: `total` posts (2 unless told), `post-1` readable; `calls` the paths asked for. */
export function edgeApi(total = 2): BlogApi & { calls: string[] } {
  const calls: string[] = [];
  const api = async (path: string) => {
    calls.push(path);
    const page = pageOf(path);
    if (page) return json(aPostsPage(Number(page), total));
    return path === '/api/blog/posts/post-1' ? json({ post: aPost(1) }) : json({ error: { code: 'not_found', message: 'Post not found.' } }, 404);
  };
  return Object.assign(api, { calls });
}

/** An API the edge cannot reach. */
export const unreachable: BlogApi = async () => {
  throw new Error('down');
};

/**
 * The page at `path` as the edge worker renders it (edge/worker.tsx, without its stream): the loader's data from
 * `api` (or from `edgeApi(api)`, that many posts published), the routes rendered with it; its HTML and status.
 */
export async function renderAtEdge(path: string, api: BlogApi | number) {
  const { status, page } = await loadBlogPage(new URL(`https://x${path}`), typeof api === 'number' ? edgeApi(api) : api);
  const html = renderToString(
    <StaticRouter location={path}>
      <BlogRoutes page={page} />
    </StaticRouter>,
  );
  return { status, page, html };
}
