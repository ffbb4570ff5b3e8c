/**
 * Where focus goes when a dialog closes (issue 10). Radix gives it back to
 * the dialog's trigger, and to nothing when there is none or when the
 * dialog's action removed it (the candidate row that left the filtered list,
 * the card that moved to another column). Remembered when the dialog opens:
 * the element that had focus and, when it sits in a list, its neighbours.
 */
export interface RememberedFocus {
  opener: HTMLElement | null;
  next: Element | null;
  previous: Element | null;
  /** The heading of the section the opener was in (a list's title). */
  heading: HTMLElement | null;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function rememberFocus(): RememberedFocus {
  const opener =
    document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
  const item = opener?.closest('li') ?? null;
  const headingId = opener?.closest('section[aria-labelledby]')?.getAttribute('aria-labelledby');
  return {
    opener,
    next: item?.nextElementSibling ?? null,
    previous: item?.previousElementSibling ?? null,
    heading: headingId ? document.getElementById(headingId) : null,
  };
}

const usable = (element: Element | null | undefined): element is HTMLElement =>
  element instanceof HTMLElement &&
  element.isConnected &&
  !(element as HTMLButtonElement).disabled &&
  element.getClientRects().length > 0;

/** Focuses an element that is not focusable by itself (a heading) without adding it to the Tab order. */
export function focusElement(element: HTMLElement) {
  if (!element.matches(FOCUSABLE) && !element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus();
}

/**
 * The opener if it is still there; else what the caller names (`fallback`:
 * the moved card); else the first focusable element of the next (or
 * previous) item of the opener's list; else the heading of the opener's
 * section (the list emptied); else the page's <main>.
 */
export function returnFocus(
  { opener, next, previous, heading }: RememberedFocus,
  fallback?: () => HTMLElement | null | undefined,
) {
  if (usable(opener)) return opener.focus();
  const named = fallback?.();
  if (usable(named)) return focusElement(named);
  for (const item of [next, previous]) {
    const target = usable(item) ? item.querySelector<HTMLElement>(FOCUSABLE) : null;
    if (usable(target)) return target.focus();
  }
  if (usable(heading)) return focusElement(heading);
  const main = document.getElementById('contenido');
  if (main) focusElement(main);
}

/**
 * Focuses what `find` returns as soon as it is in the page, trying for a few
 * frames: after a change that re-renders it (a card moved back by "Deshacer")
 * the element appears a commit or two later.
 */
export function focusWhenReady(find: () => HTMLElement | null, frames = 30) {
  const attempt = (left: number) => {
    const element = find();
    if (usable(element)) focusElement(element);
    else if (left > 0) requestAnimationFrame(() => attempt(left - 1));
  };
  requestAnimationFrame(() => attempt(frames));
}
