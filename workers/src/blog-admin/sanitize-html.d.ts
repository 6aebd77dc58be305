// sanitize-html ships no types; these cover the options src/blog-admin/sanitize.ts uses.
declare module 'sanitize-html' {
  namespace sanitizeHtml {
    type Attributes = Record<string, string>;
    interface Transformed {
      tagName: string;
      attribs: Attributes;
    }
    interface Frame {
      tag: string;
      attribs: Attributes;
      text: string;
    }
    interface Options {
      allowedTags?: string[] | false;
      allowedAttributes?: Record<string, string[]> | false;
      allowedClasses?: Record<string, (string | RegExp)[]>;
      allowedSchemes?: string[];
      allowedSchemesByTag?: Record<string, string[]>;
      allowedSchemesAppliedToAttributes?: string[];
      allowProtocolRelative?: boolean;
      allowedEmptyAttributes?: string[];
      nonTextTags?: string[];
      disallowedTagsMode?: 'discard' | 'escape' | 'recursiveEscape' | 'completelyDiscard';
      parseStyleAttributes?: boolean;
      transformTags?: Record<string, (tagName: string, attribs: Attributes) => Transformed>;
      exclusiveFilter?: (frame: Frame) => boolean;
    }
  }
  function sanitizeHtml(dirty: string, options?: sanitizeHtml.Options): string;
  export = sanitizeHtml;
}
