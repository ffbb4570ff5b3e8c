import type { ComunicacionGestion } from '@puente/contract/comunicaciones';
import { vi } from 'vitest';
import { saveLogin } from '@/lib/session';
import { tokenExpiringIn } from '@/test/tokens';

/** What the feature's screen asked the API, in order. */
export interface Llamada {
  url: string;
  method: string;
  params: URLSearchParams;
  body: Record<string, unknown>;
}

export const comunicacion = (
  idComunicacion: number,
  descripcion: string,
  extra: Partial<ComunicacionGestion> = {},
): ComunicacionGestion => ({
  idComunicacion,
  para: 'alumno',
  fechaDesde: '2026-03-02',
  fechaHasta: null,
  descripcion,
  enlace: null,
  publicada: true,
  estado: 'vigente',
  ...extra,
});

/** An answer's data, or a function of the call that gives the whole envelope. */
type Respuesta = ((llamada: Llamada) => { status: number; mensaje?: string; datos?: unknown }) | Record<string, unknown>;

/**
 * Stubs fetch with the staff API's answers (`respuestas` by path) and signs a staff member in holding
 * `permisos`. Answers `llamadas` to assert on.
 */
export function apiFalsa(permisos: () => string[], respuestas: Record<string, Respuesta>) {
  const llamadas: Llamada[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const [path = url, search = ''] = url.split('?');
      const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
      const llamada = { url: path, method: init.method ?? 'GET', params: new URLSearchParams(search), body };
      llamadas.push(llamada);
      if (path === '/api/Gestion/miCuenta') {
        const datos = {
          id: 5,
          nick: 'contenidos.demo',
          email: 'c@uni.es',
          nombre: 'Carmen',
          apellidos: 'Soler',
          permisos: permisos(),
        };
        return new Response(JSON.stringify({ status: 0, mensaje: null, datos }));
      }
      const respuesta = respuestas[path];
      if (typeof respuesta === 'function') {
        return new Response(JSON.stringify({ mensaje: null, datos: null, ...respuesta(llamada) }));
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
