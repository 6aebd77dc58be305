/**
 * Test support: job descriptions as employers write them, of different roles and companies, for the review's
 * near-duplicate checks (docs/postings.md#review): each is a different posting, none a copy of another.
 */
export const descriptions = {
  product: `We are a small, fully remote team building tools that help independent clinics run their day: booking, records, billing and messages in one place. We are looking for a senior product designer to own the experience of our scheduling product from research to release.
You will work closely with two engineers and our product manager, talk to clinic staff every week, and turn what you learn into flows, prototypes and polished interfaces. You will shape our design system in Figma, write the guidelines that keep it consistent, and review the work of the designers who join after you.
What you will do: run interviews and usability tests with clinic staff; map the journeys of receptionists and practitioners; design new features end to end, from sketches to specifications; pair with engineers during implementation and check the details in staging; measure what we ship and iterate.
We offer a four-day week, a yearly budget for learning and conferences, a new laptop, and two team retreats a year somewhere in Europe.`,
  brand: `Northwind is an outdoor gear shop with a loyal community of hikers and climbers. We are refreshing our brand for next season and need a brand designer for a six-month contract.
You will design campaign visuals for our newsletter, social channels and the shop, adapt our logo and type for packaging, and build a library of templates the marketing team can use without you. You should have a strong portfolio of brand identity work, be fluent in Illustrator and InDesign, and be comfortable presenting ideas to the founders.
Experience with print production and photography direction is a plus. We work asynchronously across time zones and meet once a week on a call. The contract can be extended if the work goes well.`,
  research: `Join our research team to understand how small businesses manage their accounting. You will plan and run interviews, diary studies and surveys, synthesise findings into clear reports, and help product teams decide what to build next.
We value curiosity, clear writing and respect for the people we learn from. You will work with designers and engineers across three product areas and present your findings to the leadership team every quarter.
You have at least four years of experience in qualitative research, ideally in finance or software for small companies, and you can recruit participants on your own. Benefits include flexible hours, a home office budget and private health insurance.`,
  motion: `Lumen makes short animated explainers for science museums and universities. We need a motion designer who can take a script and a storyboard and turn them into two-minute films that make complex ideas feel simple.
Day to day you will animate in After Effects, build rigs for recurring characters, prepare assets with our illustrators, and sync the animation to voice-over and music. You will get feedback from our creative director twice a week and from clients at each milestone.
Show us a reel with character animation and kinetic typography. Knowledge of Cinema 4D or Blender is welcome but not required. This is a part-time role, about twenty hours a week, paid monthly.`,
  graphic: `A regional newspaper group is hiring a graphic designer for its digital desk. You will create charts, maps and illustrations for daily stories, design the layouts of weekend features, and keep our social media cards on brand.
Deadlines are real: most graphics go live the same day they are commissioned, so you must work fast without losing accuracy. You will sit in the news meeting each morning over video and work with reporters to understand their data.
We are looking for someone with a portfolio of editorial or information design, solid skills in Illustrator and Photoshop, and some experience with Datawrapper or Flourish. Spanish is a plus, since half of our readers read us in Spanish.`,
  ux: `Our banking app serves two million customers, and many of them struggle with the way we show fees, limits and transfers. As a UX designer on the payments squad you will redesign these flows so that people understand what happens to their money.
You will work from analytics and support tickets, sketch and test ideas quickly, and write the words on the screen together with our content designer. Accessibility matters to us: every flow you design must work with a screen reader and at large text sizes.
You have shipped mobile apps before, you enjoy working with constraints from legal and compliance, and you can explain your decisions to engineers and stakeholders. We pay in euros and can hire anywhere within three hours of Central European Time.`,
} as const;
