import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { scriptCapable } from '../../test/support/html-check';
import { asAdmin, created, postOf, validPost } from '../../test/support/blog-admin';
import { xssCorpus } from '../../test/support/xss-corpus';

async function storedContent(id: string): Promise<{ content: string; draft_revision: string | null }> {
  const row = await env.DB.prepare('SELECT content, draft_revision FROM blog_posts WHERE id = ?').bind(id).first<{ content: string; draft_revision: string | null }>();
  if (!row) throw new Error(`post ${id} is not stored`);
  return row;
}

const everyVector = xssCorpus.map(([, html]) => html).join('\n');

describe('post content cannot carry script', () => {
  it('has a corpus of at least 50 attacks', () => {
    expect(xssCorpus.length).toBeGreaterThanOrEqual(50);
  });

  it.each(xssCorpus)('finds %s script-capable before it is sanitised (the check below checks something)', (_, html) => {
    expect(scriptCapable(html)).not.toEqual([]);
  });

  it.each(xssCorpus)('stores %s without anything script-capable', async (name, html) => {
    const res = await asAdmin('/posts', { method: 'POST', body: { title: `XSS ${name}`, content: `<p>Before</p>${html}<p>After</p>` } });
    expect(res.status).toBe(201);
    const post = await postOf(res);
    expect(scriptCapable(post.content)).toEqual([]);
    const read = await postOf(await asAdmin(`/posts/${post.id}`));
    expect(read.content).toBe(post.content);
    expect(scriptCapable((await storedContent(post.id)).content)).toEqual([]);
  });

  it('sanitises a save, an inline edit and an autosaved revision the same way', async () => {
    const draft = await created({ title: 'Sanitised on every write' });
    const saved = await postOf(await asAdmin(`/posts/${draft.id}`, { method: 'PUT', body: { post: validPost({ title: draft.title, content: everyVector, status: 'published' }), expectedUpdatedAt: draft.updatedAt } }));
    expect(scriptCapable((await storedContent(draft.id)).content)).toEqual([]);

    const edited = await postOf(await asAdmin(`/posts/${draft.id}/content`, { method: 'PATCH', body: { title: draft.title, content: everyVector, expectedUpdatedAt: saved.updatedAt } }));
    expect(scriptCapable((await storedContent(draft.id)).content)).toEqual([]);

    const autosaved = await postOf(await asAdmin(`/posts/${draft.id}/autosave`, { method: 'PUT', body: { post: validPost({ title: draft.title, content: everyVector }), expectedUpdatedAt: edited.updatedAt } }));
    expect(autosaved.draftRevision).not.toBeNull();
    expect(scriptCapable(autosaved.draftRevision!.post.content)).toEqual([]);
    const stored = await storedContent(draft.id);
    expect(scriptCapable(JSON.parse(stored.draft_revision!).content)).toEqual([]);
  });
});
