import type { PracticaGestionFila, SeguimientoPractica } from '@puente/contract/seguimiento-practicas';
import { vi } from 'vitest';
import { saveLogin } from '@/lib/session';
import { seguimientoDePrueba } from '@/test/seguimiento-practica';
import { tokenExpiringIn } from '@/test/tokens';

/** What the feature's screens asked the API, in order. */
export interface Llamada {
  url: string;
  method: string;
  params: URLSearchParams;
  body: Record<string, unknown>;
}

export const fila = (idPractica: number, alumno: string, extra: Partial<PracticaGestionFila> = {}): PracticaGestionFila => ({
  idPractica,
  alumno,
  empresa: 'Levante Tech S.L.',
  tipo: 'curricular',
  estado: 'aceptada',
  etiquetaEstado: 'Aceptada, pendiente de inicio',
  fechaInicio: '02/03/2026',
  fechaFin: '30/06/2026',
  obligado: 'universidad',
  faltas: ['proyecto', 'alta'],
  ...extra,
});

/** The office's record: the plan sent to the academic tutor, the NUSS given, the university may record the registration. */
export const seguimiento = (extra: Partial<SeguimientoPractica> = {}): SeguimientoPractica =>
  seguimientoDePrueba({
    cotizacion: {
      ...seguimientoDePrueba().cotizacion,
      explicacion:
        'Práctica no remunerada: da de alta y cotiza la universidad, porque el convenio dice que asume la cotización (disposición adicional 52.ª LGSS).',
    },
    nssRegistrado: true,
    proyecto: {
      objetivos: 'Conocer el ciclo de vida de un producto web.',
      actividades: 'Desarrollo de componentes.\nPruebas.',
      competencias: 'Trabajo en equipo.',
      estado: 'enviado',
      observaciones: null,
      enviadoEn: '20/02/2026',
      aceptadoEn: null,
    },
    requisitosPendientes: ['proyecto_formativo', 'ccc', 'alta'],
    puedeRegistrarAlta: true,
    ...extra,
  });

/** An answer's data; a function of the call that gives the whole envelope; or a Response as it is (a file). */
type Respuesta =
  | ((llamada: Llamada) => { status: number; mensaje?: string; datos?: unknown } | Response)
  | Record<string, unknown>
  | unknown[];

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
          id: 2,
          nick: 'practicas.demo',
          email: 'p@uni.es',
          nombre: 'Tomás',
          apellidos: 'Ruiz',
          permisos: permisos(),
        };
        return new Response(JSON.stringify({ status: 0, mensaje: null, datos }));
      }
      const respuesta = respuestas[path];
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
