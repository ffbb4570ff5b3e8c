import type { InformeAlumno, InformeTutor, SeguimientoPractica } from '@puente/contract/seguimiento-practicas';
import { ITEMS_INFORME_TUTOR } from '@puente/contract/seguimiento-practicas';
import { vi } from 'vitest';
import { seguimientoDePrueba } from '@/test/seguimiento-practica';

/*
 * What the tutors' pages' tests share: one internship at its end, both final
 * reports as the API answers them, and a fetch that answers each path with
 * an envelope (or a file) and records what was asked.
 */

export const TOKEN = 'f0e1d2c3b4a5968778695a4b3c2d1e0f';

/** Te da de alta la universidad, as the tutors' links read it. */
export const cotizacionUniversidad: SeguimientoPractica['cotizacion'] = {
  ...seguimientoDePrueba().cotizacion,
  etiquetaObligado: 'la universidad',
  explicacion: 'Te da de alta la universidad.',
};

export const practicaFinalizada: SeguimientoPractica = seguimientoDePrueba({
  estado: 'finalizada',
  etiquetaEstado: 'Finalizada',
  cotizacion: cotizacionUniversidad,
  ccc: '28123456789',
  alta: { fecha: '02/03/2026', registradaPor: 'la universidad' },
  nssRegistrado: true,
  proyecto: {
    objetivos: 'Conocer el ciclo de vida de un producto web.',
    actividades: 'Desarrollo de componentes.',
    competencias: 'Trabajo en equipo.',
    estado: 'aceptado',
    observaciones: null,
    enviadoEn: '20/02/2026',
    aceptadoEn: '21/02/2026',
  },
  requisitosPendientes: [],
});

/** Every item "Notable" (4) but the first, "Excelente" (5). */
export const informeTutor: InformeTutor = {
  horasRealizadas: 236,
  valoraciones: Object.fromEntries(ITEMS_INFORME_TUTOR.map((item, i) => [item, i === 0 ? 5 : 4])) as InformeTutor['valoraciones'],
  observaciones: 'Muy buena disposición y autonomía.\nAprende rápido.',
  enviadoEn: '03/07/2026',
};

export const informeAlumno: InformeAlumno = {
  tareas: 'Casos de prueba de la aplicación móvil.',
  conocimientos: 'Lo aprendido en Ingeniería del Software.',
  problemas: '',
  aportaciones: 'Trabajar con un equipo real y sus plazos.',
  valoracion: 'Muy positiva; más formación al principio.',
  valoracionGlobal: 4,
  enviadoEn: '05/07/2026',
};

export const con = (cambios: Partial<SeguimientoPractica>): SeguimientoPractica => ({ ...practicaFinalizada, ...cambios });

export type Envelope = { status: number; datos: unknown; mensaje?: string };
/** An envelope, or a file answer built on each call. */
export type Respuesta = Envelope | (() => Response);

export const pdf = (nombre: string) => () =>
  new Response(new TextEncoder().encode('%PDF-1.7'), {
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${nombre}"` },
  });

/**
 * Stubs fetch: `respuestas[path]` is the answer (a list is answered in order,
 * then 500); each call is recorded with its JSON body.
 */
export function apiFalsa() {
  const respuestas: Record<string, Respuesta | Respuesta[]> = {};
  const llamadas: { url: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
      llamadas.push({ url, body });
      const respuesta = respuestas[url];
      const siguiente = Array.isArray(respuesta) ? respuesta.shift() : respuesta;
      if (typeof siguiente === 'function') return siguiente();
      const sobre = siguiente ?? { status: 500, datos: null };
      return new Response(JSON.stringify({ mensaje: null, ...sobre }), { headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return {
    respuestas,
    llamadasA: (path: string) => llamadas.filter((c) => c.url === path),
  };
}
