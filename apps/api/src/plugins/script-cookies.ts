import { createHash } from 'node:crypto';

/**
 * The one inline script of the portal (decision 060). A pre-rendered page carries the cookie notice in its HTML,
 * so a first visit paints it with the page instead of at hydration (it was the largest paint of /login on a
 * phone). A visitor who already decided must not see it: this script, in <head> before the body is parsed,
 * marks <html> when localStorage holds the decision (lib/session.ts, key `cookiesAccepted`), and a rule of
 * index.css hides the notice under that mark until React removes it. Inline because a file would cost the
 * first paint a request; the CSP admits exactly this text by its hash (security.ts), and no other inline script.
 */
export const SCRIPT_COOKIES =
  "try{var d=localStorage.getItem('cookiesAccepted');if(d==='true'||d==='false')document.documentElement.setAttribute('data-cookies','decididas')}catch(e){}";

/** The CSP source that admits SCRIPT_COOKIES and nothing else. */
export const HASH_SCRIPT_COOKIES = `'sha256-${createHash('sha256').update(SCRIPT_COOKIES).digest('base64')}'`;
