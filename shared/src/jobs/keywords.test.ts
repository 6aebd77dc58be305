import { describe, expect, it } from 'vitest';
import { categories } from '../categories';
import { featuredJobsMax, featuredPicks, searchKeywords } from './keywords';

const graphic = 'graphic designer AND remote';

describe('search keywords', () => {
  it('sends the category keywords alone when the visitor searched for nothing', () => {
    expect(searchKeywords(graphic, '')).toBe(graphic);
    expect(searchKeywords(graphic, '   ')).toBe(graphic);
  });

  it("joins the visitor's text to the category keywords with AND", () => {
    expect(searchKeywords(graphic, 'figma')).toBe('graphic designer AND remote AND figma');
    expect(searchKeywords(graphic, '  brand   identity ')).toBe('graphic designer AND remote AND brand identity');
  });

  it('drops brackets from the visitor text, so it cannot close or open a group', () => {
    expect(searchKeywords(graphic, 'figma)')).toBe('graphic designer AND remote AND figma');
    expect(searchKeywords(graphic, '(((')).toBe(graphic);
  });

  it('keeps an OR in the visitor text inside its own group, so it only narrows the category', () => {
    expect(searchKeywords(graphic, 'figma OR sketch')).toBe('graphic designer AND remote AND (figma OR sketch)');
    expect(searchKeywords(graphic, 'x) OR (anything')).toBe('graphic designer AND remote AND (x OR anything)');
    expect(searchKeywords(graphic, 'print or web')).toBe('graphic designer AND remote AND (print or web)');
  });

  it('does not group words that merely contain "or"', () => {
    expect(searchKeywords(graphic, 'editor')).toBe('graphic designer AND remote AND editor');
  });

  it('works with the boolean keywords of every category', () => {
    for (const category of categories) {
      expect(searchKeywords(category.keywords, 'figma')).toBe(`${category.keywords} AND figma`);
    }
  });
});

describe('home featured jobs', () => {
  it('picks 2 graphic design jobs and 1 UX/UI job, up to 3 shown (docs/limits.md#job-board)', () => {
    expect(featuredPicks).toEqual([
      { category: 'graphic-design', limit: 2 },
      { category: 'ux-ui-design', limit: 1 },
    ]);
    expect(featuredJobsMax).toBe(3);
  });
});
