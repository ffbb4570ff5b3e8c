import type { EventoGestion, InscritoEvento } from '@puente/contract/eventos';
import { apiGestionFalsa, CONTENIDOS, type Respuesta } from '@/test/api-gestion-falsa';
import { paginaDe, unoDeLaLista } from '@/test/pintar-gestion';

export type { Llamada } from '@/test/api-gestion-falsa';
export { pintarEn } from '@/test/pintar-gestion';

export const evento = (idEvento: number, titulo: string, extra: Partial<EventoGestion> = {}): EventoGestion => ({
  idEvento,
  urlAcceso: `evento-${idEvento}`,
  titulo,
  entradilla: null,
  descripcion: null,
  lugar: null,
  // 10:00 in Madrid (winter, UTC+1).
  fecha: '2031-01-15T09:00:00.000Z',
  fechaFin: null,
  categoria: { slug: 'taller', nombre: 'Taller' },
  destacado: false,
  ulrImagenPrincipal: null,
  dirigidoA: 'todos',
  inscripcion: true,
  plazas: 20,
  plazasLibres: 20,
  caducado: false,
  publico: false,
  publicado: true,
  inscritos: 0,
  enEspera: 0,
  ...extra,
});

export const inscrito = (idAlumno: number, nombre: string, extra: Partial<InscritoEvento> = {}): InscritoEvento => ({
  idAlumno,
  nombre,
  email: `${nombre.split(' ')[0]?.toLowerCase()}@demo.puente.es`,
  estado: 'inscrito',
  posicionEspera: null,
  fecha: '2030-12-01T10:00:00.000Z',
  asistio: null,
  ...extra,
});

/** A page of the staff's list as the API answers it. */
export const pagina = paginaDe;

/** The events' categories as GET /api/Gestion/categoriasEvento answers them in Spanish. */
export const CATEGORIAS = [
  { slug: 'feria-empleo', nombre: 'Feria de empleo' },
  { slug: 'taller', nombre: 'Taller' },
  { slug: 'charla', nombre: 'Charla' },
  { slug: 'jornada', nombre: 'Jornada' },
  { slug: 'curso', nombre: 'Curso' },
];

const LISTA = '/api/Gestion/eventos';

/**
 * The staff API stubbed for these screens, signed in as a member of the office's content team. Unless a test
 * says otherwise, the categories are CATEGORIAS and one event (GET /api/Gestion/evento/:id) is the list's row
 * with that id, or 74.
 */
export const apiFalsa = (permisos: () => string[], respuestas: Record<string, Respuesta>) =>
  apiGestionFalsa(
    permisos,
    {
      '/api/Gestion/categoriasEvento': CATEGORIAS,
      '/api/Gestion/evento/:id': unoDeLaLista<EventoGestion>(respuestas, LISTA, (e) => e.idEvento, 74),
      ...respuestas,
    },
    CONTENIDOS,
  );
