import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** What a screen reader calls the control: its <label>, else its aria-label or aria-labelledby. */
function nameOf(control: HTMLElement): string {
  const labelled = 'labels' in control ? (control as HTMLInputElement).labels?.[0]?.textContent : null;
  if (labelled) return labelled.trim();
  const byId = control
    .getAttribute('aria-labelledby')
    ?.split(/\s+/)
    .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
    .join(' ');
  return (byId || control.getAttribute('aria-label') || '').trim();
}

/**
 * The shared half of a form's error handling (issue 10): call `onInvalid`
 * when a submit is refused (by the resolver or by the server) and, once the
 * errors are in the page, the first invalid control in page order is
 * scrolled to the middle of the screen and focused, and one summary is put
 * in the form's live region (<ErrorAnnouncer text={announcement} />).
 *
 * The errors of a submit render a commit or two after the refusal (the form
 * library publishes them only after `onInvalid` returns), so the search
 * starts a task later, once they are published, and then runs after every
 * render until it finds them: the first press works, not the second. Starting
 * at once would find a field already marked before the submit (left invalid
 * while filling in) and focus it, though an earlier field is invalid too.
 */
export function useFormFeedback() {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const pending = useRef(false);
  const start = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [, setAttempt] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => () => clearTimeout(start.current), []);

  useEffect(() => {
    if (!pending.current) return;
    const invalid = formRef.current?.querySelectorAll<HTMLElement>('[aria-invalid="true"]') ?? [];
    const first = invalid[0];
    if (!first) return;
    pending.current = false;
    first.scrollIntoView({ block: 'center', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    first.focus({ preventScroll: true });
    setAnnouncement(t('formulario.resumen', { count: invalid.length, primero: nameOf(first) }));
  });

  const onInvalid = useCallback(() => {
    // Cleared first so the same summary after a second refusal is spoken again.
    setAnnouncement('');
    clearTimeout(start.current);
    start.current = setTimeout(() => {
      pending.current = true;
      setAttempt((n) => n + 1);
    }, 0);
  }, []);

  return { formRef, onInvalid, announcement };
}
