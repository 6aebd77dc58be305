import { alertPaths, postingLinkPaths, redirectPagePath } from '@rdj/shared';
import { inPlaceAttribute } from '@rdj/shared/islands';
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
const speculationRules = {
  prefetch: [{ source: 'document', where, eagerness: 'moderate' }],
  prerender: [{ source: 'document', where, eagerness: 'conservative' }],
};

/**
 * The rules as a public page carries them, inline in its head (docs/pages.md#navigation): the browser knows them
 * as it parses, with no request of their own. The CSP admits inline speculation rules and no inline script
 * (`'inline-speculation-rules'`, http/security-headers.ts). Nothing in the rules can close the element.
 */
export const speculationRulesScript = `<script type="speculationrules">${JSON.stringify(speculationRules).replace(/</g, '\\u003c')}</script>`;
