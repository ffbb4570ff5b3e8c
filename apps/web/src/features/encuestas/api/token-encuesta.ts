import type { TokenEncuesta } from '@puente/contract/encuestas';
import { type ApiInput, type EndpointName, fetchData } from '@/lib/api-client';

/**
 * The survey's own token (decision 024), kept in sessionStorage under its own
 * key: never the portal's token, and the portal's never goes to /api/Encuestas.
 */
export const CLAVE_TOKEN_ENCUESTA = 'puente.encuesta';

export interface EncuestaEnCurso {
  token: string;
  idEncuesta: number;
  urlAcceso: string;
}

export function leerEncuestaEnCurso(): EncuestaEnCurso | null {
  try {
    const valor = JSON.parse(window.sessionStorage.getItem(CLAVE_TOKEN_ENCUESTA) ?? 'null') as EncuestaEnCurso | null;
    return valor && typeof valor.token === 'string' && Number.isInteger(valor.idEncuesta) ? valor : null;
  } catch {
    return null;
  }
}

export function guardarEncuestaEnCurso({ token, idEncuesta, urlAcceso }: TokenEncuesta) {
  window.sessionStorage.setItem(CLAVE_TOKEN_ENCUESTA, JSON.stringify({ token, idEncuesta, urlAcceso }));
}

export const olvidarEncuestaEnCurso = () => window.sessionStorage.removeItem(CLAVE_TOKEN_ENCUESTA);

type LlamadasEncuesta = 'dameEncuesta' | 'guardaAceptacionRGPD' | 'guardaContestacionEncuesta';

/**
 * The survey client: the same envelope handling as every call (lib/api-client),
 * with the survey token instead of the portal's. Its queries are silent for
 * the shell (a 2 here is the survey token's, not the portal session's): the
 * screen shows the banner itself with `mostrarErrorEncuesta`.
 */
export const llamarEncuesta = <N extends LlamadasEncuesta & EndpointName>(name: N, input: ApiInput<N>) =>
  fetchData(name, input, { token: leerEncuestaEnCurso()?.token ?? null });
