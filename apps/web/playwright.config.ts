import { defineConfig } from '@playwright/test';

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
  expect: { timeout: 7_500 },
  /*
   * Marcos's mandatory survey (decision 024) blocks him with a popup until he
   * answers it; encuesta-obligatoria.spec.ts shows that and answers it on both
   * servers first, so every other spec that logs him in finds the portal free.
   */
  projects: [
    { name: 'encuesta-obligatoria', testMatch: /encuesta-obligatoria\.spec\.ts$/ },
    { name: 'e2e', testIgnore: /encuesta-obligatoria\.spec\.ts$/, dependencies: ['encuesta-obligatoria'] },
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
