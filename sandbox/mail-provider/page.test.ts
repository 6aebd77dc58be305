import { describe, expect, it } from 'vitest';
import { email, useSandbox } from './test/support';

const sandbox = useSandbox();

const send = async (to: string, fields: Record<string, unknown> = {}) =>
  ((await (await sandbox.post('/emails', 're_test', email(to, fields))).json()) as { id: string }).id;

describe('the inbox page', () => {
  it('says the inbox is empty when no mail came', async () => {
    const { status, html, headers } = await sandbox.page('/');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(html).toContain('No mail yet');
  });

  it('lists each message, newest first, with its subject, recipients and time, linking to its page', async () => {
    const first = await send('ada@example.com', { subject: 'Older alert' });
    const second = await send('grace@example.com', { subject: 'Newer alert' });
    const { html } = await sandbox.page('/');
    expect(html.indexOf('Newer alert')).toBeLessThan(html.indexOf('Older alert'));
    expect(html).toContain(`<a href="/messages/${second}">Newer alert</a>`);
    expect(html).toContain(`<a href="/messages/${first}">Older alert</a>`);
    expect(html).toContain('grace@example.com');
    const [message] = await sandbox.messages();
    expect(html).toContain(`<time datetime="${message!.created_at}">`);
  });

  it('marks a bounced message', async () => {
    await sandbox.post('/emails', 'fault-bounce', email('gone@example.com'));
    expect((await sandbox.page('/')).html).toContain('<span class="bounced">bounced</span>');
  });
});

describe('a message page', () => {
  it('shows the headers, the text part and the HTML part in a sandboxed frame', async () => {
    const id = await send('ada@example.com', {
      headers: { 'List-Unsubscribe': '<https://example.com/u/1>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      text: 'Three new jobs.\nSee them all.',
      html: '<!DOCTYPE html><p class="lead">Three new jobs.</p>',
    });
    const { status, html } = await sandbox.page(`/messages/${id}`);
    expect(status).toBe(200);
    expect(html).toContain('<dt>From</dt><dd>Remote Design Jobs &lt;alerts@remotedesignjobs.example&gt;</dd>');
    expect(html).toContain('<dt>To</dt><dd>ada@example.com</dd>');
    expect(html).toContain('<dt>List-Unsubscribe</dt><dd>&lt;https://example.com/u/1&gt;</dd>');
    expect(html).toContain('<dt>List-Unsubscribe-Post</dt><dd>List-Unsubscribe=One-Click</dd>');
    expect(html).toContain('<pre>Three new jobs.\nSee them all.</pre>');
    const frame = /<iframe title="HTML part" sandbox="([^"]*)" srcdoc="([^"]*)"><\/iframe>/.exec(html);
    expect(frame?.[1]).toBe('allow-popups allow-popups-to-escape-sandbox');
    expect(frame?.[2]).toBe('&lt;!DOCTYPE html&gt;&lt;base target=&quot;_blank&quot;&gt;&lt;p class=&quot;lead&quot;&gt;Three new jobs.&lt;/p&gt;');
  });

  it('says when a part is missing', async () => {
    const { html } = await sandbox.page(`/messages/${await send('ada@example.com', { html: undefined })}`);
    expect(html).toContain('No HTML part.');
    expect(html).not.toContain('<iframe');
  });

  it('escapes a hostile subject, recipient, header and HTML, so none of it runs in the sandbox page', async () => {
    const id = await send('Eve & "Co" <eve@example.com>', {
      subject: '<script>alert(1)</script> & "quotes"',
      headers: { 'X-Evil': '<img src=x onerror=alert(4)>' },
      text: '</pre><script>alert(5)</script>',
      html: '<script>alert(2)</script><p onclick="alert(6)">&amp; "hi"</p><iframe srcdoc="x"></iframe>',
    });
    for (const path of ['/', `/messages/${id}`]) {
      const { html, headers } = await sandbox.page(path);
      expect(html).not.toMatch(/<script/i);
      expect(html).not.toMatch(/<img/i);
      expect(html).not.toContain('onclick="');
      expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot;');
      expect(html).toContain('Eve &amp; &quot;Co&quot; &lt;eve@example.com&gt;');
      expect(headers.get('content-security-policy')).toContain("script-src 'none'");
    }
    const { html } = await sandbox.page(`/messages/${id}`);
    expect(html.match(/<iframe /g)).toHaveLength(1);
    const srcdoc = /srcdoc="([^"]*)"/.exec(html)![1]!;
    expect(srcdoc).toContain('&lt;script&gt;alert(2)&lt;/script&gt;&lt;p onclick=&quot;alert(6)&quot;&gt;&amp;amp; &quot;hi&quot;');
    expect(html).toContain('&lt;/pre&gt;&lt;script&gt;alert(5)');
  });

  it('answers 404 for an unknown message', async () => {
    const { status, html } = await sandbox.page('/messages/no-such-id');
    expect(status).toBe(404);
    expect(html).toContain('Not found');
  });
});
