import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importsOf, moduleGraph } from '../../test/import-graph';

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));

describe('the admin’s app', () => {
  it('bundles none of the public pages the edge renders (about, privacy, terms, subscribe, the alerts’ pages)', () => {
    const edgePages = source('../edge/edge-pages.tsx');
    const publicPages = importsOf(edgePages).filter((file) => /-pages?\.tsx?$/.test(file));
    expect(publicPages.length).toBeGreaterThanOrEqual(8);
    const admin = moduleGraph(source('./main.tsx'));
    expect(admin.has(source('./app.tsx'))).toBe(true);
    expect([edgePages, ...publicPages].filter((file) => admin.has(file))).toEqual([]);
  });
});
