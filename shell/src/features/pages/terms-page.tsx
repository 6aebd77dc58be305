import { contactEmail } from '@rdj/shared';
import { LegalPage } from './legal-page';

export function TermsPage() {
  return (
    <LegalPage title="Terms of Service" updated="November 2026">
      <p>
        These terms apply when you use Remote Design Jobs. By using the site you agree to them. If you do not agree,
        please do not use the site.
      </p>

      <h2>The service</h2>
      <p>
        Remote Design Jobs lists remote job openings for designers, publishes articles for designers, lets employers
        submit job postings and sends a newsletter. The site is free for job seekers.
      </p>

      <h2>Job listings</h2>
      <p>
        Listings come from a job-search provider and from employers. We choose our sources with care, but we are not the employer and
        we cannot guarantee that a listing is accurate, complete or still open. Applications happen on the
        employer’s or the provider’s site, under their terms. Never pay anyone to apply for a job; if a listing asks
        for money, tell us.
      </p>

      <h2>Posting a job</h2>
      <p>
        If you submit a job posting, you confirm that the role is real, that you may offer it and that the details
        are accurate and lawful. We may edit, decline or remove a posting at our discretion, for example if it is
        misleading, discriminatory or not a design role.
      </p>

      <h2>Newsletter</h2>
      <p>
        You can unsubscribe at any time by writing to <a href={`mailto:${contactEmail}`}>{contactEmail}</a>. How we
        handle your address is described in our <a href="/privacy">Privacy Policy</a>.
      </p>

      <h2>Acceptable use</h2>
      <ul>
        <li>Do not try to break, overload or gain unauthorised access to the site or its administration.</li>
        <li>Do not submit spam, malware or content that is unlawful or infringes someone else’s rights.</li>
        <li>Do not copy the site’s content in bulk or republish it as your own.</li>
      </ul>

      <h2>Content</h2>
      <p>
        The site’s design, text and articles belong to Remote Design Jobs or their authors. Company names and logos
        belong to their owners.
      </p>

      <h2>No warranty</h2>
      <p>
        The site is provided as it is. We work to keep it accurate and available, but we do not promise that it will
        always be error-free or online, and to the extent the law allows we are not liable for losses that come from
        using it or from a listing.
      </p>

      <h2>Changes</h2>
      <p>
        We may update these terms. The date at the top shows the latest version; continuing to use the site means you
        accept it.
      </p>

      <h2>Contact</h2>
      <p>
        Questions about these terms: <a href={`mailto:${contactEmail}`}>{contactEmail}</a>.
      </p>
    </LegalPage>
  );
}
