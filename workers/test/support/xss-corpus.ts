/**
 * Test data: HTML that tries to run script once stored and shown, gathered from the usual filter-evasion lists
 * (OWASP's XSS filter evasion cheat sheet, PortSwigger's XSS cheat sheet, known mutation-XSS reports against
 * sanitisers). Each is `[what it tries, the HTML]`.
 */
export const xssCorpus: [string, string][] = [
  // Script elements
  ['a plain script', '<script>alert(1)</script>'],
  ['a script with src', '<script src="https://evil.example/x.js"></script>'],
  ['an upper-case script', '<SCRIPT>alert(1)</SCRIPT>'],
  ['a script with a slash for a space', '<script/src="https://evil.example/x.js"></script>'],
  ['a script split by a nested script', '<scr<script>ipt>alert(1)</scr</script>ipt>'],
  ['a script left unclosed', '<p>text<script>alert(1)'],
  ['a script with a space before the name', '< script>alert(1)</script>'],
  ['a script in a paragraph', '<p>Hi <script>document.cookie</script> there</p>'],

  // Event handlers
  ['img onerror', '<img src=x onerror=alert(1)>'],
  ['img onerror with an allowed source', '<img src="/blog-images/0123456789abcdef0123456789abcdef.png" onerror="alert(1)">'],
  ['a paragraph onclick', '<p onclick="alert(1)">click</p>'],
  ['a handler with a slash for a space', '<img/src="x"/onerror=alert(1)>'],
  ['a handler in mixed case', '<p OnMouseOver="alert(1)">hover</p>'],
  ['a handler with a backtick value', '<img src=x onerror=`alert(1)`>'],
  ['body onload', '<body onload=alert(1)>'],
  ['details ontoggle', '<details open ontoggle=alert(1)>'],
  ['a focusable input onfocus', '<input autofocus onfocus=alert(1)>'],
  ['a link onmouseover', '<a href="https://example.com" onmouseover="alert(1)">x</a>'],
  ['a video source onerror', '<video><source onerror="alert(1)"></video>'],
  ['an audio onerror', '<audio src=x onerror=alert(1)>'],
  ['a marquee onstart', '<marquee onstart=alert(1)>x</marquee>'],

  // Script URLs
  ['a javascript: link', '<a href="javascript:alert(1)">x</a>'],
  ['a JavaScript: link in mixed case', '<a href="JaVaScRiPt:alert(1)">x</a>'],
  ['a javascript: link with a tab inside', '<a href="jav\tascript:alert(1)">x</a>'],
  ['a javascript: link with an encoded tab', '<a href="jav&#x09;ascript:alert(1)">x</a>'],
  ['a javascript: link with an encoded newline', '<a href="jav&#10;ascript:alert(1)">x</a>'],
  ['a javascript: link in decimal entities', '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>'],
  ['a javascript: link in hex entities without semicolons', '<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)">x</a>'],
  ['a javascript: link in padded decimal entities', '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>'],
  ['a javascript: link with leading spaces and a control character', '<a href=" &#14;  javascript:alert(1)">x</a>'],
  ['a javascript: link with a named colon entity', '<a href="javascript&colon;alert(1)">x</a>'],
  ['a vbscript: link', '<a href="vbscript:msgbox(1)">x</a>'],
  ['a data: link to HTML', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
  ['a data: image', '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">'],
  ['a javascript: image', '<img src="javascript:alert(1)">'],
  ['an unquoted javascript: link', '<a href=javascript:alert(1)>x</a>'],
  ['a javascript: link inside a Quill list', '<ol><li data-list="bullet"><a href="javascript:alert(1)" target="_blank">x</a></li></ol>'],

  // SVG and MathML
  ['svg onload', '<svg onload=alert(1)>'],
  ['svg with a script', '<svg><script>alert(1)</script></svg>'],
  ['svg animate of href', '<svg><a><animate attributeName=href values=javascript:alert(1) /><text x=20 y=20>x</text></a></svg>'],
  ['svg use of a data: document', '<svg><use href="data:image/svg+xml,<svg id=x xmlns=http://www.w3.org/2000/svg><image href=1 onerror=alert(1) /></svg>#x" /></svg>'],
  ['math with an xlink:href', '<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">x</maction></math>'],
  ['math hiding a style', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>'],

  // Embedded documents and forms
  ['an iframe', '<iframe src="https://evil.example"></iframe>'],
  ['an iframe with a javascript: source', '<iframe src="javascript:alert(1)"></iframe>'],
  ['an iframe srcdoc', '<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>'],
  ['an object', '<object data="javascript:alert(1)"></object>'],
  ['an embed', '<embed src="https://evil.example/x.swf">'],
  ['a form with a javascript: action', '<form action="javascript:alert(1)"><button>go</button></form>'],
  ['a button formaction', '<button formaction="javascript:alert(1)">go</button>'],

  // Styles
  ['a style element', '<style>@import "https://evil.example/x.css";</style>'],
  ['a style attribute with expression()', '<p style="width: expression(alert(1))">x</p>'],
  ['a style attribute with a javascript: url', '<p style="background:url(javascript:alert(1))">x</p>'],
  ['a link to a stylesheet', '<link rel="stylesheet" href="https://evil.example/x.css">'],

  // Page-level elements
  ['a meta refresh to javascript:', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  ['a base href', '<base href="https://evil.example/">'],
  ['a template', '<template><img src=x onerror=alert(1)></template>'],

  // Mutation XSS and parser confusion
  ['a noscript holding a closing tag in an attribute', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>'],
  ['a title holding markup', '<title><img src=x onerror=alert(1)></title>'],
  ['a textarea holding markup', '<textarea><img src=x onerror=alert(1)></textarea>'],
  ['an xmp holding markup', '<xmp><img src=x onerror=alert(1)></xmp>'],
  ['a comment that ends early', '<!--><img src=x onerror=alert(1)>-->'],
  ['a conditional comment', '<!--[if gte IE 4]><script>alert(1)</script><![endif]-->'],
  ['a CDATA section', '<![CDATA[<img src=x onerror=alert(1)>]]>'],
  ['a form nested in a form', '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>'],
  ['a broken attribute quote', '<img src="x" alt="a"onerror="alert(1)">'],
  ['a tag with a null byte', '<scr\u0000ipt>alert(1)</scr\u0000ipt>'],
  ['a tag broken by a newline', '<img\nsrc=x\nonerror=alert(1)>'],
  ['a select holding a template', '<select><template><style><img src=x onerror=alert(1)></style></template></select>'],
  ['an svg inside a paragraph closing early', '<p><svg></p><style><a id="</style><img src=1 onerror=alert(1)>">'],
  ['a plaintext element', '<plaintext><img src=x onerror=alert(1)>'],
];
