/**
 * The blog's nine sample posts (docs/pages.md#blog-list), as real published posts in the local data
 * of `npm start`. Each has a featured image drawn by sample-image.mjs and stored in R2.
 */
import { createHash } from 'node:crypto';

const section = (heading, ...paragraphs) => `<h2>${heading}</h2>${paragraphs.map((p) => `<p>${p}</p>`).join('')}`;

export const samplePosts = [
  {
    slug: 'build-a-remote-design-portfolio-that-gets-interviews',
    title: 'How to Build a Remote Design Portfolio That Gets Interviews',
    category: 'Portfolio Tips',
    excerpt: 'Hiring managers skim dozens of portfolios a day. Here is how to make yours the one they open twice.',
    keywords: 'remote design portfolio, design portfolio tips, portfolio case studies',
    readTime: 7,
    publishedAt: '2026-11-18T09:00:00.000Z',
    colors: ['#1e3a8a', '#db2777'],
    content:
      '<p>A remote hiring manager cannot walk over to your desk and ask how you work. Your portfolio has to answer that question on its own, in the few minutes they give it.</p>' +
      section(
        'Lead with three projects, not thirty',
        'Pick the three projects that best show the kind of work you want next. A short list tells the reader you can edit, which is half of design.',
        'Put the strongest one first. Many reviewers never scroll past it.',
      ) +
      section(
        'Show the problem before the pixels',
        'Open each case study with the problem, the constraints and your role. Then show the decisions you made and why, with the sketches and dead ends that led there.',
      ) +
      section(
        'Make it easy to read on any screen',
        'Reviewers open portfolios on phones between meetings. Keep images sharp but light, text large enough to read, and a contact link one tap away.',
      ),
  },
  {
    slug: 'tools-every-remote-designer-should-know',
    title: '10 Tools Every Remote Designer Should Know in 2026',
    category: 'Tools & Resources',
    excerpt: 'From whiteboards to handoff, the tools that keep distributed design teams in sync.',
    keywords: 'remote design tools, design collaboration tools, designer toolkit',
    readTime: 5,
    publishedAt: '2026-11-12T09:00:00.000Z',
    colors: ['#065f46', '#0ea5e9'],
    content:
      '<p>Working remotely changes which tools matter. The ones that win are the ones that make your thinking visible to people who are not in the room.</p>' +
      section(
        'Design and prototyping',
        'A shared design tool with real-time multiplayer editing is the studio wall of a remote team. Pair it with a prototyping tool your researchers can run sessions with.',
      ) +
      section(
        'Whiteboards and async video',
        'Online whiteboards replace the workshop, and short screen recordings replace the desk-side walkthrough. Both save a meeting a day.',
      ) +
      section(
        'Handoff and documentation',
        'Write decisions down where engineers look for them. A design system site or a well-kept wiki beats a message thread every time.',
      ),
  },
  {
    slug: 'negotiating-your-salary-as-a-remote-designer',
    title: 'Negotiating Your Salary as a Remote Designer',
    category: 'Career Advice',
    excerpt: 'Location-based pay, equity and benefits: what to ask for and how to ask for it.',
    keywords: 'remote designer salary, salary negotiation, design career',
    readTime: 6,
    publishedAt: '2026-11-05T09:00:00.000Z',
    colors: ['#7c2d12', '#f59e0b'],
    content:
      '<p>Remote roles come with pay models an office job never had to explain. Knowing which one a company uses is the first step in any negotiation.</p>' +
      section(
        'Know the pay model',
        'Some companies pay one rate everywhere, others adjust by region. Ask early, so you compare offers on the same terms.',
      ) +
      section(
        'Anchor on the role, not your last salary',
        'Research the range for the level you are applying for and state what you are looking for with confidence. Your previous salary is not their business.',
      ) +
      section('Look past the base', 'Home office budgets, learning stipends and flexible hours are worth real money. Put them on the table too.'),
  },
  {
    slug: 'async-design-critiques-across-time-zones',
    title: 'Async Design Critiques: Giving Feedback Across Time Zones',
    category: 'Collaboration',
    excerpt: 'Critiques do not need a meeting. A simple structure keeps feedback useful when nobody is online at once.',
    keywords: 'async design critique, design feedback, distributed teams',
    readTime: 5,
    publishedAt: '2026-10-29T09:00:00.000Z',
    colors: ['#312e81', '#22d3ee'],
    content:
      '<p>When your team spans eight time zones, waiting for a critique meeting can cost a week. Asynchronous critique keeps work moving.</p>' +
      section(
        'Frame the ask',
        'Say what stage the work is in and which kind of feedback you need: direction, flows or polish. Reviewers then spend their time where it helps.',
      ) +
      section('Comment on the work, in the work', 'Pin comments to the frame they are about, and separate questions from requests.') +
      section('Close the loop', 'Summarise what you changed and what you decided not to change, and why. The next reviewer starts from there.'),
  },
  {
    slug: 'setting-boundaries-when-your-studio-is-your-home',
    title: 'Setting Boundaries When Your Studio Is Your Home',
    category: 'Work Life',
    excerpt: 'Creative work needs focus and rest. How remote designers keep both when the commute is ten steps.',
    keywords: 'remote work life balance, home studio, designer wellbeing',
    readTime: 4,
    publishedAt: '2026-10-22T09:00:00.000Z',
    colors: ['#14532d', '#a3e635'],
    content:
      '<p>The freedom of remote work has a cost: the day never quite ends. Boundaries are what turn a home into a studio and back again.</p>' +
      section('Give work a place', 'Even a corner counts. When you leave it, you leave work.') +
      section('Give work a shape', 'Block focus time for design, batch messages, and end the day with a short note of what comes next.') +
      section('Protect your rest', 'Turn off notifications after hours. Good design needs a rested mind more than another late evening.'),
  },
  {
    slug: 'what-hiring-managers-look-for-in-remote-ux-designers',
    title: 'What Hiring Managers Look for in Remote UX Designers',
    category: 'Industry Insights',
    excerpt: 'We asked design leads what separates the remote candidates they hire from the rest.',
    keywords: 'remote ux designer, ux hiring, design interviews',
    readTime: 6,
    publishedAt: '2026-10-15T09:00:00.000Z',
    colors: ['#4c1d95', '#f472b6'],
    content:
      '<p>Skills get you the interview. For remote roles, how you communicate gets you the offer.</p>' +
      section('Clear writing', 'Remote teams run on written words. Leads look for candidates whose case studies read clearly and briefly.') +
      section('Self-direction', 'Show a time you found the next problem to solve without being told. That is the remote job in one sentence.') +
      section('Research that travels', 'Findings others can read and act on without you in the room are worth more than a beautiful deck.'),
  },
  {
    slug: 'from-agency-to-remote-product-designer',
    title: 'From Agency to Remote Product Designer: A Career Change Guide',
    category: 'Career Advice',
    excerpt: 'Agency designers have more of what product teams need than they think. Here is how to make the move.',
    keywords: 'product designer career, agency to product, remote product design',
    readTime: 8,
    publishedAt: '2026-10-08T09:00:00.000Z',
    colors: ['#0f172a', '#6366f1'],
    content:
      '<p>Agency work teaches speed, range and client management. Product teams value all three, once you show them in their terms.</p>' +
      section('Reframe your projects', 'Talk about outcomes and iterations, not deliverables. Which metric moved, and what did you learn after launch?') +
      section('Learn the product rhythm', 'Product design is a long game of small releases. Show that you enjoy returning to the same problem.') +
      section('Start where you are', 'Many product teams hire from agencies they worked with. Your current clients may be your next employer.'),
  },
  {
    slug: 'case-studies-that-show-your-process',
    title: 'Case Studies That Show Your Process, Not Just Pixels',
    category: 'Portfolio Tips',
    excerpt: 'A structure for case studies that hiring teams actually read to the end.',
    keywords: 'design case study, ux case study structure, portfolio process',
    readTime: 5,
    publishedAt: '2026-10-01T09:00:00.000Z',
    colors: ['#831843', '#fb7185'],
    content:
      '<p>A gallery of final screens tells a reviewer what you made. A case study tells them how you think, and that is what they hire.</p>' +
      section('Context in three lines', 'The product, the problem and your role. Keep it short enough to read in one breath.') +
      section('Decisions with reasons', 'For each key screen, one decision and why you made it. Include the option you rejected.') +
      section('Results and reflection', 'What changed after launch, and what you would do differently. Honesty reads as seniority.'),
  },
  {
    slug: 'design-systems-for-distributed-teams',
    title: 'Design Systems for Distributed Teams',
    category: 'Collaboration',
    excerpt: 'A design system is how a remote team agrees without a meeting. How to start one and keep it alive.',
    keywords: 'design systems, distributed design teams, component libraries',
    readTime: 7,
    publishedAt: '2026-09-24T09:00:00.000Z',
    colors: ['#134e4a', '#fbbf24'],
    content:
      '<p>In an office, consistency comes from overhearing each other. Remote teams need to write it down, and a design system is where it goes.</p>' +
      section('Start with what exists', 'Audit the components you already ship and name them. The first version of a system is an inventory.') +
      section('Document decisions, not just components', 'Record why a pattern exists and when not to use it. That is what saves a question across time zones.') +
      section('Give it owners', 'A system without owners decays. Rotate stewardship so every designer feels it is theirs.'),
  },
];

/**
 * Where a sample post's image is stored: the R2 key (also the path the worker serves it at), named like an upload
 * (32 hex characters, which the worker's image route requires), fixed per sample.
 */
export function sampleImageKey(index) {
  return `blog-images/${createHash('sha256').update(`sample-post-image-${index + 1}`).digest('hex').slice(0, 32)}.png`;
}
