import { contactEmail } from '@rdj/shared';

const values = [
  {
    title: 'Quality First',
    text: 'Every listing is checked before it reaches you, so your time goes to real roles at real companies.',
  },
  {
    title: 'Global Community',
    text: 'Designers and employers from every time zone meet here: remote work means talent from anywhere.',
  },
  {
    title: 'Innovation',
    text: 'We keep improving how designers find work, from smarter search to better tools for employers.',
  },
];

const offers = [
  { title: 'Curated Job Postings', text: 'Hand-picked remote design roles, not an endless feed of noise.' },
  {
    title: 'Every Design Discipline',
    text: 'Graphic, UX/UI, product, game, industrial, interior, architectural and more, all in one place.',
  },
  { title: 'Vetted Employers', text: 'We review the companies behind the listings so you can apply with confidence.' },
  { title: 'Easy Application', text: 'One click takes you straight to the employer’s application page.' },
  { title: 'Instant Notifications', text: 'Hear about roles that match what you are looking for as soon as they go live.' },
  {
    title: 'Designer Resources',
    text: 'Our blog shares career advice, portfolio tips and tools for working remotely as a designer.',
  },
];

const reasons = [
  {
    title: 'Specialized Focus',
    text: 'We only list design jobs, so every search result is relevant to your craft.',
  },
  {
    title: 'Active Community',
    text: 'Designers around the world use the board and its newsletter to find and share remote roles.',
  },
  {
    title: 'Regular Updates',
    text: 'New listings arrive every day, and category pages always show the latest openings.',
  },
];

function Cards({ items }: { items: { title: string; text: string }[] }) {
  return (
    <ul className="grid shell-cards">
      {items.map((item) => (
        <li key={item.title} className="card">
          <h3>{item.title}</h3>
          <p className="muted">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}

export function AboutPage() {
  return (
    <article>
      <div className="page-hero">
        <div className="container stack">
          <h1>About Remote Design Jobs</h1>
          <p className="muted">The job board for designers who want to work from anywhere.</p>
        </div>
      </div>
      <div className="container shell-page">
        <section aria-labelledby="about-mission">
          <h2 id="about-mission">Our Mission</h2>
          <p>
            We connect talented designers with companies that hire remotely. Finding design work should not mean
            digging through general job boards: we gather remote design roles in one place, check them, and make
            applying simple.
          </p>
        </section>
        <section aria-labelledby="about-values">
          <h2 id="about-values">Our Values</h2>
          <Cards items={values} />
        </section>
        <section aria-labelledby="about-offer">
          <h2 id="about-offer">What We Offer</h2>
          <Cards items={offers} />
        </section>
        <section aria-labelledby="about-why">
          <h2 id="about-why">Why Choose Us</h2>
          <Cards items={reasons} />
        </section>
        <section aria-labelledby="about-contact" className="card shell-contact">
          <h2 id="about-contact">Get in Touch</h2>
          <p>
            Questions, feedback or a role to share? Write to us at{' '}
            <a href={`mailto:${contactEmail}`}>{contactEmail}</a>.
          </p>
        </section>
      </div>
    </article>
  );
}
