import { categories, siteName } from '@rdj/shared';
import { Link } from 'react-router-dom';

const companyLinks = [
  { to: '/about', label: 'About' },
  { to: '/blog', label: 'Blog' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Service' },
];

export function Footer() {
  return (
    <footer className="shell-footer">
      <div className="container shell-footer-grid">
        <div className="shell-footer-brand">
          <p className="shell-footer-name">{siteName}</p>
          <p>Curated remote jobs for designers of every discipline.</p>
        </div>
        <nav aria-labelledby="shell-footer-categories">
          <h2 id="shell-footer-categories" className="shell-footer-heading">
            Categories
          </h2>
          <ul className="shell-footer-links shell-footer-columns">
            {categories
              .filter((c) => c.inMenu)
              .map((category) => (
                <li key={category.slug}>
                  <Link to={category.path}>{category.name}</Link>
                </li>
              ))}
          </ul>
        </nav>
        <nav aria-labelledby="shell-footer-company">
          <h2 id="shell-footer-company" className="shell-footer-heading">
            Company
          </h2>
          <ul className="shell-footer-links">
            {companyLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="container shell-footer-bottom">
        <p>
          © {new Date().getFullYear()} {siteName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
