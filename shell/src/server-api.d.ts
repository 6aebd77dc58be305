/**
 * The shell's edge renderer as the gateway sees it (the gateway bundles server.tsx; it typechecks against this, so
 * the gateway's Workers types and the shell's DOM types never meet).
 */
import type { FormState } from '@rdj/shared';

export type RemoteOutcome = 'rendered' | 'failed' | 'limited';

export interface ShellRender {
  outcome: RemoteOutcome;
  form?: FormState | null;
  newsletterClosed: boolean;
}

export declare function renderShell(location: string, render: ShellRender): string;
