import { renderToReadableStream, renderToString } from 'react-dom/server';
import { StaticRouter } from '@rdj/router';
import JobsRoutes from '../src/routes';
import type { JobsPageData } from '../src/page-data/types';

function ServerRoutes({ page }: { page: JobsPageData }) {
  return (
    <StaticRouter location={page.path}>
      <JobsRoutes page={page} />
    </StaticRouter>
  );
}

/** The page rendered in one pass: what is not loaded yet (a lazy page) shows its fallback. */
export function renderPageToString(page: JobsPageData): string {
  return renderToString(<ServerRoutes page={page} />);
}

/** The edge's render: the whole stream once every part is ready, lazy pages included. */
export async function renderPageToStream(page: JobsPageData): Promise<string> {
  const stream = await renderToReadableStream(<ServerRoutes page={page} />);
  await stream.allReady;
  return new Response(stream).text();
}
