const localHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether a cookie set for a page at `url` is marked Secure. Browsers drop Secure cookies on plain http, so local
 * development over http on this machine goes without; everywhere else they are Secure. The worker asks with the
 * request's URL and the browser with its own address, so both set the same cookie.
 */
export function cookieIsSecure(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return !(protocol === 'http:' && localHosts.has(hostname));
}

/** The value of the cookie `name` in a Cookie header or `document.cookie`, or null. */
export function cookieValue(cookies: string, name: string): string | null {
  for (const pair of cookies.split(';')) {
    const [key, ...value] = pair.trim().split('=');
    if (key === name) return value.join('=');
  }
  return null;
}
