/**
 * Inputs an island holds until it has started (docs/pages.md#islands): only controls it answers in place (an element
 * marked `data-in-place`: a link, a button, or a form for its submit). A held control shows at once that it is busy,
 * from the moment the pointer goes down; its click or submit is replayed once the island has started, once however
 * often it was clicked, or goes ahead as plain HTML would when the island fails or takes longer than `holdMs`. Every
 * other control is never held.
 */
import { inPlaceAttribute } from '../islands/names';

/** Set on a held control until its island answers it: the stylesheet shows it busy (shared/styles/layout.css). */
const heldAttribute = 'data-held';
const inPlace = `[${inPlaceAttribute}]`;

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** Shows `control` busy, or no longer (`held` false): a control held until an island, or what it waits for, answers. */
export function markHeld(control: Element, held: boolean): void {
  control.toggleAttribute(heldAttribute, held);
  if (held) control.setAttribute('aria-busy', 'true');
  else control.removeAttribute('aria-busy');
}

/**
 * Held POST submits not replayed yet. Should the visitor leave first (another link, a reload), each is carried out as
 * the plain form would have been: sent as a beacon, whose answer nobody waits for.
 */
const pendingPosts = new Map<HTMLFormElement, HTMLElement | null>();

/**
 * Sends `form` as the plain form would have posted it, as a beacon whose answer nobody waits for: the page is going
 * away.
 */
export function sendAsBeacon(form: HTMLFormElement, submitter: HTMLElement | null): void {
  const body = new URLSearchParams();
  for (const [key, value] of new FormData(form, submitter)) if (typeof value === 'string') body.append(key, value);
  navigator.sendBeacon(form.action, body);
}

/** Sends every held post as a beacon: the page is going away (`pagehide`). */
export function sendPendingPosts(): void {
  for (const [form, submitter] of pendingPosts) sendAsBeacon(form, submitter);
  pendingPosts.clear();
}

/**
 * Holds the in-place inputs of `element` until `start()` settles (or `holdMs` passes), then replays them. Answers the
 * function that lets go of the element: its listeners and busy marks go, and the island answers from then on.
 */
export function holdInputs(element: HTMLElement, start: () => Promise<boolean>, holdMs: number): () => void {
  const held = new Set<Element>();
  const marked = new Set<Element>();
  const mark = (control: Element) => {
    marked.add(control);
    markHeld(control, true);
  };
  const release = () => {
    element.removeEventListener('pointerdown', onPress, true);
    element.removeEventListener('click', onClick, true);
    element.removeEventListener('submit', onSubmit, true);
    for (const control of marked) markHeld(control, false);
    marked.clear();
    held.clear();
  };
  const hold = (event: Event, control: Element, replay: () => void) => {
    event.preventDefault();
    if (held.has(control)) return;
    held.add(control);
    mark(control);
    const late = new Promise<void>((resolve) => setTimeout(resolve, holdMs));
    void Promise.race([start(), late]).then(() => {
      release();
      replay();
    });
  };
  /** The in-place control under the pointer shows at once that it is taken, while its island loads. */
  function onPress(event: PointerEvent) {
    const control = (event.target as Element | null)?.closest('a[href], button');
    if (!control || !isPlainClick(event)) return;
    if (control.matches(inPlace) || (control.matches('button:not([type=button])') && control.closest('form')?.matches(inPlace))) mark(control);
  }
  function onClick(event: MouseEvent) {
    const control = (event.target as Element | null)?.closest('a[href], button');
    if (!(control instanceof HTMLElement) || !control.matches(inPlace) || !isPlainClick(event)) return;
    hold(event, control, () => control.click());
  }
  function onSubmit(event: SubmitEvent) {
    const form = event.target as HTMLFormElement;
    if (!form.matches(inPlace)) return;
    const submitter = event.submitter;
    const post = form.method === 'post';
    if (post && !pendingPosts.has(form)) pendingPosts.set(form, submitter);
    hold(event, submitter ?? form, () => {
      if (post && !pendingPosts.delete(form)) return;
      form.requestSubmit(submitter);
    });
  }
  element.addEventListener('pointerdown', onPress, true);
  element.addEventListener('click', onClick, true);
  element.addEventListener('submit', onSubmit, true);
  return release;
}
