import { contactEmail, newsletterClosedCookie, readBookmarkCookie, readBookmarkSeconds, versionKeyCookie, versionKeys } from '@rdj/shared';
import { LegalPage } from './legal-page';

export function PrivacyPage() {
  return (
    <LegalPage title="Privacy Policy" updated="November 2026">
      <p>
        This policy explains what Remote Design Jobs stores about you, why, and what it does not do. We keep as
        little as we can.
      </p>

      <h2>What we store</h2>
      <ul>
        <li>
          <strong>Newsletter sign-ups.</strong> When you subscribe, we store your email address and the time you
          signed up, so we can send you the newsletter. Nothing else is attached to it.
        </li>
        <li>
          <strong>Job postings.</strong> When you post a job, we store the details you enter in the form so a team
          member can review the posting and follow up with you. Once approved, the job details are published on the
          board; we use your contact email only to reach you about the posting.
        </li>
        <li>
          <strong>Page-view counts.</strong> Each time a page is shown we add one to a counter for that page path and
          that day (UTC). The count holds no IP address, no cookie, no device details and nothing that identifies
          you or links your visits together.
        </li>
        <li>
          <strong>Administrator sessions.</strong> Staff who sign in to manage the site receive session cookies.
          They are strictly necessary for signing in, cannot be read by scripts on the page and are deleted on
          sign-out. To protect these accounts we also record each sign-in attempt (the email entered and the time).
          Visitors who do not sign in get no other cookies from us than the three below.
        </li>
        <li>
          <strong>Your choice about the newsletter bar.</strong> If you close the bar, we set a cookie named{' '}
          <code>{newsletterClosedCookie}</code> holding only the value 1, for a year, so the pages you open next arrive
          without the bar. It says nothing about who you are and links none of your visits together.
        </li>
        <li>
          <strong>The version of the site you see.</strong> When we try a new version of a part of the site on some
          visitors first, a cookie named <code>{versionKeyCookie}</code> keeps you on one version from page to page,
          so no page asks the other version for its parts. It holds one of {versionKeys} values, such as v42, each
          shared by about one visitor in {versionKeys}, for a year. The value is worked out from your network address
          on your first visit; the address itself is not kept. It cannot be read by scripts on the page, says nothing
          about who you are and links none of your visits together.
        </li>
        <li>
          <strong>Reading what you just sent.</strong> After you send us something (a job posting, an alert sign-up),
          a cookie named <code>{readBookmarkCookie}</code> holds, for {readBookmarkSeconds / 60} minutes, a marker of
          our database&apos;s state at that moment, so the pages you open next show what you sent. It cannot be read
          by scripts on the page, says nothing about who you are and links none of your visits together.
        </li>
      </ul>

      <h2>What we do not do</h2>
      <ul>
        <li>We use no third-party analytics, advertising or tracking scripts, and no tracking cookies.</li>
        <li>We do not sell, rent or share your email address.</li>
        <li>We do not build profiles of visitors.</li>
      </ul>

      <h2>Job listings and other websites</h2>
      <p>
        Job listings come from a job-search provider and from employers. When you choose View Job, you leave our
        site for the employer’s or the provider’s page; their own privacy policies apply there.
      </p>

      <h2>Hosting</h2>
      <p>
        The site runs on Cloudflare, which handles every request to deliver the pages and protect the site from
        abuse. Data we store is kept in Cloudflare’s database and storage services.
      </p>

      <h2>How long we keep it</h2>
      <p>
        Newsletter addresses are kept until you ask us to remove them. Job postings are kept as long as we need them
        to follow up and to run the listing. Page-view counts are not personal data. Session records end when the
        session expires or the administrator signs out.
      </p>

      <h2>Your rights</h2>
      <p>
        You can ask us which data we hold about you, to correct it or to delete it, including removing your address
        from the newsletter. Write to <a href={`mailto:${contactEmail}`}>{contactEmail}</a> and we will answer within
        30 days.
      </p>

      <h2>Changes</h2>
      <p>If this policy changes, we will update this page and the date at its top.</p>
    </LegalPage>
  );
}
