import { describe, expect, it } from 'vitest';
import { call } from '../../test/support/call';

interface Rule {
  source: string;
  eagerness: string;
  where: { and: ({ href_matches: string } | { not: { href_matches?: string; selector_matches?: string } })[] };
}

describe('speculation rules', () => {
  it('are named by every public page, cached or rendered, and by no admin page', async () => {
    for (const path of ['/', '/about', '/blog', '/remote-game-design-jobs', '/remote-game-design-jobs']) {
      expect((await call(path)).headers.get('Speculation-Rules'), path).toBe('"/speculation-rules.json"');
    }
    expect((await call('/admin/login')).headers.get('Speculation-Rules')).toBeNull();
  });

  it('prefetch same-site page links on hover and prerender them on pointerdown, leaving out what must not run ahead', async () => {
    const res = await call('/speculation-rules.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/speculationrules+json');
    const rules = await res.json<{ prefetch: Rule[]; prerender: Rule[] }>();
    expect(rules.prefetch.map((rule) => rule.eagerness)).toEqual(['moderate']);
    expect(rules.prerender.map((rule) => rule.eagerness)).toEqual(['conservative']);
    const [where] = rules.prefetch.map((rule) => rule.where.and);
    expect(where?.[0]).toEqual({ href_matches: '/*' });
    const leftOut = where?.flatMap((part) => ('not' in part && part.not.href_matches ? [part.not.href_matches] : [])) ?? [];
    expect(leftOut).toEqual(
      expect.arrayContaining(['/admin', '/admin/*', '/api/*', '/redirect', '/postings/manage', '/alerts/unsubscribe', '/newsletter/*', '/feeds/*']),
    );
    expect(where).toContainEqual({ not: { selector_matches: '[target=_blank], [rel~=nofollow], [download], [data-in-place]' } });
  });
});
