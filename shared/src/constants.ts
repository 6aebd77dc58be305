/** Business constants used across the product (docs/limits.md). */

/** Status messages (saved, subscribed, errors) clear after this long. */
export const statusMessageMs = 3000;

/** The blog post editor saves a draft this long after the last change (docs/admin.md#autosave). */
export const autosaveDelayMs = 30_000;

/** The newsletter bar returns to idle this long after success or failure. */
export const newsletterResetMs = 3000;

/**
 * The `Server-Timing` entry of a page's answer when the gateway counted the view with the page's own request
 * (docs/data.md#page-views): the page then reports none of its own.
 */
export const viewCountedTiming = 'view-counted';

/** Where the about page's Get in Touch link writes to. */
export const contactEmail = 'hello@remotedesignjobs.com';

/**
 * Sign-in lockout: this many failures on one account from one client within the window refuse that client's further
 * attempts on the account, so a stranger's failures lock out the stranger, not the account's owner.
 */
export const loginMaxFailures = 5;
/** This many failures from one client within the window, whatever the accounts, refuse all its attempts. */
export const loginClientMaxFailures = 20;
export const loginWindowMs = 15 * 60 * 1000;

/**
 * Name of the cookie that tells page script a session may exist (value `1`, no secret; the tokens themselves are
 * HttpOnly). Set and cleared with the session cookies.
 */
export const sessionHintCookie = 'rdj_session';

/**
 * Holds, for 5 minutes after a client wrote (posted a job, saved in the admin), the D1 bookmark its next reads start
 * from, so it reads its own write (docs/data.md#read-replicas).
 */
export const readBookmarkCookie = 'rdj_d1';
export const readBookmarkSeconds = 300;
