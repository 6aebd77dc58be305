const features = [
  {
    title: 'Curated Remote Jobs',
    text: 'We gather remote design roles from across the web so you spend your time applying, not searching.',
  },
  {
    title: 'Every Design Discipline',
    text: 'Graphic, UX/UI, product, game, industrial, interior, architectural and more, each with its own page.',
  },
  {
    title: 'Vetted Employers',
    text: 'We check the companies behind the postings so you can apply with confidence.',
  },
  {
    title: 'Easy Application',
    text: 'Every job links straight to the employer’s application page.',
  },
];

export function WhatWeDo() {
  return (
    <section className="container jobs-section" aria-labelledby="jobs-what-we-do-heading">
      <h2 id="jobs-what-we-do-heading">What We Do</h2>
      <ul className="grid jobs-card-list jobs-feature-grid">
        {features.map((feature) => (
          <li key={feature.title} className="card stack">
            <h3>{feature.title}</h3>
            <p className="muted">{feature.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
