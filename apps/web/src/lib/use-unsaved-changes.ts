import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

/**
 * Keeps a long form's changes from being thrown away by accident: while
 * `dirty`, leaving for another page is held (show <UnsavedChangesDialog
 * blocker={…} />) and closing or reloading the tab asks the browser's own
 * question. A save calls `allowLeaving(true)` before it navigates away and
 * `allowLeaving(false)` if it was refused. Changing only the query string
 * (a tab, a filter) is not leaving.
 */
export function useUnsavedChanges(dirty: boolean) {
  const allowed = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && !allowed.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      if (!allowed.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  const allowLeaving = useCallback((allow: boolean) => {
    allowed.current = allow;
  }, []);

  return { blocker, allowLeaving };
}
