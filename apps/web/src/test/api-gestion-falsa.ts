import { vi } from 'vitest';
import { saveLogin } from '@/lib/session';
import { tokenExpiringIn } from '@/test/tokens';

/** What a staff screen asked the API, in order. */
export interface Llamada {
  url: string;
  method: string;
  params: URLSearchParams;
  body: Record<string, unknown>;
}

/** An answer's data; a function of the call that gives the whole envelope; or a Response as it is (a file). */
export type Respuesta =
  | ((llamada: Llamada) => { status: number; mensaje?: string; datos?: unknown } | Response)
  | Record<string, unknown>
  | unknown[];

/** Who the signed-in staff member is (`/api/Gestion/miCuenta`), besides their permissions. */
export interface MiembroFalso {
  id: number;
  nick: string;
  email: string;
  nombre: string;
  apellidos: string;
}

const MIEMBRO: MiembroFalso = { id: 2, nick: 'practicas.demo', email: 'p@uni.es', nombre: 'Tomás', apellidos: 'Ruiz' };

/** A member of the office's content team (events, surveys, guides, communications). */
export const CONTENIDOS: MiembroFalso = {
  id: 5,
  nick: 'contenidos.demo',
  email: 'c@uni.es',
  nombre: 'Carmen',
  apellidos: 'Soler',
};

/** The answer for a path: its own key, or a key with `:param` segments that matches it (`/api/Gestion/evento/:id`). */
function respuestaDe(respuestas: Record<string, Respuesta>, path: string): Respuesta | undefined {
  if (path in respuestas) return respuestas[path];
  const clave = Object.keys(respuestas).find(
    (k) => k.includes('/:') && new RegExp(`^${k.replace(/:[A-Za-z]+/g, '[^/]+')}$`).test(path),
  );
  return clave === undefined ? undefined : respuestas[clave];
}

/**
 * Stubs fetch with the staff API's answers (`respuestas` by path, or by a pattern with `:param` segments; a
 * function for those that depend on the call) and signs a staff member in holding `permisos` (read at every call, so a test can change them).
 * Answers `llamadas` to assert on. The features' screens share it, so each test says only its answers.
 */
export function apiGestionFalsa(
  permisos: () => string[],
  respuestas: Record<string, Respuesta>,
  miembro: Partial<MiembroFalso> = {},
): Llamada[] {
  const llamadas: Llamada[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const [path = url, search = ''] = url.split('?');
      const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
      const llamada = { url: path, method: init.method ?? 'GET', params: new URLSearchParams(search), body };
      llamadas.push(llamada);
      if (path === '/api/Gestion/miCuenta') {
        const datos = { ...MIEMBRO, ...miembro, permisos: permisos() };
        return new Response(JSON.stringify({ status: 0, mensaje: null, datos }));
      }
      const respuesta = respuestaDe(respuestas, path);
      if (typeof respuesta === 'function') {
        const r = respuesta(llamada);
        if (r instanceof Response) return r;
        return new Response(JSON.stringify({ mensaje: null, datos: null, ...r }));
      }
      return new Response(JSON.stringify({ status: 0, mensaje: null, datos: respuesta ?? null }));
    }),
  );
  saveLogin(
    { token: tokenExpiringIn(3600, { role: 'gestor' }), conPracticas: false, conEmpleo: false, primerAcceso: false },
    'Gestor',
    { remember: true },
  );
  return llamadas;
}
