import type { SessionUser } from '@rdj/shared';

/** Bindings and per-request variables every Hono app of the worker shares. */
export interface AppEnv {
  Bindings: Env;
  Variables: { user: SessionUser };
}
