/**
 * How the sandbox reads a chat request: labelled lines, then the kind of answer asked for. The rules are in the
 * header of `server.ts`; this file is their implementation.
 */

export interface ChatMessage {
  role: string;
  content: string;
}

type PromptKind = 'links' | 'seo' | 'modify' | 'generate' | 'other';

export type Field =
  | 'pageTitle'
  | 'keywords'
  | 'keyword'
  | 'secondary'
  | 'path'
  | 'tone'
  | 'intent'
  | 'style'
  | 'instructions'
  | 'existing'
  | 'content';

export interface Prompt {
  kind: PromptKind;
  fields: Partial<Record<Field, string>>;
  /** The system and user messages with block values left out: what the request asks, not what it carries. */
  request: string;
  /** The last user message, as sent. */
  lastUser: string;
}

/** Line labels (lower case) and the field each fills; a block label's value runs to the end of its message. */
const lineLabels = new Map<string, Field>([
  ['page title', 'pageTitle'],
  ['title', 'pageTitle'],
  ['keywords', 'keywords'],
  ['keyword', 'keyword'],
  ['primary keyword', 'keyword'],
  ['main keyword', 'keyword'],
  ['focus keyword', 'keyword'],
  ['topic', 'keyword'],
  ['secondary keywords', 'secondary'],
  ['path', 'path'],
  ['page path', 'path'],
  ['url', 'path'],
  ['tone', 'tone'],
  ['intent', 'intent'],
  ['user intent', 'intent'],
  ['search intent', 'intent'],
  ['style', 'style'],
  ['format', 'style'],
  ['content type', 'style'],
  ['instructions', 'instructions'],
  ['instruction', 'instructions'],
]);
const blockLabels = new Map<string, Field>([
  ['existing content', 'existing'],
  ['current content', 'existing'],
  ['original content', 'existing'],
  ['content', 'content'],
]);

/** Fences or triple quotes around a block, and the quotes around a one-line value, are not part of it. */
function unwrap(value: string): string {
  const trimmed = value.trim();
  const fenced = /^(?:```[\w-]*|""")\n?([\s\S]*?)\n?(?:```|""")$/.exec(trimmed);
  if (fenced) return fenced[1]!.trim();
  const quoted = /^"([^"\n]*)"$/.exec(trimmed);
  return quoted ? quoted[1]!.trim() : trimmed;
}

function readMessage(content: string, fields: Prompt['fields']): string {
  const lines = content.split(/\r?\n/);
  const request: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const label = /^\s*[-*#]*\s*([A-Za-z][A-Za-z ]{0,30}?)\s*:\s*(.*)$/.exec(line);
    const name = label?.[1]!.toLowerCase() ?? '';
    const block = blockLabels.get(name);
    const field = lineLabels.get(name);
    if (block) {
      fields[block] ??= unwrap([label![2]!, ...lines.slice(i + 1)].join('\n'));
      request.push(`${label![1]}:`);
      break;
    }
    if (field && label![2]!.trim()) fields[field] ??= unwrap(label![2]!);
    request.push(line);
  }
  return request.join('\n');
}

function kindOf(request: string, fields: Prompt['fields']): PromptKind {
  const has = (pattern: RegExp) => pattern.test(request);
  if (has(/\blinks?\b/i) && has(/\bjson\b/i)) return 'links';
  if (has(/\bjson\b/i) && has(/\btitle\b/i) && has(/\bdescription\b/i)) return 'seo';
  if (fields.existing !== undefined || (fields.content !== undefined && has(/\b(instructions?|modify|rewrite|revise|edit)\b/i))) {
    return 'modify';
  }
  if (has(/\bblog\b/i) || fields.keyword !== undefined) return 'generate';
  return 'other';
}

/** Reads the system and user messages (assistant turns are the model's own words, not the request). */
export function readPrompt(messages: ChatMessage[]): Prompt {
  const fields: Prompt['fields'] = {};
  const asked = messages.filter((m) => m.role !== 'assistant');
  const request = asked.map((m) => readMessage(m.content, fields)).join('\n\n');
  const lastUser = [...messages].reverse().find((m) => m.role === 'user')?.content ?? '';
  return { kind: kindOf(request, fields), fields, request, lastUser };
}
