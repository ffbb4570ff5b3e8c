import { useLayoutEffect, useRef } from 'react';

const PAGE_START_ID = 'inicio-pagina';

/**
 * The first thing in the page: where focus restarts after a navigation
 * that dropped it (the login form that logged in, the card link of the
 * screen just left). Focused, a screen reader reads the new screen's title;
 * the next Tab is the skip link, then the header, as on a fresh page load.
 */
export function PageStart({ title }: { title: string }) {
  return (
    <p id={PAGE_START_ID} tabIndex={-1} className="sr-only">
      {title}
    </p>
  );
}

/**
 * On every change of path (not the first load, where the browser already
 * starts at the top) focus goes to <PageStart> — unless something kept it
 * (a header link, which stays) or the new screen took it on purpose. A layout
 * effect, so focus has moved before the new screen is painted: with a plain
 * effect, a Tab pressed between paint and effect (a loaded machine) started
 * from where the old screen's button was.
 */
export function useFocusOnNavigation(pathname: string) {
  const firstLoad = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on path change by design.
  useLayoutEffect(() => {
    if (firstLoad.current) {
      firstLoad.current = false;
      return;
    }
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    document.getElementById(PAGE_START_ID)?.focus({ preventScroll: true });
  }, [pathname]);
}
