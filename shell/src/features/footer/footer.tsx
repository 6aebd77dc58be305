import { categories, siteName } from '@rdj/shared';

const companyLinks: FooterLink[] = [
  { to: '/about', label: 'About' },
  { to: '/blog', label: 'Blog' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Service' },
];

interface FooterLink {
  to: string;
  label: string;
}

function FooterLinks({ id, heading, links, className = '' }: { id: string; heading: string; links: FooterLink[]; className?: string }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="shell-footer-heading">
        {heading}
      </h2>
      <ul className={`shell-footer-links ${className}`.trim()}>
        {links.map((link) => (
          <li key={link.to}>
            <a href={link.to}>{link.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  return (
    <footer className="shell-footer">
      <div className="container shell-footer-grid">
        <div>
          <p className="shell-footer-name">{siteName}</p>
          <p>Curated remote jobs for designers of every discipline.</p>
        </div>
        <FooterLinks
          id="shell-footer-categories"
          heading="Categories"
          className="shell-footer-columns"
          links={categories.filter((c) => c.inMenu).map((c) => ({ to: c.path, label: c.name }))}
        />
        <FooterLinks id="shell-footer-company" heading="Company" links={companyLinks} />
      </div>
      <div className="container shell-footer-bottom">
        <p>
          © {new Date().getFullYear()} {siteName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
