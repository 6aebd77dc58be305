import { remotePath, type RemoteName } from '../src/remotes';
/**
 * Build settings every microfrontend shares. Plain data, so the shell and each remote keep their own Vite
 * and plugin versions; docs/toolchain.md#module-federation explains each setting (esbuild minify is required by the federation plugin on Vite 8).
 */
export const sharedModules = ['react', 'react-dom', '@rdj/router'];

/**
 * The browsers the stylesheets are minified for: with 'esnext' the minifier writes syntax that browsers do not parse
 * yet (docs/toolchain.md#module-federation). Vite's own default list.
 */
const cssBrowsers: string[] = ['chrome111', 'edge111', 'firefox114', 'safari16.4', 'ios16.4'];

export const federationBuild = {
  target: 'esnext',
  minify: 'esbuild',
  modulePreload: false,
  cssCodeSplit: false,
  cssTarget: cssBrowsers,
  // Read by the release tool to list what a page needs at once (the remote's current.json).
  manifest: true,
} as const;

/** The public path of a remote's release: every shipped version keeps its own immutable folder. */
export function remoteBase(name: RemoteName, version: string): string {
  return remotePath(name, `${version}/`);
}

/** A release id that sorts by time: `YYYYMMDDHHmmss`, or REMOTE_VERSION when the caller pins one. */
export function releaseVersion(env: Record<string, string | undefined>, now = new Date()): string {
  return env.REMOTE_VERSION ?? now.toISOString().replace(/[-:T]/g, '').slice(0, 14);
}
