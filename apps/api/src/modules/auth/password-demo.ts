/**
 * The password of every demo account (README, `npm start`): published, so the
 * auth module refuses a production start-up while a staff account still has
 * it (cuentas-demo.service.ts), and the demo seed gives it to its accounts.
 * It lives here, not in the seed, so no module imports from the seed.
 */
export const DEMO_PASSWORD = 'Puente2026';
