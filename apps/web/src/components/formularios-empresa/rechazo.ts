import { catalogueEntry } from '@puente/contract/errors/catalogue';
import { TRANSPORT_FAILURE } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { showError } from '@/lib/error-banner-store';
import { mustReport, reportError } from '@/lib/error-report';

/*
 * The company forms' calls are silent for the query client (meta.silencioso):
 * a refusal that belongs to a field (33 on the CIF, 44 and 29 on the e-mail)
 * is written under it, where the person is looking, and not also in a banner
 * at the top of the page. Every other refusal goes to the banner here, as the
 * query client would have shown and reported it.
 */

export const silencioso = { silencioso: true } as const;

/** The catalogue banner of a refusal, and its report for the codes spec §8 monitors. */
export function mostrarRechazo(error: unknown) {
  const codigo = isApiError(error) ? error.status : TRANSPORT_FAILURE;
  showError(codigo, isApiError(error) ? error.mensaje : null);
  if (mustReport(codigo)) void reportError(codigo);
}

/** A code's text as the banner would say it, to show under a field instead. */
export const textoDeCodigo = (codigo: number, idioma: 'es' | 'en') => catalogueEntry(codigo)[idioma].cuerpo;

/** The refusals of a contact's e-mail (69 malformed, 44 another company's contact, 29 already a contact), said on its field. */
export const CODIGOS_DEL_EMAIL = { 29: { campo: 'email' }, 44: { campo: 'email' }, 69: { campo: 'email' } } as const;
