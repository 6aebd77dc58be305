/**
 * Requests as the worker's three AI features send them (docs/api.md#ai), for the tests: the SEO manager's title and
 * description, the blog editor's generate, modify and links prompts.
 */
/** A message as the OpenAI client types it: these prompts go to the official client as well as to `fetch`. */
export interface SampleMessage {
  role: 'system' | 'user';
  content: string;
}

export function seoMessages(keywords = 'graphic design jobs, remote graphic design jobs, remote design jobs'): SampleMessage[] {
  return [
    { role: 'system', content: 'You are an SEO expert for a remote design job board. Answer with JSON only.' },
    {
      role: 'user',
      content: [
        'Write an SEO title (50-60 characters, ending with " | Remote Design Jobs") and a meta description (150-160 characters, with a call to action).',
        'Return JSON: {"title": "...", "description": "..."}',
        'Page title: Remote Graphic Design Jobs',
        `Keywords: ${keywords}`,
        'Path: /remote-graphic-design-jobs',
      ].join('\n'),
    },
  ];
}

export function generateMessages(keyword = 'ux portfolio', ask = 'Write a full blog post with 4-6 sections.'): SampleMessage[] {
  return [
    { role: 'system', content: 'You are an expert blog writer for designers looking for remote work.' },
    { role: 'user', content: `${ask}\nPrimary keyword: ${keyword}\nTone: professional\nIntent: solve\nStyle: regularBlog` },
  ];
}

export function modifyMessages(existing = '<h1>Remote work</h1>\n<p>Working remotely needs clear habits.</p>'): SampleMessage[] {
  return [
    { role: 'system', content: 'You edit blog content exactly as instructed.' },
    { role: 'user', content: `Modify the content below following the instructions.\nInstructions: Make it friendlier.\nExisting content:\n${existing}` },
  ];
}

export function linksMessages(content = '<p>Your UX portfolio is the first thing a hiring manager sees, so keep it focused.</p>'): SampleMessage[] {
  return [
    { role: 'system', content: 'You suggest authoritative external links for blog posts.' },
    {
      role: 'user',
      content: `Suggest external links for this post. Return JSON with a links array of {title, url, context, type, relevanceScore}.\nKeyword: ux portfolio\nContent: ${content}`,
    },
  ];
}
