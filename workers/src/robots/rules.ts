/**
 * Robots.txt edits of the SEO manager (docs/admin.md#include-in-sitemap-and-robotstxt): a `Disallow: <path>` line
 * added to or removed from the `User-agent: *` group.
 *
 * Groups follow RFC 9309: one or more `User-agent` lines, then rules, until the next `User-agent` line that follows
 * a rule. Blank lines and comments do not end a group; `Sitemap` lines belong to no group. Every line the edit does
 * not touch is kept byte for byte (its comment, its spacing, its line ending), as is the trailing newline or its
 * absence, so an administrator's own rules and other agents' groups survive.
 */

interface Line {
  /** The line without its terminator. */
  text: string;
  /** `\r\n`, `\n`, or '' for a last line without one. */
  end: string;
}

interface Group {
  agents: string[];
  lastAgent: number;
  lastRule: number | null;
  disallows: { at: number; value: string }[];
}

/** A path a Disallow line may carry: starts with `/`, no spaces, no control characters, no `#` (a comment). */
export function isRobotsPath(path: string): boolean {
  return /^\/[^\s#\u0000-\u001F\u007F]*$/.test(path);
}

function checkPath(path: string) {
  if (!isRobotsPath(path)) throw new RangeError(`Not a robots.txt path: ${JSON.stringify(path)}`);
}

function linesOf(text: string): Line[] {
  return (text.match(/[^\n]*\n|[^\n]+$/g) ?? []).map((raw) => {
    const end = raw.endsWith('\r\n') ? '\r\n' : raw.endsWith('\n') ? '\n' : '';
    return { text: raw.slice(0, raw.length - end.length), end };
  });
}

const joined = (lines: Line[]) => lines.map((l) => l.text + l.end).join('');

/** `key: value` of a record line, the key lower-cased and the comment dropped; null for blanks and comments. */
function record(text: string): { key: string; value: string } | null {
  const match = /^\s*([A-Za-z-]+)\s*:\s*(.*)$/.exec(text.replace(/^\uFEFF/, '').replace(/#.*$/, ''));
  return match ? { key: match[1]!.toLowerCase(), value: match[2]!.trim() } : null;
}

function groupsOf(lines: Line[]): Group[] {
  const groups: Group[] = [];
  let current: Group | null = null;
  let inAgents = false;
  lines.forEach((line, at) => {
    const r = record(line.text);
    if (!r || r.key === 'sitemap') return;
    if (r.key === 'user-agent') {
      if (!current || !inAgents) {
        current = { agents: [], lastAgent: at, lastRule: null, disallows: [] };
        groups.push(current);
      }
      current.agents.push(r.value.toLowerCase());
      current.lastAgent = at;
      inAgents = true;
      return;
    }
    inAgents = false;
    if (!current) return;
    current.lastRule = at;
    if (r.key === 'disallow') current.disallows.push({ at, value: r.value });
  });
  return groups;
}

const forAllAgents = (group: Group) => group.agents.includes('*');

/**
 * `text` with `Disallow: <path>` in the `User-agent: *` group: after that group's last rule, or in a new group at
 * the end when there is none. Unchanged if any all-agents group already disallows `path`.
 *
 * @example robotsWithDisallow('User-agent: *\nAllow: /\n', '/terms') // 'User-agent: *\nAllow: /\nDisallow: /terms\n'
 */
export function robotsWithDisallow(text: string, path: string): string {
  checkPath(path);
  const lines = linesOf(text);
  const all = groupsOf(lines).filter(forAllAgents);
  if (all.some((g) => g.disallows.some((d) => d.value === path))) return text;
  const rule = `Disallow: ${path}`;
  const eol = lines.find((l) => l.end)?.end ?? '\n';
  const group = all[0];
  if (group) {
    const after = group.lastRule ?? group.lastAgent;
    const previous = lines[after]!;
    // A last line without a newline gets one before the rule, and the rule stays without one.
    const inserted = { text: rule, end: previous.end };
    const out = [...lines.slice(0, after), { ...previous, end: previous.end || eol }, inserted, ...lines.slice(after + 1)];
    return joined(out);
  }
  if (lines.length === 0) return `User-agent: *${eol}${rule}${eol}`;
  const last = lines[lines.length - 1]!;
  const finalEnd = last.end;
  const gap = last.text.trim() === '' ? '' : eol;
  return `${joined([...lines.slice(0, -1), { ...last, end: last.end || eol }])}${gap}User-agent: *${eol}${rule}${finalEnd}`;
}

/**
 * `text` without any `Disallow: <path>` line in the all-agents groups; other agents' groups and every other line
 * stay. Unchanged when no such line exists.
 *
 * @example robotsWithoutDisallow('User-agent: *\nDisallow: /terms\n', '/terms') // 'User-agent: *\n'
 */
export function robotsWithoutDisallow(text: string, path: string): string {
  checkPath(path);
  const lines = linesOf(text);
  const drop = new Set(
    groupsOf(lines)
      .filter(forAllAgents)
      .flatMap((g) => g.disallows.filter((d) => d.value === path).map((d) => d.at)),
  );
  if (drop.size === 0) return text;
  const kept = lines.filter((_, at) => !drop.has(at));
  const last = kept[kept.length - 1];
  // Removing an unterminated last line must not leave the line before it newly terminated.
  if (last && lines[lines.length - 1]!.end === '' && drop.has(lines.length - 1)) kept[kept.length - 1] = { ...last, end: '' };
  return joined(kept);
}
