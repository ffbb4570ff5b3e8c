import { z } from 'zod';
import {
  CAMPOS_SIN_REGLAS,
  type Cv,
  competenciasSchema,
  conocimientosSchema,
  cvSchema,
  datosEmailSchema,
  datosPersonalesSchema,
  enlacePortfolioSchema,
  estudioSchema,
  experienciaSchema,
  idiomaInputSchema,
  interesSchema,
  presentacionSchema,
  profesionalesSchema,
} from '../cv';
import { defineEndpoint } from '../endpoint';
import { idPathInput, idSchema } from '../validation/id';

/*
 * Mi currículum (spec §7 Student): one read of every section and one write per
 * section. Inputs whose fields depend on the brand (personal data, studies,
 * experience) are declared here with a permissive object: the API parses the
 * body again with the schema built from the brand (cv.ts), and the form uses
 * that same schema, so both refuse and accept the same things.
 */

/**
 * A body whose fields the brand decides, declared with every field shown and
 * optional (the most any brand accepts); the service parses it again with the
 * brand's schema, which drops hidden fields and requires the required ones.
 */
const segunMarca = (schema: z.ZodType) =>
  // Typed as a plain record: the form builds its body with the brand's own schema (cv.ts), not this one.
  schema as unknown as z.ZodType<Record<string, unknown>, Record<string, unknown>>;
const personalesEntrada = segunMarca(datosPersonalesSchema(CAMPOS_SIN_REGLAS));
const estudioEntrada = segunMarca(estudioSchema(CAMPOS_SIN_REGLAS));
const experienciaEntrada = segunMarca(experienciaSchema(CAMPOS_SIN_REGLAS));

/** The name the header shows after the change (spec §3 Session). */
const nombreSalida = z.object({ nombre: z.string(), apellido1: z.string(), apellido2: z.string().nullable() });

/** The CV and the name the header shows after `editDatosPersonales`. */
export type CvConUsuario = Cv & { usuario: z.infer<typeof nombreSalida> };

/** Every write answers the CV as it now is, so the screen never reads it twice. */
const cvActualizado = cvSchema;

export const titulacionActualSchema = z.object({
  idTitulacion: z.number().int(),
  titulacion: z.string(),
  nivel: z.string(),
  finalizado: z.boolean(),
  /** Already a study of the CV. */
  enCv: z.boolean(),
});

/** GET editaUsuario: the account data the CV's personal section edits. */
export const datosUsuarioSchema = z.object({
  DNI: z.string(),
  nombre: z.string(),
  apellido1: z.string(),
  apellido2: z.string().nullable(),
  email: z.string(),
  comunicacionesEnEmailEstudiante: z.boolean(),
  telefono: z.string().nullable(),
  fechaNacimiento: z.string().nullable(),
  direccion: z.string().nullable(),
  nacionalidad: z.number().int().nullable(),
});

/**
 * A section's write. The answer is typed by name (`Cv`), not by the schema's
 * structure: 25 endpoints each carrying the whole CV schema's type would be
 * more than the web's declaration emit can write out.
 */
const post = <I extends z.ZodType, O = Cv>(path: string, summary: string, input: I, output: z.ZodType = cvActualizado) =>
  defineEndpoint({
    method: 'POST',
    path: `/api/Alumno/${path}`,
    role: 'alumno',
    summary,
    input,
    output: output as z.ZodType<O>,
  });

export const cvEndpoints = {
  dameCvUsuario: defineEndpoint({
    method: 'GET',
    path: '/api/Alumno/dameCvUsuario',
    role: 'alumno',
    summary: 'El currículum del estudiante: todas las secciones y lo que falta para completarlo',
    input: z.object({}),
    output: cvSchema,
  }),
  dameTitulacionesActuales: defineEndpoint({
    method: 'GET',
    path: '/api/Alumno/dameTitulacionesActuales',
    role: 'alumno',
    summary: 'Las titulaciones de la universidad que constan en el expediente del estudiante',
    input: z.object({}),
    output: z.array(titulacionActualSchema),
  }),
  editaUsuario: defineEndpoint({
    method: 'GET',
    path: '/api/Alumno/editaUsuario',
    role: 'alumno',
    summary: 'Los datos de la cuenta que edita la sección de datos personales',
    input: z.object({}),
    output: datosUsuarioSchema,
  }),
  editDatosPersonales: post<typeof personalesEntrada, CvConUsuario>(
    'editDatosPersonales',
    'Guarda nombre, apellidos y los datos personales que la marca muestra (los ocultos no se aceptan; los obligatorios, 15 si faltan)',
    personalesEntrada,
    cvActualizado.extend({ usuario: nombreSalida }),
  ),
  editDatosEmail: post(
    'editDatosEmail',
    'Cambia el e-mail (69 si está mal formado, 60 si otra cuenta lo usa) y si las comunicaciones van a él',
    datosEmailSchema,
  ),
  addEstudio: post('addEstudio', 'Añade un estudio fuera del expediente de la universidad', estudioEntrada),
  addEstudioUniversidad: post(
    'addEstudioUniversidad',
    'Añade al CV una titulación del expediente de la universidad (41 si no consta; 8 si ya está), de solo lectura',
    z.object({ idTitulacion: idSchema() }),
  ),
  editEstudio: post(
    'editEstudio',
    'Edita un estudio propio (48 si no es suyo o viene del expediente de la universidad)',
    segunMarca(estudioSchema(CAMPOS_SIN_REGLAS, { conId: true })),
  ),
  delEstudio: post('delEstudio', 'Borra un estudio propio (62 si es el último; 48 si viene del expediente)', idPathInput),
  addIdioma: post('addIdioma', 'Añade un idioma con su nivel (8 si ya está)', idiomaInputSchema),
  editIdioma: post('editIdioma', 'Cambia un idioma o su nivel', idiomaInputSchema.extend({ id: idSchema() })),
  delIdioma: post('delIdioma', 'Borra un idioma', idPathInput),
  editInteres: post('editInteres', 'Guarda los intereses (tags de la lista de dominio)', interesSchema),
  editProfesionales: post(
    'editProfesionales',
    'Guarda el perfil profesional (carné, disponibilidad, áreas)',
    profesionalesSchema,
  ),
  addExperiencia: post(
    'addExperiencia',
    'Añade una experiencia profesional (con enlace y adjunto según la marca)',
    experienciaEntrada,
  ),
  editExperiencia: post(
    'editExperiencia',
    'Edita una experiencia propia (48 si no es suya)',
    segunMarca(experienciaSchema(CAMPOS_SIN_REGLAS, { conId: true })),
  ),
  delExperiencia: post('delExperiencia', 'Borra una experiencia propia', idPathInput),
  editCompetencias: post('editCompetencias', 'Guarda las competencias', competenciasSchema),
  editConocimientosInformaticos: post(
    'editConocimientosInformaticos',
    'Guarda los programas informáticos con su nivel',
    conocimientosSchema,
  ),
  editPresentacion: post('editPresentacion', 'Guarda la carta de presentación', presentacionSchema),
  editEnlacePortfolio: post(
    'editEnlacePortfolio',
    'Guarda el enlace al portfolio y el perfil de LinkedIn',
    enlacePortfolioSchema,
  ),
  editPermisoTrabajo: post(
    'editPermisoTrabajo',
    'Indica si tiene permiso de trabajo (las ofertas de empleo lo exigen, 34, a nacionalidades de fuera de la UE/EEE)',
    z.object({ permiso: z.boolean() }),
  ),
  editDatosPreferenciaPracticas: post(
    'editDatosPreferenciaPracticas',
    'Guarda el periodo preferido para las prácticas',
    z.object({ idPeriodoPreferencia: idSchema() }),
  ),
  editDatosBusquedaActivaPracticas: post(
    'editDatosBusquedaActivaPracticas',
    'Activa o desactiva la búsqueda de prácticas (sin ella no puede inscribirse: 54)',
    z.object({ activa: z.boolean() }),
  ),
  editDatosBusquedaActivaTrabajo: post(
    'editDatosBusquedaActivaTrabajo',
    'Activa o desactiva la búsqueda de empleo (sin ella no puede inscribirse: 54)',
    z.object({ activa: z.boolean() }),
  ),
} as const;
