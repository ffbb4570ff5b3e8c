import { apiGestionFalsa, CONTENIDOS, type Respuesta } from '@/test/api-gestion-falsa';

export type { Llamada } from '@/test/api-gestion-falsa';

import type { GuiaGestion } from '@puente/contract/guias';

export const guia = (idGuia: number, titulo: string, extra: Partial<GuiaGestion> = {}): GuiaGestion => ({
  idGuia,
  titulo,
  descripcion: null,
  urlFichero: `/api/Gestion/guiaOrientacion/${idGuia}/fichero`,
  ulrImagen: null,
  fecha: '02/03/2026',
  publicada: true,
  orden: 0,
  nombreFichero: `guia-${idGuia}.pdf`,
  tamanoFichero: 48_000,
  ...extra,
});

/** The staff API stubbed for this screen, signed in as a member of the office's content team. */
export const apiFalsa = (permisos: () => string[], respuestas: Record<string, Respuesta>) =>
  apiGestionFalsa(permisos, respuestas, CONTENIDOS);
