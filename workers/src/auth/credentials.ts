import { loginInput } from '@rdj/shared';
import { z } from 'zod';

/** An address as stored: trimmed and lower-cased, so `Admin@X.io ` signs in as `admin@x.io`. */
export const storedEmail = z.string().trim().toLowerCase().pipe(loginInput.shape.email);

/** The sign-in body of the shared contract, with the address normalised first. */
export const credentials = loginInput.extend({ email: storedEmail });
export type Credentials = z.infer<typeof credentials>;
