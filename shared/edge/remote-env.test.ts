import { readFileSync } from 'node:fs';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { remoteNames } from '../src/remotes';
import { remoteWorkerBindings, type RemoteWorkerEnv } from './remote-worker';

/** The `binding = "…"` names a wrangler.toml declares, and its `[vars]` table if it has one. */
function configOf(remote: string): { bindings: string[]; hasVars: boolean } {
  const toml = readFileSync(new URL(`../../mfe-${remote}/wrangler.toml`, import.meta.url), 'utf8');
  return {
    bindings: [...toml.matchAll(/^\s*binding\s*=\s*"([^"]+)"/gm)].map((m) => m[1]!),
    hasVars: /^\s*\[vars\]/m.test(toml),
  };
}

describe("a remote worker's bindings, typed by hand as RemoteWorkerEnv", () => {
  it('lists every key of RemoteWorkerEnv, and no other', () => {
    expectTypeOf<(typeof remoteWorkerBindings)[number]>().toEqualTypeOf<keyof RemoteWorkerEnv>();
  });

  it.each(remoteNames)("are the bindings mfe-%s's wrangler.toml declares, with no vars", (remote) => {
    const { bindings, hasVars } = configOf(remote);
    expect([...bindings].sort()).toEqual([...remoteWorkerBindings].sort());
    expect(hasVars).toBe(false);
  });
});
