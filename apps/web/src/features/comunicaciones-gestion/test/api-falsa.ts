import { apiGestionFalsa, CONTENIDOS, type Respuesta } from '@/test/api-gestion-falsa';

export type { Llamada } from '@/test/api-gestion-falsa';

import type { ComunicacionGestion } from '@puente/contract/comunicaciones';

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

/** The staff API stubbed for this screen, signed in as a member of the office's content team. */
export const apiFalsa = (permisos: () => string[], respuestas: Record<string, Respuesta>) =>
  apiGestionFalsa(permisos, respuestas, CONTENIDOS);
