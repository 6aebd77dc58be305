import { blogMessages, type AdminPost, type BlogCategory, type BlogTag } from '@rdj/shared';
import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { asAdmin, blogState, created, postOf, validPost } from '../../test/support/blog-admin';
import { errorOf } from '../../test/support/call';

/** The sample categories and tags of docs/data.md#blog-categories-and-tags, seeded by migration 0003. */
const seededCategories = ['Career Advice', 'Portfolio Tips', 'Tools & Resources'];
const seededTags = ['Productivity', 'Remote Work', 'UI Design'];

beforeEach(async () => {
  await env.DB.batch([
    env.DB.prepare('DELETE FROM blog_posts'),
    env.DB.prepare(`DELETE FROM blog_categories WHERE name NOT IN (${seededCategories.map(() => '?').join(', ')})`).bind(...seededCategories),
    env.DB.prepare(`DELETE FROM blog_tags WHERE name NOT IN (${seededTags.map(() => '?').join(', ')})`).bind(...seededTags),
  ]);
});

async function categories(): Promise<BlogCategory[]> {
  return (await (await asAdmin('/categories')).json<{ categories: BlogCategory[] }>()).categories;
}

async function tags(): Promise<BlogTag[]> {
  return (await (await asAdmin('/tags')).json<{ tags: BlogTag[] }>()).tags;
}

async function newCategory(name: string, description = ''): Promise<BlogCategory> {
  const res = await asAdmin('/categories', { method: 'POST', body: { name, description } });
  expect(res.status).toBe(201);
  return (await res.json<{ category: BlogCategory }>()).category;
}

async function newTag(name: string): Promise<BlogTag> {
  const res = await asAdmin('/tags', { method: 'POST', body: { name } });
  expect(res.status).toBe(201);
  return (await res.json<{ tag: BlogTag }>()).tag;
}

async function tagsOf(post: AdminPost): Promise<{ tags: string[]; revision: string[] | null; updatedAt: string }> {
  const { post: read } = await (await asAdmin(`/posts/${post.id}`)).json<{ post: AdminPost }>();
  return { tags: read.tags, revision: read.draftRevision?.post.tags ?? null, updatedAt: read.updatedAt };
}

describe('categories', () => {
  it('start with the seeded samples, ordered by name, with slugs by the slug rule', async () => {
    expect((await categories()).map(({ name, slug }) => ({ name, slug }))).toEqual([
      { name: 'Career Advice', slug: 'career-advice' },
      { name: 'Portfolio Tips', slug: 'portfolio-tips' },
      { name: 'Tools & Resources', slug: 'tools--resources' },
    ]);
  });

  it('are created with a slug from the name and listed by name', async () => {
    const category = await newCategory('Work Life', 'Balance and habits');
    expect(category).toMatchObject({ name: 'Work Life', slug: 'work-life', description: 'Balance and habits' });
    expect(category.id).toBeGreaterThan(0);
    expect((await categories()).map((c) => c.name)).toEqual(['Career Advice', 'Portfolio Tips', 'Tools & Resources', 'Work Life']);
  });

  it('need a name: "Category name is required"', async () => {
    const before = await blogState();
    const res = await asAdmin('/categories', { method: 'POST', body: { name: '   ' } });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({ code: 'invalid_input', message: 'Category name is required' });
    expect(await blogState()).toEqual(before);
  });

  it('refuse a name whose slug another category has: 409 "A category with this name already exists"', async () => {
    const before = await blogState();
    const res = await asAdmin('/categories', { method: 'POST', body: { name: 'CAREER advice' } });
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toEqual({ code: 'conflict', message: blogMessages.categoryExists });
    expect(await blogState()).toEqual(before);
  });

  it('refuse a name of punctuation only, which has no slug', async () => {
    const res = await asAdmin('/categories', { method: 'POST', body: { name: '&&&' } });
    expect(res.status).toBe(400);
  });

  it('are renamed with a new slug; a rename onto another\'s slug is a 409 and changes nothing', async () => {
    const category = await newCategory('Industry News');
    const res = await asAdmin(`/categories/${category.id}`, { method: 'PUT', body: { name: 'Industry Insights', description: 'Trends' } });
    expect(res.status).toBe(200);
    expect((await res.json<{ category: BlogCategory }>()).category).toEqual({ id: category.id, name: 'Industry Insights', slug: 'industry-insights', description: 'Trends' });

    const before = await blogState();
    const clash = await asAdmin(`/categories/${category.id}`, { method: 'PUT', body: { name: 'Portfolio Tips' } });
    expect(clash.status).toBe(409);
    expect(await errorOf(clash)).toEqual({ code: 'conflict', message: blogMessages.categoryExists });
    expect(await blogState()).toEqual(before);
  });

  it('keep their slug when renamed to another spelling of it', async () => {
    const category = await newCategory('Color Theory');
    const res = await asAdmin(`/categories/${category.id}`, { method: 'PUT', body: { name: 'color theory' } });
    expect(res.status).toBe(200);
  });

  it('are deleted with 204; an unknown one answers 404', async () => {
    const category = await newCategory('Short Lived');
    expect((await asAdmin(`/categories/${category.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await categories()).map((c) => c.id)).not.toContain(category.id);
    expect((await asAdmin(`/categories/${category.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await asAdmin(`/categories/${category.id}`, { method: 'PUT', body: { name: 'Back' } })).status).toBe(404);
    expect((await asAdmin('/categories/zero', { method: 'DELETE' })).status).toBe(400);
  });
});

describe('tags', () => {
  it('start with the seeded samples, ordered by name, each with how many posts carry it', async () => {
    await created({ title: 'One', tags: ['remote-work', 'ui-design'] });
    await created({ title: 'Two', tags: ['remote-work'] });
    expect((await tags()).map(({ name, slug, count }) => ({ name, slug, count }))).toEqual([
      { name: 'Productivity', slug: 'productivity', count: 0 },
      { name: 'Remote Work', slug: 'remote-work', count: 2 },
      { name: 'UI Design', slug: 'ui-design', count: 1 },
    ]);
  });

  it('are created with a slug from the name and no posts yet', async () => {
    const tag = await newTag('Design Systems');
    expect(tag).toMatchObject({ name: 'Design Systems', slug: 'design-systems', count: 0 });
  });

  it('need a name: "Tag name is required"', async () => {
    const res = await asAdmin('/tags', { method: 'POST', body: { name: '' } });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({ code: 'invalid_input', message: 'Tag name is required' });
  });

  it('refuse a duplicate slug: 409 "This tag already exists", changing nothing', async () => {
    const before = await blogState();
    const res = await asAdmin('/tags', { method: 'POST', body: { name: 'remote work' } });
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toEqual({ code: 'conflict', message: blogMessages.tagExists });
    expect(await blogState()).toEqual(before);
  });

  it('carry a rename through to every post that has them, live or autosaved, and no other', async () => {
    const tag = await newTag('Figma Tips');
    const live = await created({ title: 'Live', tags: ['remote-work', 'figma-tips', 'ui-design'] });
    const other = await created({ title: 'Other', tags: ['remote-work'] });
    const published = await created({ title: 'Published', status: 'published', tags: ['productivity'] });
    const autosaved = await postOf(
      await asAdmin(`/posts/${published.id}/autosave`, { method: 'PUT', body: { post: validPost({ title: 'Published', tags: ['figma-tips'] }), expectedUpdatedAt: published.updatedAt } }),
    );
    const otherBefore = await tagsOf(other);

    const res = await asAdmin(`/tags/${tag.id}`, { method: 'PUT', body: { name: 'Figma' } });
    expect(res.status).toBe(200);
    expect((await res.json<{ tag: BlogTag }>()).tag).toEqual({ id: tag.id, name: 'Figma', slug: 'figma', count: 1 });

    const liveAfter = await tagsOf(live);
    expect(liveAfter.tags).toEqual(['remote-work', 'figma', 'ui-design']);
    // The post changed: an editor still holding the old tag list gets a 409 instead of writing it back.
    expect(liveAfter.updatedAt > live.updatedAt).toBe(true);
    expect((await tagsOf(autosaved)).revision).toEqual(['figma']);
    expect(await tagsOf(other)).toEqual(otherBefore);
  });

  it('keep posts as they are when renamed to another spelling of the same slug', async () => {
    const tag = await newTag('Motion Design');
    const post = await created({ title: 'Motion', tags: ['motion-design'] });
    const before = await tagsOf(post);
    const res = await asAdmin(`/tags/${tag.id}`, { method: 'PUT', body: { name: 'motion design' } });
    expect(res.status).toBe(200);
    expect(await tagsOf(post)).toEqual(before);
  });

  it('refuse a rename onto another tag\'s slug with 409, and no post changes', async () => {
    const tag = await newTag('Remote Jobs');
    await created({ title: 'Carrier', tags: ['remote-jobs', 'remote-work'] });
    const before = await blogState();
    const res = await asAdmin(`/tags/${tag.id}`, { method: 'PUT', body: { name: 'Remote Work' } });
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toEqual({ code: 'conflict', message: blogMessages.tagExists });
    expect(await blogState()).toEqual(before);
  });

  it('are deleted with 204 and taken off every post; an unknown one answers 404', async () => {
    const tag = await newTag('Freelance');
    const post = await created({ title: 'Tagged', tags: ['freelance', 'remote-work', 'freelance'] });
    expect((await tagsOf(post)).tags).toEqual(['freelance', 'remote-work']);
    expect((await asAdmin(`/tags/${tag.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await tagsOf(post)).tags).toEqual(['remote-work']);
    expect((await tags()).map((t) => t.id)).not.toContain(tag.id);
    expect((await asAdmin(`/tags/${tag.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await asAdmin(`/tags/${tag.id}`, { method: 'PUT', body: { name: 'Again' } })).status).toBe(404);
  });
});
