/**
 * The sandbox's web pages, plain server-rendered HTML: `/` lists the messages (newest first) and `/messages/<id>`
 * shows one, its headers, its text part and its HTML part.
 *
 * Everything from a message is escaped. The HTML part is shown in an `<iframe sandbox srcdoc="…">`: the attribute
 * value is escaped (`&`, `"`, `<`, `>` and `'`), and the frame is sandboxed without `allow-scripts` or
 * `allow-same-origin`, so the mail's own HTML renders but cannot run script or reach the sandbox page. Its links
 * open in a new tab (`<base target="_blank">` and `allow-popups-to-escape-sandbox`), so an unsubscribe link works.
 */
import type { Message } from './store';

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => entities[c]!);

const style = `
  body { font: 15px/1.5 system-ui, sans-serif; margin: 0; color: #1d1d1f; background: #f5f5f7; }
  header { background: #1d1d1f; padding: .75rem 1.5rem; }
  header a { color: #fff; text-decoration: none; font-weight: 600; }
  main { max-width: 60rem; margin: 1.5rem auto; padding: 0 1.5rem; }
  table { width: 100%; border-collapse: collapse; background: #fff; }
  th, td { text-align: left; padding: .5rem .75rem; border-bottom: 1px solid #e5e5ea; vertical-align: top; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; background: #fff; padding: 1rem; }
  dt { font-weight: 600; } dd { margin: 0; overflow-wrap: anywhere; }
  pre { background: #fff; padding: 1rem; white-space: pre-wrap; overflow-wrap: anywhere; }
  iframe { width: 100%; height: 40rem; border: 1px solid #d2d2d7; background: #fff; resize: vertical; }
  .bounced { color: #b00020; font-weight: 600; }
  .muted { color: #6e6e73; }`;

function layout(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Mail sandbox</title>
<style>${style}</style>
</head>
<body>
<header><a href="/">Mail sandbox</a></header>
<main>
${body}
</main>
</body>
</html>
`;
}

const time = (iso: string) => `<time datetime="${escapeHtml(iso)}">${escapeHtml(iso.replace('T', ' ').replace(/\.\d+Z$/, ' UTC'))}</time>`;
const list = (addresses: string[]) => escapeHtml(addresses.join(', '));
const bouncedMark = (m: Message) => (m.bounced ? ' <span class="bounced">bounced</span>' : '');

/** `/`: every message, newest first, each row linking to its page. */
export function listPage(messages: Message[]): string {
  if (messages.length === 0) {
    return layout('Inbox', '<h1>Inbox</h1>\n<p class="muted">No mail yet. Mail sent to <code>POST /emails</code> shows here.</p>');
  }
  const rows = [...messages].reverse().map(
    (m) => `<tr><td>${time(m.created_at)}</td><td>${list(m.to)}</td>` +
      `<td><a href="/messages/${encodeURIComponent(m.id)}">${escapeHtml(m.subject)}</a>${bouncedMark(m)}</td></tr>`,
  );
  const count = `${messages.length} message${messages.length === 1 ? '' : 's'}, newest first · <a href="/api/messages">JSON</a>`;
  return layout(
    'Inbox',
    `<h1>Inbox</h1>\n<p class="muted">${count}</p>\n<table>\n<thead><tr><th>Time</th><th>To</th><th>Subject</th></tr></thead>\n` +
      `<tbody>\n${rows.join('\n')}\n</tbody>\n</table>`,
  );
}

/** The mail's HTML with `<base target="_blank">` put after its doctype (before it would force quirks mode). */
function framed(html: string): string {
  const doctype = /^\s*<!doctype[^>]*>/i.exec(html)?.[0] ?? '';
  return `${doctype}<base target="_blank">${html.slice(doctype.length)}`;
}

/** `/messages/<id>`: the headers, the text part and the HTML part of one message. */
export function messagePage(m: Message): string {
  const fields: [string, string][] = [
    ['From', m.from],
    ['To', m.to.join(', ')],
    ...(m.cc.length ? [['Cc', m.cc.join(', ')] as [string, string]] : []),
    ...(m.bcc.length ? [['Bcc', m.bcc.join(', ')] as [string, string]] : []),
    ...(m.reply_to.length ? [['Reply-To', m.reply_to.join(', ')] as [string, string]] : []),
    ['Subject', m.subject],
    ['Date', m.created_at],
    ['Id', m.id],
    ['Status', m.bounced ? 'bounced (fault-bounce)' : 'delivered'],
    ...Object.entries(m.headers),
  ];
  const headers = fields.map(([name, value]) => `<dt>${escapeHtml(name)}</dt><dd>${escapeHtml(value)}</dd>`).join('\n');
  const text = m.text === null ? '<p class="muted">No text part.</p>' : `<pre>${escapeHtml(m.text)}</pre>`;
  const html =
    m.html === null
      ? '<p class="muted">No HTML part.</p>'
      : `<iframe title="HTML part" sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${escapeHtml(framed(m.html))}"></iframe>`;
  return layout(
    m.subject,
    `<p><a href="/">← Inbox</a></p>\n<h1>${escapeHtml(m.subject)}${bouncedMark(m)}</h1>\n<h2>Headers</h2>\n<dl>\n${headers}\n</dl>\n` +
      `<h2>Text part</h2>\n${text}\n<h2>HTML part</h2>\n${html}`,
  );
}

export function notFoundPage(path: string): string {
  return layout('Not found', `<h1>Not found</h1>\n<p>Nothing at <code>${escapeHtml(path)}</code>. <a href="/">Inbox</a></p>`);
}
