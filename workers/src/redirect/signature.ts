import { hmacSign, hmacVerify } from '../lib/hmac';

let warned = false;

/** The secret `REDIRECT_SIGNING_KEY`, or null when it is not set (logged once per isolate). */
function signingSecret(env: Env): string | null {
  const secret = env.REDIRECT_SIGNING_KEY;
  if (!secret && !warned) {
    warned = true;
    console.warn('REDIRECT_SIGNING_KEY is not set: /redirect links go out unsigned, so the redirect page only shows them');
  }
  return secret || null;
}

/**
 * The signature of a redirect `url` (HMAC-SHA256, base64url without padding), or null when the worker has no key:
 * then links go out unsigned and the redirect page shows them without navigating (fail safe).
 */
export async function redirectSignature(env: Env, url: string): Promise<string | null> {
  const secret = signingSecret(env);
  return secret ? hmacSign(secret, url) : null;
}

/**
 * Whether `sig` (already of the signature's form, see `redirectSignaturePattern`) is this worker's signature of
 * `url`. Without a key nothing is signed.
 */
export async function isRedirectSigned(env: Env, url: string, sig: string): Promise<boolean> {
  const secret = signingSecret(env);
  return secret ? hmacVerify(secret, url, sig) : false;
}
