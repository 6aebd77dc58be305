import { z } from './zod';

/** An email address as we store it: trimmed and lower-cased, so `Admin@X.io ` and `admin@x.io` are one address. */
export const emailAddress = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: 'Enter a valid email address' }).max(254));

/** Newsletter sign-up. `botField` is the hidden trap: people leave it empty. */
export const newsletterInput = z.strictObject({
  email: emailAddress,
  botField: z.string().max(500).optional(),
});
export type NewsletterInput = z.infer<typeof newsletterInput>;

export const loginInput = z.strictObject({
  email: emailAddress,
  password: z.string().min(1, { message: 'Password is required' }).max(1024),
});
export type LoginInput = z.infer<typeof loginInput>;

export const grantTypeQuery = z.object({
  grant_type: z.enum(['password', 'refresh_token'], { message: 'grant_type must be password or refresh_token' }),
});

/** A page view reported by the shell on every route change. */
export const pageViewInput = z.strictObject({
  path: z
    .string()
    .min(1)
    .max(512)
    .regex(/^\/[^\s?#]*$/, { message: 'path must start with / and carry no query or fragment' }),
});

export const seoPathQuery = z.object({
  path: z.string().min(1).max(512).regex(/^\//, { message: 'path must start with /' }),
});

export interface SessionUser {
  id: string;
  email: string;
}

/**
 * What a sign-in or refresh answers: the session shape (docs/data.md#administrators-and-sessions) without its tokens. The tokens travel only in
 * HttpOnly cookies, so script on the page (an XSS included) never holds them.
 */
export interface Session {
  expires_in: number;
  expires_at: number;
  token_type: 'bearer';
  user: SessionUser;
}

/** `GET /api/admin/page-views?days=N`: views per path over the last N UTC days, today included. */
export const pageViewTotalsQuery = z.object({
  days: z.coerce
    .number({ message: 'days must be a number' })
    .int({ message: 'days must be a whole number' })
    .min(1, { message: 'days must be between 1 and 365' })
    .max(365, { message: 'days must be between 1 and 365' })
    .default(30),
});

/** The answer of `GET /api/admin/page-views`: views per path since `since` (a UTC day), most viewed first. */
export interface PageViewTotals {
  since: string;
  totals: { path: string; views: number }[];
}
