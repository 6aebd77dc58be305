import { z } from '../zod';
import { redirectSignaturePattern } from './redirect';

// Apart from redirect.ts, so the pages that build and read redirect links do not download zod.

/** Longest `url` the signature check accepts: longer addresses do not fit in a request line with their encoding. */
const redirectUrlMax = 4096;

/** `GET /api/redirect?url=…&sig=…`: the pair to check. */
export const redirectCheckQuery = z.object({
  url: z
    .string({ message: 'url is required' })
    .min(1, { message: 'url is required' })
    .max(redirectUrlMax, { message: `url must be at most ${redirectUrlMax} characters` }),
  sig: z.string({ message: 'sig is required' }).regex(redirectSignaturePattern, { message: 'sig must be a redirect signature' }),
});

/** The answer of `GET /api/redirect`: whether `sig` is the board's signature of `url`. */
export interface RedirectCheck {
  signed: boolean;
}
