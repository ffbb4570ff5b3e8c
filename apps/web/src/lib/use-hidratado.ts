import { useEffect, useState } from 'react';

/**
 * False in the server's render and in the render that hydrates it, true from the first effect on (decision 053).
 * A pre-rendered page is on screen before its JavaScript runs: a control whose press needs React (a tab, a
 * submit button) is rendered disabled until then, so a press is never silently lost and a form never posts
 * without the app; fields stay fillable and keep what was typed.
 */
export function useHidratado() {
  const [hidratado, setHidratado] = useState(false);
  useEffect(() => setHidratado(true), []);
  return hidratado;
}
