import { describe, expect, it } from 'vitest';
import { applyKey } from './apply-key';

describe('applyKey', () => {
  it('gives links copied differently to the same job the same key', () => {
    const key = 'acme.example/jobs/7?a=1&b=2';
    expect(applyKey('https://acme.example/jobs/7?a=1&b=2')).toBe(key);
    expect(applyKey('https://WWW.Acme.Example/jobs/7/?b=2&a=1#apply')).toBe(key);
    expect(applyKey('http://acme.example:80/jobs/7?a=1&utm_source=rdj&b=2&UTM_Campaign=x')).toBe(key);
    expect(applyKey(' https://acme.example:443/jobs/7//?ref=rdj&a=1&gh_src=abc&b=2&fbclid=x ')).toBe(key);
  });

  it('keeps what tells jobs apart: the path and its case, other parameters, another port', () => {
    expect(applyKey('https://acme.example/jobs/8')).not.toBe(applyKey('https://acme.example/jobs/7'));
    expect(applyKey('https://acme.example/Jobs/7')).not.toBe(applyKey('https://acme.example/jobs/7'));
    expect(applyKey('https://boards.example/acme?gh_jid=1')).not.toBe(applyKey('https://boards.example/acme?gh_jid=2'));
    expect(applyKey('https://acme.example:8443/jobs/7')).toBe('acme.example:8443/jobs/7');
    expect(applyKey('https://jobs.acme.example/7')).not.toBe(applyKey('https://acme.example/7'));
  });

  it('keeps the root of a site as its host alone', () => {
    expect(applyKey('https://www.acme.example/')).toBe('acme.example');
    expect(applyKey('https://acme.example')).toBe('acme.example');
  });

  it('sorts repeated parameters by value', () => {
    expect(applyKey('https://acme.example/a?tag=b&tag=a')).toBe('acme.example/a?tag=a&tag=b');
  });
});
