import { alertPaths, postingLinkPaths, redirectPagePath } from '@rdj/shared';
import { inPlaceAttribute } from '@rdj/shared/page-data';
import { Hono } from 'hono';

/** Where the page's speculation rules are (docs/pages.md#navigation): named by each public page's header. */
export const speculationRulesPath = '/speculation-rules.json';

/**
 * Links the browser must not fetch ahead: the admin's, the API's, pages that change something or act on a signed
 * link (the redirect page counts down and leaves; the alerts' and the postings' mail links), and files.
 */
const leftOut = [
  '/admin',
  '/admin/*',
  '/api/*',
  redirectPagePath,
  '/categories',
  '/newsletter/*',
  alertPaths.confirm,
  alertPaths.manage,
  alertPaths.unsubscribe,
  ...Object.values(postingLinkPaths),
  '/feeds/*',
  '/sitemap*',
  '/robots.txt',
  '/*.*',
];

/** Links that open elsewhere, or that an island follows in place (Show More: its page is never loaded whole). */
const leftOutLinks = `[target=_blank], [rel~=nofollow], [download], [${inPlaceAttribute}]`;

const where = {
  and: [{ href_matches: '/*' }, ...leftOut.map((pattern) => ({ not: { href_matches: pattern } })), { not: { selector_matches: leftOutLinks } }],
};

/**
 * Same-site page links are prefetched when the visitor's pointer rests on one (`moderate`) and prerendered on
 * pointerdown (`conservative`): a move between pages is then a document load from the edge cache that is already
 * there. Prerendering is safe on these pages: nothing starts on a page until it is shown (shared/browser/shown.ts).
 */
export const speculationRules = {
  prefetch: [{ source: 'document', where, eagerness: 'moderate' }],
  prerender: [{ source: 'document', where, eagerness: 'conservative' }],
};

/** The header a public page carries so the browser reads the rules (no inline script: the CSP allows none). */
export const speculationRulesHeader = { 'Speculation-Rules': `"${speculationRulesPath}"` };

export const speculationRulesFile = new Hono<{ Bindings: Env }>().get(speculationRulesPath, (c) =>
  c.body(JSON.stringify(speculationRules), 200, {
    'Content-Type': 'application/speculationrules+json',
    'Cache-Control': 'public, max-age=3600',
  }),
);
