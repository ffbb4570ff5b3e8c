import { defineConfig } from '@playwright/test';

/** The specs whose screens are compared with committed baselines (support/capturas.ts). */
const CAPTURAS = /(?:^|\/)(?:screenshots|alumno-screenshots|empresa-capturas|gestion-capturas)\.spec\.ts$/;

/**
 * Browser tests run in Debian's Chromium (never a downloaded browser) against
 * the real API started by scripts/e2e.mjs, which passes the two base URLs.
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: '../../test-results/web-e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  timeout: 30_000,
  expect: {
    timeout: 7_500,
    /*
     * Screens compared with their baselines (support/capturas.ts, decision 059): a pixel counts as
     * different past `threshold` (YIQ distance, Playwright's default), and a screen fails when more than
     * 1 % of its pixels differ: antialiasing and a masked date of another width stay under it, a moved,
     * missing or recoloured block does not. Animations are stopped and the caret hidden.
     */
    toHaveScreenshot: { maxDiffPixelRatio: 0.01, threshold: 0.2, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  /*
   * The baselines, one PNG per screen, named by the spec (`npm run test:e2e -- --update-snapshots` rewrites
   * them): no project or platform in the name, since every run uses Debian's Chromium and its fonts.
   */
  snapshotPathTemplate: '{testDir}/baseline/{arg}{ext}',
  /*
   * Marcos's mandatory survey (decision 024) blocks him with a popup until he
   * answers it; encuesta-obligatoria.spec.ts shows that and answers it on both
   * servers first, so every other spec that logs him in finds the portal free.
   * The screens compared with baselines (`capturas`) run beside it, on the
   * seeded data before any journey changes it: they never use Marcos. A run
   * of a few specs (scripts/e2e.mjs sets E2E_FILTRADO when it is given one)
   * does not wait for every comparison first: Playwright would run the whole
   * `capturas` project as a dependency, whatever the filter.
   */
  projects: [
    { name: 'encuesta-obligatoria', testMatch: /encuesta-obligatoria\.spec\.ts$/ },
    { name: 'capturas', testMatch: CAPTURAS },
    {
      name: 'e2e',
      testIgnore: [/encuesta-obligatoria\.spec\.ts$/, CAPTURAS],
      dependencies: process.env.E2E_FILTRADO ? ['encuesta-obligatoria'] : ['encuesta-obligatoria', 'capturas'],
    },
  ],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000',
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
    /*
     * Recording a trace for every test costs the 2-core machine a DOM snapshot
     * per action; the retry a failure gets in CI records one instead.
     */
    trace: 'on-first-retry',
    /*
     * The reduced-motion styles (index.css) leave no endless pulse or spinner
     * repainting while a test waits, and no transition between a step and
     * the check after it.
     */
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
