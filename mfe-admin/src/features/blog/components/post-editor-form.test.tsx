import { postCategoryOptions, sitemapNotes } from '@rdj/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { adminPost, apiError, category, ok, postKey, tag } from '../../../../test/blog-fixture';
import { bodiesSentTo, callsTo } from '../../../../test/fetch-stub';
import { field, openEditor } from '../../../../test/open-editor';
import { writeInEditor } from '../../../../test/rich-text';

// Each test renders the post editor page, Quill included: up to 0.9 s idle, 1.4 s with both cores busy.
// Beside a loaded platform a 0.5 s test was seen passing 5 s, so these get 15 s.
vi.setConfig({ testTimeout: 15_000 });

const section = (name: string) => screen.getByRole('region', { name });
const score = () => screen.getByTestId('seo-score').textContent;
const check = (text: string) => screen.getAllByRole('listitem').find((item) => item.textContent?.includes(text))?.textContent;

describe('post editor: the form', () => {
  it('has the five sections, with the AI assistant and external links tools in theirs', async () => {
    await openEditor('/admin/blog/new');

    expect(screen.getByRole('heading', { level: 1, name: 'Create New Blog Post' })).toBeTruthy();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Basic Information', 'AI Content Assistant', 'External Links', 'SEO Settings', 'Publish']);
    expect(within(section('AI Content Assistant')).getByRole('button', { name: 'Generate Content' })).toBeTruthy();
    expect(within(section('AI Content Assistant')).getByRole('button', { name: 'Modify Content' })).toBeTruthy();
    expect(within(section('External Links')).getByRole('button', { name: 'Find Links' })).toBeTruthy();
  });

  it('starts as a draft in the sitemap, with the file, URL and number fields, the image and alt text hints and the inline editor link', async () => {
    await openEditor('/admin/blog/new');

    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('draft');
    expect(screen.getByRole('button', { name: 'Save Draft' })).toBeTruthy();
    expect(field('Add to sitemap').checked).toBe(true);
    expect(screen.getByText(sitemapNotes.draft)).toBeTruthy();
    expect(screen.queryByLabelText(/Schedule for/)).toBeNull();

    const image = field('Featured Image');
    expect(image.type).toBe('file');
    expect(image.accept).toBe('image/*');
    expect(screen.getByText('recommended 1200 x 630 px, max 2MB')).toBeTruthy();
    expect(screen.getByText('Adding alt text improves accessibility and SEO.')).toBeTruthy();
    expect(field('Canonical URL').type).toBe('url');
    expect(field('Read Time (minutes)').type).toBe('number');
    expect(screen.getByRole('link', { name: 'Open in Inline Editor' }).getAttribute('href')).toBe(
      '/admin/blog/inline-editor/new',
    );
  });

  it('marks read time and the featured image required once the post is to be published', async () => {
    await openEditor('/admin/blog/new');
    expect(field('Read Time (minutes)').required).toBe(false);

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'published');
    expect(field('Read Time (minutes) *').required).toBe(true);
    expect(field('Featured Image *').required).toBe(true);
    expect(screen.getByRole('button', { name: 'Publish Now' })).toBeTruthy();
    expect(screen.getByText(sitemapNotes.published)).toBeTruthy();
  });

  it("offers the six fixed categories, then the panel's own ones", async () => {
    await openEditor('/admin/blog/new', {
      'GET /api/admin/blog/categories': ok({
        categories: [category(1, 'Career Advice', 'career-advice'), category(2, 'Interviews', 'interviews')],
      }),
    });
    const options = [...(screen.getByLabelText('Category') as HTMLSelectElement).options].map((o) => o.value);
    expect(options).toEqual(['', ...postCategoryOptions, 'Interviews']);
  });

  // About 200 keystrokes, each re-rendering the whole editor page: over 5 s on a loaded 2-core machine.
  it('updates the SEO score and its checks as the admin types', { timeout: 20_000 }, async () => {
    await openEditor('/admin/blog/new');
    expect(score()).toBe('43% Poor');
    expect(screen.getByTestId('seo-score').className).toContain('red');
    expect(check('Title is too short')).toBe('!Warning: Title is too short (aim for 30-60 characters)');
    expect(check('Add a primary keyword')).toBe('✕Error: Add a primary keyword');

    await userEvent.type(field('Title *'), 'Remote design jobs: a practical guide');
    await userEvent.type(field('Keywords'), 'remote design, portfolio');
    expect(score()).toBe('64% Needs Improvement');
    expect(screen.getByTestId('seo-score').className).toContain('orange');
    expect(check('Title length')).toBe('✓Good: Title length is good (37 characters)');
    expect(check('Primary keyword')).toBe('✓Good: Primary keyword appears in the title');

    await userEvent.type(field('Featured Image Alt Text'), 'A designer at a desk');
    expect(score()).toBe('71% Needs Improvement');

    // 205 words, the keyword twice: about 1% density, under the 300 words the length check wants.
    await writeInEditor('Content', `<h2>Why remote design</h2><p>${'work '.repeat(200)}remote design</p>`);
    expect(score()).toBe('86% Good');
    expect(screen.getByTestId('seo-score').className).toContain('green');
    expect(check('H2')).toBe('✓Good: Content has an H2 subheading');
    expect(check('Keyword density')).toBe('✓Good: Keyword density is good (1.0%)');
    expect(check('Content is too short')).toBe('!Warning: Content is too short (aim for at least 300 words)');

    await userEvent.type(field('Meta Description'), 'A'.repeat(130));
    expect(score()).toBe('93% Good');
    expect(check('Meta description')).toBe('✓Good: Meta description length is good (130 characters)');
  });

  it('scores the meta title when there is one, the post title otherwise', async () => {
    await openEditor('/admin/blog/new');
    await userEvent.type(field('Title *'), 'Short');
    expect(check('Title is too short')).toBeTruthy();
    await userEvent.type(field('Meta Title'), 'A meta title that is long enough');
    expect(check('Title length')).toBe('✓Good: Title length is good (32 characters)');
  });
});

describe('post editor: tags', () => {
  const tags = () => within(screen.getByRole('group', { name: 'Tags' }));

  it('selects tags from the list and saves their slugs', async () => {
    const fetchMock = await openEditor('/admin/blog/new', {
      'POST /api/admin/blog/posts': ok({ post: adminPost({ title: 'Tagged' }) }, 201),
      [postKey]: ok({ post: adminPost() }),
    });
    await userEvent.type(field('Title *'), 'Tagged');
    await userEvent.click(tags().getByLabelText('UI Design'));
    await userEvent.click(screen.getByRole('button', { name: 'Save Draft' }));

    await screen.findByText('Draft saved successfully');
    expect(bodiesSentTo(fetchMock, 'POST /api/admin/blog/posts')).toMatchObject([{ tags: ['ui-design'] }]);
  });

  it('creates a new tag on the server and selects it', async () => {
    const fetchMock = await openEditor('/admin/blog/new', {
      'POST /api/admin/blog/tags': ok({ tag: tag(3, 'Freelance Life', 'freelance-life') }, 201),
    });
    await userEvent.type(tags().getByLabelText('New tag'), 'Freelance Life{Enter}');

    const created = (await tags().findByLabelText('Freelance Life')) as HTMLInputElement;
    expect(created.checked).toBe(true);
    expect(bodiesSentTo(fetchMock, 'POST /api/admin/blog/tags')).toEqual([{ name: 'Freelance Life' }]);
    expect((tags().getByLabelText('New tag') as HTMLInputElement).value).toBe('');
  });

  it('says A tag with this name already exists when the server has it, and Tag name is required when blank', async () => {
    const fetchMock = await openEditor('/admin/blog/new', {
      'POST /api/admin/blog/tags': apiError(409, 'conflict', 'This tag already exists'),
    });
    await userEvent.click(tags().getByRole('button', { name: 'Add Tag' }));
    expect(tags().getByRole('alert').textContent).toBe('Tag name is required');
    expect(callsTo(fetchMock, 'POST /api/admin/blog/tags')).toBe(0);

    await userEvent.type(tags().getByLabelText('New tag'), 'remote work');
    await userEvent.click(tags().getByRole('button', { name: 'Add Tag' }));
    expect((await tags().findByRole('alert')).textContent).toBe('A tag with this name already exists');
  });
});

describe('post editor: loading a post', () => {
  it('fills the form from the post, its content in the editor', async () => {
    await openEditor(`/admin/blog/edit/${adminPost().id}`, { [postKey]: ok({ post: adminPost() }) });

    expect(screen.getByRole('heading', { level: 1, name: 'Edit Blog Post' })).toBeTruthy();
    expect(field('Title *').value).toBe('Remote design tips');
    expect(field('Read Time (minutes)').value).toBe('5');
    expect((screen.getByLabelText('Category') as HTMLSelectElement).value).toBe('Work Life');
    expect((within(screen.getByRole('group', { name: 'Tags' })).getByLabelText('Remote Work') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('textbox', { name: 'Content' }).innerHTML).toBe('<h2>Start here</h2><p>Remote design work.</p>');
    expect(screen.getByRole('img', { name: 'A desk' }).getAttribute('src')).toBe('/blog-images/abc.jpg');
    expect(screen.getByRole('link', { name: 'Open in Inline Editor' }).getAttribute('href')).toBe(
      `/admin/blog/inline-editor/${adminPost().id}`,
    );
  });

  it('shows autosaved changes that are not live yet, keeping the live status', async () => {
    const savedAt = '2026-11-06T15:30:00.000Z';
    const live = adminPost({ status: 'published', publishedAt: '2026-11-05T10:00:00.000Z' });
    const revision = { ...live, title: 'Remote design tips, revised', status: 'draft' as const };
    await openEditor(`/admin/blog/edit/${live.id}`, {
      [postKey]: ok({ post: { ...live, draftRevision: { post: revision, savedAt } } }),
    });

    expect(field('Title *').value).toBe('Remote design tips, revised');
    expect(
      screen.getByText(`Showing autosaved changes from ${new Date(savedAt).toLocaleString()} that are not live yet.`),
    ).toBeTruthy();
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('published');
  });

  it('says Post not found. for an unknown post', async () => {
    const { signedIn, stubFetch } = await import('../../../../test/fetch-stub');
    const { renderAdminAt } = await import('../../../../test/render-admin');
    stubFetch({ 'GET /api/auth/user': signedIn, [postKey]: apiError(404, 'not_found', 'Post not found.') });
    renderAdminAt(`/admin/blog/edit/${adminPost().id}`);
    expect(await screen.findByText('Post not found.')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('offers Retry when the post cannot be loaded', async () => {
    const { signedIn, stubFetch } = await import('../../../../test/fetch-stub');
    const { renderAdminAt } = await import('../../../../test/render-admin');
    stubFetch({
      'GET /api/auth/user': signedIn,
      [postKey]: [apiError(503, 'unavailable', 'Database is busy'), ok({ post: adminPost() })],
    });
    renderAdminAt(`/admin/blog/edit/${adminPost().id}`);
    expect((await screen.findByRole('alert')).textContent).toBe('Database is busy');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(((await screen.findByLabelText('Title *')) as HTMLInputElement).value).toBe('Remote design tips');
  });
});
