import { Parser } from 'htmlparser2';

/** Test support: HTML read back by a parser (never by string matching alone), to compare it or look for danger. */

interface Tag {
  name: string;
  attribs: Record<string, string>;
}

function walk(html: string, on: { tag?: (tag: Tag) => void; close?: (name: string) => void; text?: (text: string) => void; comment?: () => void }) {
  const parser = new Parser({
    onopentag: (name, attribs) => on.tag?.({ name, attribs }),
    onclosetag: (name) => on.close?.(name),
    ontext: (text) => on.text?.(text),
    oncomment: () => on.comment?.(),
  });
  parser.write(html);
  parser.end();
}

/**
 * The markup as a list of tokens (`<p class="a">`, `#` and a text, `</p>`), attributes sorted and entities decoded: two
 * spellings of the same HTML (`<br>` and `<br />`, `&amp;` and `&#38;`) give the same list.
 */
export function markupOf(html: string): string[] {
  const tokens: string[] = [];
  walk(html, {
    tag: ({ name, attribs }) => {
      const attributes = Object.entries(attribs)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, value]) => ` ${key}=${JSON.stringify(value)}`);
      tokens.push(`<${name}${attributes.join('')}>`);
    },
    close: (name) => tokens.push(`</${name}>`),
    text: (text) => {
      const last = tokens.length - 1;
      if (last >= 0 && tokens[last]!.startsWith('#')) tokens[last] += text;
      else tokens.push(`#${text}`);
    },
  });
  return tokens;
}

/** What a stored post may contain (the sanitiser's allow-list). */
const allowedTags = new Set(['p', 'br', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'em', 'u', 's', 'a', 'ol', 'ul', 'li', 'blockquote', 'pre', 'code', 'span', 'sub', 'sup', 'img', 'hr']);
const dangerousTags = /^(?:script|iframe|object|embed|svg|math|style|form|base|meta|link|frame|frameset|applet|template|noscript|xmp|textarea|input|button|select|video|audio|source|portal|title|plaintext|noembed|noframes)$/;
const urlAttributes = new Set(['href', 'src', 'action', 'formaction', 'poster', 'data', 'background', 'xlink:href', 'srcset', 'ping', 'cite', 'longdesc', 'lowsrc', 'dynsrc']);
const dangerousSchemes = /^(?:javascript|vbscript|data|livescript|mocha|file|blob):/;

/** A URL as a browser reads it: control characters and whitespace inside the scheme do not count. */
function normalisedUrl(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
}

/**
 * Everything script-capable in `html`, as readable findings (none: an empty list): dangerous or unknown tags, event
 * handler and style attributes, `srcdoc`, URL attributes with javascript:/vbscript:/data: after entities are decoded,
 * and comments.
 */
export function scriptCapable(html: string): string[] {
  const found: string[] = [];
  if (/<\s*\/?\s*(?:script|iframe|object|embed|svg|math|style|form|base|meta)\b/i.test(html)) found.push('raw dangerous tag');
  walk(html, {
    tag: ({ name, attribs }) => {
      if (dangerousTags.test(name)) found.push(`<${name}>`);
      else if (!allowedTags.has(name)) found.push(`unknown <${name}>`);
      for (const [key, value] of Object.entries(attribs)) {
        if (key.startsWith('on')) found.push(`${name}[${key}]`);
        if (key === 'style' || key === 'srcdoc' || key === 'formaction') found.push(`${name}[${key}]`);
        if (urlAttributes.has(key) && dangerousSchemes.test(normalisedUrl(value))) found.push(`${name}[${key}=${value}]`);
      }
    },
    comment: () => found.push('comment'),
  });
  return found;
}

/**
 * What the page's forms would send as they stand, field by field: an input's value (a checkbox or radio only when
 * checked), a select's selected option, a textarea's text; a field given more than once has its values joined by
 * commas, as the edge's form state holds them.
 */
export function formFieldsOf(html: string): Record<string, string> {
  const fields = new Map<string, string[]>();
  const add = (name: string, value: string) => fields.set(name, [...(fields.get(name) ?? []), value]);
  let select: string | null = null;
  let textarea: { name: string; text: string } | null = null;
  walk(html, {
    tag: ({ name, attribs }) => {
      if (name === 'input' && attribs.name) {
        const checkable = attribs.type === 'checkbox' || attribs.type === 'radio';
        if (!checkable || 'checked' in attribs) add(attribs.name, attribs.value ?? (checkable ? 'on' : ''));
      } else if (name === 'select') select = attribs.name ?? null;
      else if (name === 'option' && select && 'selected' in attribs) add(select, attribs.value ?? '');
      else if (name === 'textarea' && attribs.name) textarea = { name: attribs.name, text: '' };
    },
    close: (name) => {
      if (name === 'select') select = null;
      if (name === 'textarea' && textarea) {
        add(textarea.name, textarea.text);
        textarea = null;
      }
    },
    text: (text) => {
      if (textarea) textarea.text += text;
    },
  });
  return Object.fromEntries([...fields].map(([name, values]) => [name, values.join(',')]));
}
