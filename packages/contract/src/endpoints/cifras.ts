import { cifrasCsvInput, cifrasInput, cifrasSchema, marcarSeguimientoEncuestaInput, seguimientoEncuestaSchema } from '../cifras';
import { defineEndpoint, fileStreamOutput } from '../endpoint';
import { idPathInput } from '../validation/id';

/** The office's numbers (issue 27, decision 044): any staff member reads them; contenidos marks the follow-up survey. */
export const cifrasEndpoints = {
  cifras: defineEndpoint({
    method: 'GET',
    path: '/api/Gestion/cifras/:informe',
    role: 'gestor',
    permiso: 'personal',
    summary:
      'Las cifras de un área (ofertas, candidaturas, prácticas, empresas, seguimiento de egresados) con sus filtros: indicadores y tablas; las celdas de menos de 5 personas del seguimiento salen como «<5»',
    input: cifrasInput,
    output: cifrasSchema,
  }),
  cifrasCsv: defineEndpoint({
    method: 'GET',
    path: '/api/Gestion/cifrasCsv/:informe/:tabla',
    role: 'gestor',
    permiso: 'personal',
    summary: 'Una tabla de un informe (o sus indicadores) en CSV, con los mismos filtros y las mismas celdas que la pantalla',
    input: cifrasCsvInput,
    output: fileStreamOutput('text/csv; charset=utf-8'),
  }),
  seguimientoEncuesta: defineEndpoint({
    method: 'GET',
    path: '/api/Gestion/seguimientoEncuesta/:id',
    role: 'gestor',
    permiso: 'contenidos:leer',
    summary:
      'Si una encuesta es la de seguimiento de egresados: su pregunta de situación y qué significa cada respuesta (48 si no existe)',
    input: idPathInput,
    output: seguimientoEncuestaSchema,
  }),
  marcarSeguimientoEncuesta: defineEndpoint({
    method: 'POST',
    path: '/api/Gestion/marcarSeguimientoEncuesta/:id',
    role: 'gestor',
    permiso: 'contenidos:cambiar',
    summary:
      'Marca una encuesta de alumnos, no anónima, como de seguimiento de egresados: una pregunta de respuesta única y la situación de cada respuesta (sin pregunta, deja de serlo; 15 en el campo)',
    input: marcarSeguimientoEncuestaInput,
    output: seguimientoEncuestaSchema,
  }),
} as const;
