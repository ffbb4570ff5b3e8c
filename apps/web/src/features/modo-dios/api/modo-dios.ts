import type { SuplantarDatos } from '@puente/contract/modo-dios';
import { callApi, fetchData } from '@/lib/api-client';

/** What "Entrar como …" sends: the person by id, as the staff pages know them, and the reason. */
export type PersonaModoDios =
  | { tipo: 'alumno'; idAlumno: number; nombre: string }
  | { tipo: 'empresa'; idContacto: number; idEmpresa: number; nombre: string };

/** POST /api/Gestion/suplantar with the staff session's token: a token in the person's name (decision 038). */
export function suplantar(persona: PersonaModoDios, motivo: string) {
  const input: SuplantarDatos =
    persona.tipo === 'alumno'
      ? { tipo: 'alumno', idAlumno: persona.idAlumno, motivo }
      : { tipo: 'empresa', idContacto: persona.idContacto, idEmpresa: persona.idEmpresa, motivo };
  return fetchData('suplantar', input);
}

/**
 * POST /api/Sesion/logout with the god-mode token: it ends, and the trail records the end. Never throws:
 * the way back happens whatever the answer, and the token expires on its own anyway.
 */
export async function cerrarSesionDios(token: string) {
  try {
    await callApi('logout', {}, { token, signal: AbortSignal.timeout(5000) });
  } catch {
    // Timed out or offline.
  }
}
