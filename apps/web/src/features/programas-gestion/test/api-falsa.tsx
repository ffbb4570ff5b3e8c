import type { ProgramaGestion } from '@puente/contract/programas';
import { apiGestionFalsa, type Respuesta } from '@/test/api-gestion-falsa';
import { paginaDe, unoDeLaLista } from '@/test/pintar-gestion';

export type { Llamada } from '@/test/api-gestion-falsa';
export { pintarEn } from '@/test/pintar-gestion';

/** A programme as the staff's list gives it: dates dd/mm/yyyy, levels by name. */
export const programa = (idPrograma: number, titulo: string, extra: Partial<ProgramaGestion> = {}): ProgramaGestion => ({
  idPrograma,
  titulo,
  urlAcceso: `programa-${idPrograma}`,
  urlImagen: null,
  descripcion: null,
  financiacion: null,
  tiposEstudios: [],
  fechaInicio: null,
  fechaFin: null,
  meses: null,
  meses2: null,
  operadorMeses: null,
  requiereAdhesion: false,
  plazo: null,
  europeo: false,
  activo: true,
  adhesionConValidacion: true,
  soloEstudiantesUniversitarios: false,
  soloAlumnosUniversidad: false,
  soloTituladosUniversitarios: false,
  fechaTitulacionMinima: null,
  exclusivo: false,
  pendientes: 0,
  ...extra,
});

/** A page of the staff's list as the API answers it. */
export const pagina = paginaDe;

/** The staff API stubbed for these screens, signed in as a member of the internships office (practicas.demo). */
export const apiFalsa = (permisos: () => string[], respuestas: Record<string, Respuesta>) =>
  apiGestionFalsa(permisos, {
    '/api/Gestion/programa/:id': unoDeLaLista<ProgramaGestion>(respuestas, '/api/Gestion/programas', (p) => p.idPrograma, 63),
    ...respuestas,
  });
