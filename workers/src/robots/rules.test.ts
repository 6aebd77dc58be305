import { describe, expect, it } from 'vitest';
import { defaultRobotsTxt } from '@rdj/shared';
import { isRobotsPath, robotsWithDisallow, robotsWithoutDisallow } from './rules';

const defaults = defaultRobotsTxt('https://x.io');

const withOtherAgents = [
  '# Rules for this site',
  'User-agent: Googlebot',
  'Disallow: /terms',
  '',
  'User-agent: *',
  'Allow: /',
  'Disallow: /admin/ # staff only',
  '',
  'User-agent: BadBot',
  'Disallow: /',
  '',
  'Sitemap: https://x.io/sitemap.xml',
  '',
].join('\n');

describe('adding a Disallow line for a path', () => {
  it('puts it after the last rule of the all-agents group in the default text, before the sitemap line', () => {
    expect(robotsWithDisallow(defaults, '/terms')).toBe(
      ['User-agent: *', 'Allow: /', 'Disallow: /admin/', 'Disallow: /api/', 'Disallow: /terms', '', 'Sitemap: https://x.io/sitemap.xml', ''].join('\n'),
    );
  });

  it('is idempotent', () => {
    const once = robotsWithDisallow(defaults, '/terms');
    expect(robotsWithDisallow(once, '/terms')).toBe(once);
    expect(robotsWithDisallow(defaults, '/admin/')).toBe(defaults);
  });

  it('keeps other agents\' groups, comments and blank lines as they were', () => {
    const text = robotsWithDisallow(withOtherAgents, '/terms');
    expect(text).toBe(withOtherAgents.replace('Disallow: /admin/ # staff only\n', 'Disallow: /admin/ # staff only\nDisallow: /terms\n'));
  });

  it('treats a line that already disallows the path with a comment or other spacing as present', () => {
    const text = 'User-agent: *\ndisallow:/terms   # hidden\n';
    expect(robotsWithDisallow(text, '/terms')).toBe(text);
  });

  it('creates the all-agents group at the end when there is none', () => {
    const text = 'User-agent: BadBot\nDisallow: /\n';
    expect(robotsWithDisallow(text, '/terms')).toBe('User-agent: BadBot\nDisallow: /\n\nUser-agent: *\nDisallow: /terms\n');
  });

  it('creates the all-agents group in an empty text', () => {
    expect(robotsWithDisallow('', '/terms')).toBe('User-agent: *\nDisallow: /terms\n');
  });

  it('adds to a group that lists only its agents and no rules yet', () => {
    expect(robotsWithDisallow('User-agent: *\n\nSitemap: https://x.io/sitemap.xml\n', '/terms')).toBe(
      'User-agent: *\nDisallow: /terms\n\nSitemap: https://x.io/sitemap.xml\n',
    );
  });

  it('adds to a group where the all-agents line shares a group with another agent', () => {
    expect(robotsWithDisallow('User-agent: Googlebot\nUser-agent: *\nAllow: /\n', '/terms')).toBe(
      'User-agent: Googlebot\nUser-agent: *\nAllow: /\nDisallow: /terms\n',
    );
  });

  it('keeps Windows line endings and the absence of a trailing newline', () => {
    expect(robotsWithDisallow('User-agent: *\r\nAllow: /\r\n', '/terms')).toBe('User-agent: *\r\nAllow: /\r\nDisallow: /terms\r\n');
    expect(robotsWithDisallow('User-agent: *\nAllow: /', '/terms')).toBe('User-agent: *\nAllow: /\nDisallow: /terms');
  });

  it('refuses a path that would break the file: no leading slash, a line break, a space or a comment sign', () => {
    for (const path of ['terms', '/a\nUser-agent: evil', '/a b', '/a#b', '']) {
      expect(isRobotsPath(path)).toBe(false);
      expect(() => robotsWithDisallow(defaults, path)).toThrow(RangeError);
      expect(() => robotsWithoutDisallow(defaults, path)).toThrow(RangeError);
    }
    expect(isRobotsPath('/remote-ux-ui-design-jobs')).toBe(true);
  });
});

describe('removing a Disallow line for a path', () => {
  it('gives back the default text after adding and removing a path', () => {
    expect(robotsWithoutDisallow(robotsWithDisallow(defaults, '/terms'), '/terms')).toBe(defaults);
  });

  it('is idempotent and leaves a text without the line unchanged', () => {
    const once = robotsWithoutDisallow(defaults, '/api/');
    expect(once).toBe(defaults.replace('Disallow: /api/\n', ''));
    expect(robotsWithoutDisallow(once, '/api/')).toBe(once);
    expect(robotsWithoutDisallow(defaults, '/terms')).toBe(defaults);
  });

  it('keeps the same path disallowed for other agents', () => {
    const text = robotsWithDisallow(withOtherAgents, '/terms');
    expect(robotsWithoutDisallow(text, '/terms')).toBe(withOtherAgents);
    expect(robotsWithoutDisallow(withOtherAgents, '/terms')).toBe(withOtherAgents);
  });

  it('removes the line from every all-agents group, whatever its spacing or comment', () => {
    const text = 'User-agent: *\nDisallow: /terms\n\nUser-agent: BadBot\nDisallow: /\n\nUser-agent: *\ndisallow:/terms # again\nAllow: /\n';
    expect(robotsWithoutDisallow(text, '/terms')).toBe('User-agent: *\n\nUser-agent: BadBot\nDisallow: /\n\nUser-agent: *\nAllow: /\n');
  });

  it('does not remove a longer path that starts with the same characters', () => {
    const text = 'User-agent: *\nDisallow: /terms-old\n';
    expect(robotsWithoutDisallow(text, '/terms')).toBe(text);
  });

  it('keeps the absence of a trailing newline when the removed line was the last', () => {
    expect(robotsWithoutDisallow('User-agent: *\nAllow: /\nDisallow: /terms', '/terms')).toBe('User-agent: *\nAllow: /');
  });
});
