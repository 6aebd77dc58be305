/**
 * The alerts' pages (docs/alerts.md#pages). The shell renders them; the gateway answers their forms. Pages reached
 * from a mail carry the mail's signed token as `?token=`, never the address.
 */
export const alertPaths = {
  /** POST: the sign-up form without JavaScript (a category page's form, and `new`'s). */
  signup: '/alerts',
  /** The sign-up form on its own page: where a refused sign-up is shown again with its messages. */
  new: '/alerts/new',
  /** After a sign-up: "check your inbox". */
  sent: '/alerts/sent',
  /** GET: a page with a button; POST: confirms the alert. */
  confirm: '/alerts/confirm',
  /** After confirming. */
  confirmed: '/alerts/confirmed',
  /** GET: the alert's settings; POST: saves them. */
  manage: '/alerts/manage',
  /** GET: a page with a button; POST (the button, or RFC 8058 one-click): deletes the alert. */
  unsubscribe: '/alerts/unsubscribe',
  /** After unsubscribing. */
  unsubscribed: '/alerts/unsubscribed',
} as const;

/** Every alerts page the shell renders (all of them noindex). */
export const alertPagePaths: readonly string[] = Object.values(alertPaths).filter((path) => path !== alertPaths.signup);
