import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, category, ok, postRow, tag } from '../../../../test/blog-fixture';
import { bodiesSentTo, callsTo, held, signedIn, stubFetch, type Handler } from '../../../../test/fetch-stub';
import { renderAdminAt } from '../../../../test/render-admin';

const listKey = (status: string) => `GET /api/admin/blog/posts?status=${status}`;
const posts = (...rows: ReturnType<typeof postRow>[]) => ok({ posts: rows });
const published = postRow({
  id: 'p-1',
  title: 'Portfolio that gets hired',
  category: 'Portfolio Tips',
  status: 'published',
  publishedAt: '2026-11-02T12:00:00.000Z',
});
const draft = postRow({ id: 'p-2', title: 'Async habits', status: 'draft' });
const noTerms = {
  'GET /api/admin/blog/categories': ok({ categories: [] }),
  'GET /api/admin/blog/tags': ok({ tags: [] }),
};

function openBlogAdmin(handlers: Record<string, Handler>, path = '/admin/blog') {
  const fetchMock = stubFetch({ 'GET /api/auth/user': signedIn, ...noTerms, ...handlers });
  renderAdminAt(path);
  return fetchMock;
}

function rows() {
  const table = screen.getByRole('table', { name: 'Blog posts' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').slice(0, 3).map((cell) => cell.textContent));
}

const panel = (name: string) => screen.getByRole('region', { name });

/** `window.confirm` answering the given answers in turn (the last one repeats). */
function answerConfirm(...answers: boolean[]) {
  const confirm = vi.fn((_question: string) => (answers.length > 1 ? answers.shift() : answers[0]) ?? false);
  vi.stubGlobal('confirm', confirm);
  return confirm;
}

describe('blog administration: posts', () => {
  it('lists every post with edit, inline-editor and new-post links', async () => {
    openBlogAdmin({ [listKey('all')]: posts(published, draft) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Blog Administration' })).toBeTruthy();
    await screen.findByText('Portfolio that gets hired');
    expect(rows()).toEqual([
      ['Portfolio that gets hired', 'Portfolio Tips', 'Published'],
      ['Async habits', 'Work Life', 'Draft'],
    ]);
    expect(screen.getByRole('link', { name: 'Edit Portfolio that gets hired' }).getAttribute('href')).toBe(
      '/admin/blog/edit/p-1',
    );
    expect(screen.getByRole('link', { name: 'Inline editor: Async habits' }).getAttribute('href')).toBe(
      '/admin/blog/inline-editor/p-2',
    );
    expect(screen.getByRole('link', { name: 'New Post' }).getAttribute('href')).toBe('/admin/blog/new');
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('all');
  });

  it('asks the server for the chosen status: All, Published, Draft or Scheduled', async () => {
    const scheduled = postRow({ id: 'p-3', title: 'Next week', status: 'scheduled', scheduledFor: '2026-12-01T09:00:00.000Z' });
    const fetchMock = openBlogAdmin({
      [listKey('all')]: posts(published, draft, scheduled),
      [listKey('published')]: posts(published),
      [listKey('scheduled')]: posts(scheduled),
    });
    await screen.findByText('Async habits');
    const filter = screen.getByLabelText('Status') as HTMLSelectElement;
    expect([...filter.options].map((option) => option.textContent)).toEqual(['All', 'Published', 'Draft', 'Scheduled']);

    await userEvent.selectOptions(filter, 'Published');
    await screen.findByText('Portfolio that gets hired');
    expect(screen.queryByText('Async habits')).toBeNull();
    expect(callsTo(fetchMock, listKey('published'))).toBe(1);

    await userEvent.selectOptions(filter, 'Scheduled');
    expect(await screen.findByText('Next week')).toBeTruthy();
    expect(screen.getByText(new Date('2026-12-01T09:00:00.000Z').toLocaleString())).toBeTruthy();
    expect(callsTo(fetchMock, listKey('scheduled'))).toBe(1);
  });

  it('says No draft posts when the filter finds none, and No posts yet when there are none', async () => {
    openBlogAdmin({ [listKey('draft')]: posts() }, '/admin/blog?status=draft');
    expect(await screen.findByText('No draft posts')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Blog posts' })).toBeNull();
  });

  it('shows Loading posts..., then the server error with a Retry that loads again', async () => {
    const list = held();
    const fetchMock = openBlogAdmin({ [listKey('all')]: list.handler });
    expect(await screen.findByText('Loading posts...')).toBeTruthy();
    list.release(apiError(503, 'unavailable', 'Database is busy'));
    expect(await screen.findByText('Database is busy')).toBeTruthy();
    expect(screen.queryByText('Loading posts...')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('Loading posts...')).toBeTruthy();
    list.release(posts(draft));
    expect(await screen.findByText('Async habits')).toBeTruthy();
    expect(callsTo(fetchMock, listKey('all'))).toBe(2);
  });

  it('deletes a post only after the confirmation, then drops its row', async () => {
    const confirm = answerConfirm(false, true);
    const fetchMock = openBlogAdmin({
      [listKey('all')]: posts(published, draft),
      'DELETE /api/admin/blog/posts/p-2': { status: 204 },
    });
    const button = await screen.findByRole('button', { name: 'Delete Async habits' });

    await userEvent.click(button);
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this post?');
    expect(callsTo(fetchMock, 'DELETE /api/admin/blog/posts/p-2')).toBe(0);
    expect(screen.getByText('Async habits')).toBeTruthy();

    await userEvent.click(button);
    await waitFor(() => expect(screen.queryByText('Async habits')).toBeNull());
    expect(callsTo(fetchMock, 'DELETE /api/admin/blog/posts/p-2')).toBe(1);
    expect(rows()).toEqual([['Portfolio that gets hired', 'Portfolio Tips', 'Published']]);
  });

  it("keeps the row and shows the server's message when a delete fails", async () => {
    answerConfirm(true);
    openBlogAdmin({
      [listKey('all')]: posts(draft),
      'DELETE /api/admin/blog/posts/p-2': apiError(404, 'not_found', 'Post not found.'),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Async habits' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Post not found.');
    expect(screen.getByText('Async habits')).toBeTruthy();
  });
});

describe('blog administration: categories', () => {
  const categories = (...items: ReturnType<typeof category>[]) => ok({ categories: items });

  it('lists categories with their slugs and creates one, showing the slug it will get', async () => {
    const created = category(2, 'Tools & Resources', 'tools--resources', 'Apps we like');
    const fetchMock = openBlogAdmin({
      [listKey('all')]: posts(),
      'GET /api/admin/blog/categories': categories(category(1, 'Career Advice', 'career-advice')),
      'POST /api/admin/blog/categories': ok({ category: created }, 201),
    });
    const categoriesPanel = await screen.findByRole('region', { name: 'Categories' });
    expect(await within(categoriesPanel).findByText('career-advice')).toBeTruthy();

    await userEvent.type(within(categoriesPanel).getByLabelText('New category name'), 'Tools & Resources');
    expect(within(categoriesPanel).getByText('Slug: tools--resources')).toBeTruthy();
    await userEvent.type(within(categoriesPanel).getByLabelText('Description'), 'Apps we like');
    await userEvent.click(within(categoriesPanel).getByRole('button', { name: 'Add Category' }));

    expect(await within(categoriesPanel).findByText('Tools & Resources')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'POST /api/admin/blog/categories')).toEqual([
      { name: 'Tools & Resources', description: 'Apps we like' },
    ]);
    expect((within(categoriesPanel).getByLabelText('New category name') as HTMLInputElement).value).toBe('');
    const names = within(within(categoriesPanel).getByRole('list', { name: 'Categories' }))
      .getAllByRole('listitem')
      .map((item) => item.querySelector('strong')?.textContent);
    expect(names).toEqual(['Career Advice', 'Tools & Resources']);
  });

  it('says Category name is required without calling the server', async () => {
    const fetchMock = openBlogAdmin({ [listKey('all')]: posts() });
    const categoriesPanel = await screen.findByRole('region', { name: 'Categories' });
    await userEvent.type(within(categoriesPanel).getByLabelText('New category name'), '   ');
    await userEvent.click(within(categoriesPanel).getByRole('button', { name: 'Add Category' }));

    expect(within(categoriesPanel).getByRole('alert').textContent).toBe('Category name is required');
    expect(callsTo(fetchMock, 'POST /api/admin/blog/categories')).toBe(0);
  });

  it("shows the server's message when the name is taken", async () => {
    openBlogAdmin({
      [listKey('all')]: posts(),
      'POST /api/admin/blog/categories': apiError(409, 'conflict', 'A category with this name already exists'),
    });
    const categoriesPanel = await screen.findByRole('region', { name: 'Categories' });
    await userEvent.type(within(categoriesPanel).getByLabelText('New category name'), 'Career advice');
    await userEvent.click(within(categoriesPanel).getByRole('button', { name: 'Add Category' }));

    expect((await within(categoriesPanel).findByRole('alert')).textContent).toBe('A category with this name already exists');
    expect((within(categoriesPanel).getByLabelText('New category name') as HTMLInputElement).value).toBe('Career advice');
  });

  it('renames a category keeping its description, and shows the new slug', async () => {
    const fetchMock = openBlogAdmin({
      [listKey('all')]: posts(),
      'GET /api/admin/blog/categories': categories(category(1, 'Career Advice', 'career-advice', 'Growing as a designer')),
      'PUT /api/admin/blog/categories/1': ok({ category: category(1, 'Careers', 'careers', 'Growing as a designer') }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Rename Career Advice' }));
    const name = screen.getByLabelText('Category name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Careers');
    await userEvent.click(within(panel('Categories')).getByRole('button', { name: 'Save' }));

    expect(await within(panel('Categories')).findByText('careers')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'PUT /api/admin/blog/categories/1')).toEqual([
      { name: 'Careers', description: 'Growing as a designer' },
    ]);
    expect(screen.queryByLabelText('Category name')).toBeNull();
  });

  it('asks before deleting a category and removes it once the server agrees', async () => {
    const confirm = answerConfirm(true);
    const fetchMock = openBlogAdmin({
      [listKey('all')]: posts(),
      'GET /api/admin/blog/categories': categories(category(1, 'Career Advice', 'career-advice')),
      'DELETE /api/admin/blog/categories/1': { status: 204 },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Career Advice' }));

    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this category?');
    expect(await within(panel('Categories')).findByText('No categories yet')).toBeTruthy();
    expect(callsTo(fetchMock, 'DELETE /api/admin/blog/categories/1')).toBe(1);
  });
});

describe('blog administration: tags', () => {
  const tags = (...items: ReturnType<typeof tag>[]) => ok({ tags: items });

  it('lists tags with slug and post count, and creates one', async () => {
    const fetchMock = openBlogAdmin({
      [listKey('all')]: posts(),
      'GET /api/admin/blog/tags': tags(tag(1, 'Remote Work', 'remote-work', 3)),
      'POST /api/admin/blog/tags': ok({ tag: tag(2, 'UI Design', 'ui-design') }, 201),
    });
    const tagsPanel = await screen.findByRole('region', { name: 'Tags' });
    expect(await within(tagsPanel).findByText('3 posts')).toBeTruthy();
    expect(within(tagsPanel).getByText('remote-work')).toBeTruthy();

    await userEvent.type(within(tagsPanel).getByLabelText('New tag name'), 'UI Design');
    expect(within(tagsPanel).getByText('Slug: ui-design')).toBeTruthy();
    await userEvent.click(within(tagsPanel).getByRole('button', { name: 'Add Tag' }));

    expect(await within(tagsPanel).findByText('ui-design')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'POST /api/admin/blog/tags')).toEqual([{ name: 'UI Design' }]);
  });

  it('says Tag name is required without calling the server', async () => {
    const fetchMock = openBlogAdmin({ [listKey('all')]: posts() });
    const tagsPanel = await screen.findByRole('region', { name: 'Tags' });
    await userEvent.click(within(tagsPanel).getByRole('button', { name: 'Add Tag' }));

    expect(within(tagsPanel).getByRole('alert').textContent).toBe('Tag name is required');
    expect(callsTo(fetchMock, 'POST /api/admin/blog/tags')).toBe(0);
  });

  it("shows This tag already exists from the server and keeps the list as it was", async () => {
    openBlogAdmin({
      [listKey('all')]: posts(),
      'GET /api/admin/blog/tags': tags(tag(1, 'Remote Work', 'remote-work')),
      'POST /api/admin/blog/tags': apiError(409, 'conflict', 'This tag already exists'),
    });
    const tagsPanel = await screen.findByRole('region', { name: 'Tags' });
    await within(tagsPanel).findByText('remote-work');
    await userEvent.type(within(tagsPanel).getByLabelText('New tag name'), 'remote work');
    await userEvent.click(within(tagsPanel).getByRole('button', { name: 'Add Tag' }));

    expect((await within(tagsPanel).findByRole('alert')).textContent).toBe('This tag already exists');
    expect(within(tagsPanel).getAllByRole('listitem')).toHaveLength(1);
  });

  it('renames a tag; a taken name shows the 409 message and keeps the rename open', async () => {
    const fetchMock = openBlogAdmin({
      [listKey('all')]: posts(),
      'GET /api/admin/blog/tags': tags(tag(1, 'Remote Work', 'remote-work', 2), tag(2, 'UI Design', 'ui-design')),
      'PUT /api/admin/blog/tags/1': [
        apiError(409, 'conflict', 'This tag already exists'),
        ok({ tag: tag(1, 'Remote Jobs', 'remote-jobs', 2) }),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Rename Remote Work' }));
    const name = screen.getByLabelText('Tag name');
    await userEvent.clear(name);
    await userEvent.type(name, 'UI design');
    await userEvent.click(within(panel('Tags')).getByRole('button', { name: 'Save' }));
    expect((await within(panel('Tags')).findByRole('alert')).textContent).toBe('This tag already exists');

    await userEvent.clear(screen.getByLabelText('Tag name'));
    await userEvent.type(screen.getByLabelText('Tag name'), 'Remote Jobs');
    await userEvent.click(within(panel('Tags')).getByRole('button', { name: 'Save' }));
    expect(await within(panel('Tags')).findByText('remote-jobs')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'PUT /api/admin/blog/tags/1')).toEqual([{ name: 'UI design' }, { name: 'Remote Jobs' }]);
  });

  it('asks before deleting a tag and keeps it when the admin says no', async () => {
    const confirm = answerConfirm(false);
    const fetchMock = openBlogAdmin({
      [listKey('all')]: posts(),
      'GET /api/admin/blog/tags': tags(tag(1, 'Remote Work', 'remote-work')),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Remote Work' }));

    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this tag?');
    expect(callsTo(fetchMock, 'DELETE /api/admin/blog/tags/1')).toBe(0);
    expect(within(panel('Tags')).getByText('Remote Work')).toBeTruthy();
  });

  it('shows the error with a Retry when tags cannot be loaded', async () => {
    openBlogAdmin({
      [listKey('all')]: posts(),
      'GET /api/admin/blog/tags': [apiError(500, 'internal_error', 'Internal error'), tags(tag(1, 'Remote Work', 'remote-work'))],
    });
    const tagsPanel = await screen.findByRole('region', { name: 'Tags' });
    expect((await within(tagsPanel).findByRole('alert')).textContent).toBe('Internal error');
    await userEvent.click(within(tagsPanel).getByRole('button', { name: 'Retry' }));
    expect(await within(tagsPanel).findByText('Remote Work')).toBeTruthy();
  });
});
