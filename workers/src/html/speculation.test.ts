import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/support/call';
import { finishedRun } from '../../test/support/job-index';

// The category pages are cached, so these read the cached copies too, once the job index has finished a run.
beforeAll(() => finishedRun());

interface Rule {
  source: string;
  eagerness: string;
  where: { and: ({ href_matches: string } | { not: { href_matches?: string; selector_matches?: string } })[] };
}

/** The speculation rules inline in a page's HTML, or null when it has none. */
function rulesIn(html: string): { prefetch: Rule[]; prerender: Rule[] } | null {
  const found = [...html.matchAll(/<script type="speculationrules">([^<]*)<\/script>/g)];
  expect(found.length).toBeLessThanOrEqual(1);
  return found[0] ? JSON.parse(found[0][1]!) : null;
}

describe('speculation rules', () => {
  it('are inline in every public page, cached or rendered, and in no admin page, with no request of their own', async () => {
    for (const path of ['/', '/about', '/blog', '/remote-game-design-jobs', '/remote-game-design-jobs']) {
      expect(rulesIn(await (await call(path)).text()), path).not.toBeNull();
    }
    expect(rulesIn(await (await call('/admin/login')).text())).toBeNull();
    const old = await call('/speculation-rules.json');
    await old.body?.cancel();
    expect(old.status).toBe(404);
  });

  it('prefetch same-site page links on hover and prerender them on pointerdown, leaving out what must not run ahead', async () => {
    const rules = rulesIn(await (await call('/about')).text());
    expect(rules?.prefetch.map((rule) => rule.eagerness)).toEqual(['moderate']);
    expect(rules?.prerender.map((rule) => rule.eagerness)).toEqual(['conservative']);
    const [where] = rules?.prefetch.map((rule) => rule.where.and) ?? [];
    expect(where?.[0]).toEqual({ href_matches: '/*' });
    const leftOut = where?.flatMap((part) => ('not' in part && part.not.href_matches ? [part.not.href_matches] : [])) ?? [];
    expect(leftOut).toEqual(
      expect.arrayContaining(['/admin', '/admin/*', '/api/*', '/redirect', '/postings/manage', '/alerts/unsubscribe', '/newsletter/*', '/feeds/*']),
    );
    expect(where).toContainEqual({ not: { selector_matches: '[target=_blank], [rel~=nofollow], [download], [data-in-place]' } });
  });
});
