/**
 * The provider's `keywords` language, as far as the board uses it: AND, OR (any case), brackets, "quoted phrases"
 * and implicit AND between neighbours. A term matches a word that starts with it ("design" finds "designer"); a
 * phrase matches as a substring. Text is title + snippet + description with markup removed.
 */
import { countableText } from '@rdj/shared';
import type { ProviderJob } from './data';

type Node =
  | { kind: 'and' | 'or'; items: Node[] }
  | { kind: 'term'; words: string[] }
  | { kind: 'phrase'; text: string };

interface Searchable {
  words: string[];
  text: string;
}

const wordsOf = (text: string) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);

function tokenize(query: string): string[] {
  return query.match(/"[^"]*"?|[()]|[^\s()"]+/g) ?? [];
}

/** Recursive descent over the tokens; unbalanced brackets are forgiven rather than refused, as a search box would. */
function parse(tokens: string[]): Node {
  let at = 0;
  const isOp = (token: string | undefined, op: string) => token !== undefined && token.toUpperCase() === op;

  function primary(): Node | null {
    const token = tokens[at++]!;
    if (token === '(') {
      const inner = orExpr();
      if (tokens[at] === ')') at++;
      return inner;
    }
    if (token.startsWith('"')) {
      const text = wordsOf(token.replace(/"/g, '')).join(' ');
      return text ? { kind: 'phrase', text } : null;
    }
    const words = wordsOf(token);
    return words.length ? { kind: 'term', words } : null;
  }

  function andExpr(): Node {
    const items: Node[] = [];
    while (at < tokens.length && tokens[at] !== ')' && !isOp(tokens[at], 'OR')) {
      if (isOp(tokens[at], 'AND')) {
        at++;
        continue;
      }
      const node = primary();
      if (node) items.push(node);
    }
    return { kind: 'and', items };
  }

  function orExpr(): Node {
    const items = [andExpr()];
    while (isOp(tokens[at], 'OR')) {
      at++;
      items.push(andExpr());
    }
    return { kind: 'or', items };
  }

  const items: Node[] = [];
  while (at < tokens.length) {
    items.push(orExpr());
    if (tokens[at] === ')') at++;
  }
  return { kind: 'and', items };
}

function matches(node: Node, job: Searchable): boolean {
  switch (node.kind) {
    case 'and':
      return node.items.every((item) => matches(item, job));
    case 'or':
      return node.items.some((item) => matches(item, job));
    case 'phrase':
      return job.text.includes(node.text);
    case 'term':
      // "ux/ui" is two words: they must follow each other, the last one as a prefix.
      if (node.words.length > 1) return job.text.includes(node.words.join(' '));
      return job.words.some((word) => word.startsWith(node.words[0]!));
  }
}


function searchable(job: ProviderJob): Searchable {
  const words = wordsOf(countableText(`${job.title} ${job.snippet} ${job.description}`));
  return { words, text: ` ${words.join(' ')} ` };
}

const timeOf = (updated: string | undefined) => {
  const time = updated ? new Date(updated).getTime() : NaN;
  return Number.isNaN(time) ? null : time;
};

/** Jobs matching `keywords`, newest `updated` first, jobs without a valid date last (stable otherwise). */
export function searchJobs(jobs: ProviderJob[], keywords: string): ProviderJob[] {
  const query = parse(tokenize(keywords));
  return jobs
    .map((job, index) => ({ job, index, time: timeOf(job.updated) }))
    .filter(({ job }) => matches(query, searchable(job)))
    .sort((a, b) => {
      if (a.time !== null && b.time !== null && a.time !== b.time) return b.time - a.time;
      if (a.time === null && b.time !== null) return 1;
      if (a.time !== null && b.time === null) return -1;
      return a.index - b.index;
    })
    .map(({ job }) => job);
}
