/** The text links of these screens, as the login page draws them. */
export const linkClass = 'font-medium text-primary underline-offset-4 hover:underline';

/** Where a company logs in: 508 and 514 are shown there. */
export const LOGIN_EMPRESAS = '/login/empresas';
export const RESTABLECER_LOGIN = '/restablecer-login';
