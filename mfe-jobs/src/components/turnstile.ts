import { markHeld, sendAsBeacon } from '@rdj/shared/browser';
import type { ScriptIsland } from '@rdj/shared/islands';
import type { ReportFieldsProps } from './report-form';

/** How long a report sent before its token waits for one, before it goes unverified (docs/pages.md#reporting-a-job). */
const tokenWaitMs = 10_000;

/** The part of Turnstile's script the island uses (explicit rendering). */
interface TurnstileApi {
  render(element: HTMLElement, params: TurnstileParams): void;
}

interface TurnstileParams {
  sitekey: string;
  callback(token: string): void;
  'expired-callback'(): void;
  'error-callback'(): void;
}

/** Loads Turnstile's script for explicit rendering: nothing renders until the island asks. */
function loadTurnstile(scriptUrl: string): Promise<TurnstileApi> {
  const url = new URL(scriptUrl, location.href);
  url.searchParams.set('render', 'explicit');
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url.href;
    script.async = true;
    script.onload = () => {
      const api = (window as { turnstile?: TurnstileApi }).turnstile;
      if (api) resolve(api);
      else reject(new Error('Turnstile’s script defined no turnstile'));
    };
    script.onerror = () => reject(new Error(`Turnstile’s script did not load: ${url.href}`));
    document.head.append(script);
  });
}

/**
 * The report form with Turnstile's check, without React (docs/pages.md#reporting-a-job): started when the form comes
 * into view, so a posting's page loads Turnstile only once "Report this job" is opened. It renders the widget in the
 * box the edge rendered, which adds the token to the form. A report sent before the token holds, its button busy,
 * until the token comes, and goes unverified if the check fails or takes longer than `tokenWaitMs`, or as a beacon if
 * the visitor leaves first: a report is never lost.
 */
export const turnstile: ScriptIsland<ReportFieldsProps> = {
  start(element, { widget }) {
    const form = element.querySelector('form');
    const box = form?.querySelector<HTMLElement>('.jobs-report-turnstile');
    if (!widget || !form || !box) return;
    /** `waiting` for a token, `ready` with one, `failed` when none will come: reports then go unverified. */
    let state: 'waiting' | 'ready' | 'failed' = 'waiting';
    /** The report sent before its token, by its button, until it goes. */
    let held: { button: HTMLElement | null; late: ReturnType<typeof setTimeout> } | null = null;
    const release = () => {
      const { button, late } = held!;
      held = null;
      clearTimeout(late);
      window.removeEventListener('pagehide', leave);
      if (button) markHeld(button, false);
      return button;
    };
    const settle = (next: 'ready' | 'failed') => {
      state = next;
      if (held) form.requestSubmit(release());
    };
    const leave = () => sendAsBeacon(form, release());
    loadTurnstile(widget.scriptUrl).then(
      (api) =>
        api.render(box, {
          sitekey: widget.siteKey,
          callback: () => settle('ready'),
          'expired-callback': () => {
            state = 'waiting';
          },
          'error-callback': () => settle('failed'),
        }),
      (error: unknown) => {
        settle('failed');
        console.error(error);
      },
    );
    form.addEventListener('submit', (event) => {
      if (state !== 'waiting') return;
      event.preventDefault();
      if (held) return;
      const button = event.submitter;
      if (button) markHeld(button, true);
      held = { button, late: setTimeout(() => settle('failed'), tokenWaitMs) };
      window.addEventListener('pagehide', leave);
    });
  },
};
