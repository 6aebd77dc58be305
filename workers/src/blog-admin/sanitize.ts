import { blogImagePrefix } from '@rdj/shared';
import sanitizeHtml from 'sanitize-html';

/** Quill's format classes: alignment, indent, size, font and direction (`ql-align-center`, `ql-indent-2`…). */
const qlFormat = /^ql-(?:align|indent|size|font|direction)-[a-z0-9]+$/;
const qlListItem = /^ql-list-item(?:-checked|-unchecked)?$/;

/** An image we serve or one on another site over https; anything else (data:, http:, `//host`) is dropped. */
function isImageSource(src: string): boolean {
  const value = src.trim();
  return /^https:\/\/[^/\\]/i.test(value) || value.startsWith(blogImagePrefix);
}

/** Links opening a new tab must not hand the post's window to the page they open. */
function link(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const out = { ...attribs };
  if (out.target === '_blank') out.rel = 'noopener noreferrer';
  else {
    delete out.target;
    delete out.rel;
  }
  return { tagName, attribs: out };
}

function image(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const out = { ...attribs };
  if (!isImageSource(out.src ?? '')) delete out.src;
  for (const side of ['width', 'height'] as const) {
    if (out[side] !== undefined && !/^\d{1,5}$/.test(out[side])) delete out[side];
  }
  return { tagName, attribs: out };
}

/** Keeps `attribute` only with one of `values` (Quill's list kinds, `spellcheck="false"`). */
function onlyValues(attribute: string, values: string[]) {
  return (tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag => {
    const out = { ...attribs };
    if (out[attribute] !== undefined && !values.includes(out[attribute])) delete out[attribute];
    return { tagName, attribs: out };
  };
}

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'em', 'u', 's', 'a', 'ol', 'ul', 'li',
    'blockquote', 'pre', 'code', 'span', 'sub', 'sup', 'img', 'hr',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    li: ['data-list'],
    pre: ['spellcheck'],
    img: ['src', 'alt', 'width', 'height'],
  },
  allowedClasses: {
    '*': [qlFormat],
    li: [qlFormat, qlListItem],
    pre: [qlFormat, 'ql-syntax'],
  },
  allowedSchemes: [],
  allowedSchemesByTag: { a: ['http', 'https', 'mailto'], img: ['https'] },
  allowProtocolRelative: false,
  // The text of these is code or markup for another parser, never article text: it goes with the tag.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'title', 'xmp', 'iframe', 'noembed', 'noframes', 'object', 'embed', 'svg', 'math', 'select'],
  disallowedTagsMode: 'discard',
  // No style attribute is ever kept, so there is nothing for its CSS parser to do.
  parseStyleAttributes: false,
  transformTags: {
    a: link,
    img: image,
    li: onlyValues('data-list', ['bullet', 'ordered', 'checked', 'unchecked']),
    pre: onlyValues('spellcheck', ['false']),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/**
 * A post's HTML as it may be stored: Quill 2's formats (headers, lists with `data-list`, links, images, code blocks,
 * `ql-*` format classes) and nothing that can run code. Scripts, event handlers, `style`, unknown tags and
 * attributes, comments and links or images with other schemes are dropped.
 *
 * @example
 * sanitizePostHtml('<p onclick="x()">Hi<script>alert(1)</script></p>') // '<p>Hi</p>'
 */
export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, options);
}
