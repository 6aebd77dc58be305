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
function markHeld(control: Element, held: boolean): void {
  control.toggleAttribute(heldAttribute, held);
  if (held) control.setAttribute('aria-busy', 'true');
  else control.removeAttribute('aria-busy');
}

/**
 * Sends `form` as the plain form would have posted it, as a beacon whose answer nobody waits for: the page is going
 * away.
 */
function sendAsBeacon(form: HTMLFormElement, submitter: HTMLElement | null): void {
  const body = new URLSearchParams();
  for (const [key, value] of new FormData(form, submitter)) if (typeof value === 'string') body.append(key, value);
  navigator.sendBeacon(form.action, body);
}

/**
 * Holds the in-place inputs of `element` until `start()` settles (or `holdMs` passes), then replays them. A held POST
 * submit the visitor leaves first (another link, a reload) is carried out as the plain form would have been, sent as
 * a beacon (`pagehide`), and never replayed after. Answers the function that lets go of the element: its listeners
 * and busy marks go, and what it holds is answered from then on by whoever replays it.
 */
export function holdInputs(element: HTMLElement, start: () => Promise<boolean>, holdMs: number): () => void {
  /** What is held, each once however often it is clicked or sent: a control, or a form for its submit. */
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
  /** Holds `what` (shown busy on `control`) until the start, then `replay`s it; `leave` runs if the page goes first. */
  const hold = (event: Event, what: Element, control: Element, replay: () => void, leave?: () => void) => {
    event.preventDefault();
    if (held.has(what)) return;
    held.add(what);
    mark(control);
    if (leave) window.addEventListener('pagehide', leave, { once: true });
    const late = new Promise<void>((resolve) => setTimeout(resolve, holdMs));
    void Promise.race([start(), late]).then(() => {
      if (leave) window.removeEventListener('pagehide', leave);
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
    hold(event, control, control, () => control.click());
  }
  function onSubmit(event: SubmitEvent) {
    const form = event.target as HTMLFormElement;
    if (!form.matches(inPlace)) return;
    const submitter = event.submitter;
    let left = false;
    const leave = () => {
      left = true;
      sendAsBeacon(form, submitter);
    };
    const replay = () => {
      if (!left) form.requestSubmit(submitter);
    };
    hold(event, form, submitter ?? form, replay, form.method === 'post' ? leave : undefined);
  }
  element.addEventListener('pointerdown', onPress, true);
  element.addEventListener('click', onClick, true);
  element.addEventListener('submit', onSubmit, true);
  return release;
}
