import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { setBrand } from '@/lib/brand';
import { clearError } from '@/lib/error-banner-store';
import { catalogueAreas, changeLanguage, currentLanguage, initI18n, loadCatalogues } from '@/lib/i18n';
import { clearSession } from '@/lib/session';
import { brandFixture } from './brand-fixture';
import { cerrarServidorFalso } from './servidor-activo';

/**
 * Imported first by every component test: the web project has no global setup file, and without vitest globals
 * Testing Library does not clean up on its own. What a test changes in global state is put back here: storage,
 * session, brand, error banner, language, fake timers, and `fetch` of the fake server (whose refusals fail the
 * test that just ran).
 */
// findBy*/waitFor give up after 1 s by default; a loaded 2-core CI machine can take longer to render a
// whole screen's first paint, and a slow pass is not a failure.
configure({ asyncUtilTimeout: 5000 });

initI18n('es');
// Component tests render features outside their routes, so every area's texts are there from the start.
await Promise.all([loadCatalogues(catalogueAreas, 'es'), loadCatalogues(catalogueAreas, 'en')]);

// jsdom lacks what Radix measures with and what the layout scrolls with.
if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
window.scrollTo = () => undefined;

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  clearSession();
  clearError();
  setBrand(brandFixture());
});

afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  if (currentLanguage() !== 'es') await changeLanguage('es');
  cerrarServidorFalso();
});
