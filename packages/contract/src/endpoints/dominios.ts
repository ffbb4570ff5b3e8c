import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { idPathInput } from '../validation/id';

export const domainItem = z.object({ id: z.number().int(), descripcion: z.string() });
export type DomainItem = z.infer<typeof domainItem>;

export const localidad = z.object({ id: z.number().int(), idProvincia: z.number().int(), descripcion: z.string() });
export const titulacion = z.object({
  id: z.number().int(),
  descripcion: z.string(),
  idNivel: z.number().int(),
  nivel: z.string(),
  idArea: z.number().int(),
  area: z.string(),
});
export type Titulacion = z.infer<typeof titulacion>;
export const motivoCambioEstado = z.object({ idMotivo: z.number().int(), idEstado: z.number().int(), descripcion: z.string() });
export type MotivoCambioEstado = z.infer<typeof motivoCambioEstado>;
export const centroEducativo = z.object({
  id: z.number().int(),
  idProvincia: z.number().int(),
  descripcion: z.string(),
  localidad: z.string(),
});

/** All small lists in one call, for forms and filter panels. */
export const dominiosSchema = z.object({
  paises: z.array(domainItem),
  provincias: z.array(domainItem),
  localidades: z.array(localidad),
  areasFuncionales: z.array(domainItem),
  sectoresActividad: z.array(domainItem),
  tiposContrato: z.array(domainItem),
  ambitos: z.array(domainItem),
  nivelesTitulacion: z.array(domainItem),
  areasTitulacion: z.array(domainItem),
  tiposFormacion: z.array(domainItem),
  /** The CV's lists (issue 11): languages, their levels (A1–C2, Nativo), preferred internship periods. */
  idiomas: z.array(domainItem),
  nivelesIdioma: z.array(domainItem),
  periodosPracticas: z.array(domainItem),
  /** Also served alone (TagsInteresAlumno, ProgramasInformaticos); here so one call fills the CV screen. */
  tagsInteres: z.array(domainItem),
  programasInformaticos: z.array(domainItem),
  /** A company's kind of organisation and a contact's roles (issue 12: sign-up, /mi-empresa, contacts). */
  tiposEmpresa: z.array(domainItem),
  tiposContacto: z.array(domainItem),
});
export type Dominios = z.infer<typeof dominiosSchema>;

export const dominiosEndpoints = {
  dominios: defineEndpoint({
    method: 'GET',
    path: '/api/Dominios/dominios',
    role: 'publico',
    summary: 'Listas de dominio (países, provincias, localidades, áreas, sectores, contratos, ámbitos…) en español',
    input: z.object({}),
    output: dominiosSchema,
  }),
  dominiosList: defineEndpoint({
    method: 'GET',
    path: '/api/Dominios/dominiosList/:lang',
    role: 'publico',
    summary: 'Las mismas listas en el idioma pedido (es o en)',
    input: z.object({ lang: z.enum(['es', 'en']) }),
    output: dominiosSchema,
  }),
  tagsInteres: defineEndpoint({
    method: 'GET',
    path: '/api/Dominios/TagsInteresAlumno',
    role: 'publico',
    summary: 'Etiquetas de interés del estudiante',
    input: z.object({}),
    output: z.array(domainItem),
  }),
  programasInformaticos: defineEndpoint({
    method: 'GET',
    path: '/api/Dominios/ProgramasInformaticos',
    role: 'publico',
    summary: 'Programas informáticos',
    input: z.object({}),
    output: z.array(domainItem),
  }),
  titulaciones: defineEndpoint({
    method: 'GET',
    path: '/api/Dominios/titulaciones',
    role: 'publico',
    summary: 'Catálogo de titulaciones con nivel y área',
    input: z.object({}),
    output: z.array(titulacion),
  }),
  motivosCambioEstado: defineEndpoint({
    method: 'GET',
    path: '/api/Dominios/tipoMotivoCambioEstadoCandidatura',
    role: 'publico',
    summary: 'Motivos de cambio de estado de candidatura (idEstado 17: rechazo de preinscripción)',
    input: z.object({}),
    output: z.array(motivoCambioEstado),
  }),
  centrosEducativos: defineEndpoint({
    method: 'GET',
    path: '/api/Dominios/centrosEducativosDeProvincia/:id',
    role: 'publico',
    summary: 'Centros educativos de una provincia',
    input: idPathInput,
    output: z.array(centroEducativo),
  }),
} as const;
