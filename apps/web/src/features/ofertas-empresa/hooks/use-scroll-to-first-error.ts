import { type RefObject, useCallback, useEffect, useState } from 'react';

/**
 * After a refused submit, brings the first invalid control (in page order,
 * which is what the company reads) into view and focuses it. Runs after the
 * commit that renders the errors, so `aria-invalid` is already in the DOM.
 */
export function useScrollToFirstError(container: RefObject<HTMLElement | null>) {
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt === 0) return;
    const first = container.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!first) return;
    first.scrollIntoView({ block: 'center', behavior: 'smooth' });
    first.focus({ preventScroll: true });
  }, [attempt, container]);
  return useCallback(() => setAttempt((n) => n + 1), []);
}
