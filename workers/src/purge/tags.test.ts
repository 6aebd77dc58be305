import { categories } from '@rdj/shared';
import { describe, expect, it } from 'vitest';
import { blogTag, categoryTag, companyTag, pageTag, pageTags, postTag } from './tags';

describe('the tags of a cached page', () => {
  it('name the page itself and each thing it shows', () => {
    expect(pageTags('/')).toEqual(['page:/', categoryTag('graphic-design'), categoryTag('ux-ui-design')]);
    expect(pageTags('/remote-graphic-design-jobs')).toEqual(['page:/remote-graphic-design-jobs', categoryTag('graphic-design')]);
    expect(pageTags('/companies/acme-studio')).toEqual(['page:/companies/acme-studio', companyTag('acme-studio')]);
    expect(pageTags('/blog')).toEqual(['page:/blog', blogTag]);
    expect(pageTags('/blog/a-post')).toEqual(['page:/blog/a-post', postTag('a-post')]);
    expect(pageTags('/about')).toEqual(['page:/about']);
  });

  it('give a category page’s aliases the tags of its main address, so one SEO save or change reaches both', () => {
    const ux = categories.find((category) => category.aliases?.length)!;
    for (const alias of ux.aliases!) expect(pageTags(alias)).toEqual(pageTags(ux.path));
    expect(pageTag(ux.aliases![0]!)).toBe(`page:${ux.path}`);
  });

  it('name a post by its slug as its address spells it, any letter included, in a tag of short ASCII', () => {
    const slug = 'café-design-数字';
    const [, tag] = pageTags(`/blog/${encodeURIComponent(slug)}`);
    expect(tag).toBe(postTag(slug));
    expect(tag).toMatch(/^post:[0-9a-f]+$/);
    expect(pageTags('/blog/%E0%A4%A')).toEqual(['page:/blog/%E0%A4%A']);
    const long = `/blog/${'a'.repeat(300)}`;
    expect(pageTag(long)).toMatch(/^page:#[0-9a-f]+$/);
  });
});
