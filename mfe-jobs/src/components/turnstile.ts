import { holdInputs } from '@rdj/shared/browser';
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
 * box the edge rendered, which adds the token to the form. While no token is there, a report sent is held as every
 * in-place input is (`holdInputs`: its button busy, sent as a beacon if the visitor leaves first): it goes once the
 * token comes, or unverified if the check fails or takes longer than `tokenWaitMs`. A report is never lost.
 */
export const turnstile: ScriptIsland<ReportFieldsProps> = {
  start(element, { widget }) {
    const form = element.querySelector('form');
    const box = form?.querySelector<HTMLElement>('.jobs-report-turnstile');
    if (!widget || !form || !box) return;
    /** While reports wait for a token: `settle` lets them go (with the token, or without when none will come). */
    let waiting: { settle(): void; release(): void } | null = null;
    const wait = () => {
      let settle = () => {};
      const settled = new Promise<boolean>((resolve) => (settle = () => resolve(true)));
      waiting = { settle, release: holdInputs(element, () => settled, tokenWaitMs) };
    };
    const done = () => {
      waiting?.settle();
      waiting?.release();
      waiting = null;
    };
    wait();
    loadTurnstile(widget.scriptUrl).then(
      (api) =>
        api.render(box, {
          sitekey: widget.siteKey,
          callback: done,
          'expired-callback': () => {
            if (!waiting) wait();
          },
          'error-callback': done,
        }),
      (error: unknown) => {
        done();
        console.error(error);
      },
    );
  },
};
