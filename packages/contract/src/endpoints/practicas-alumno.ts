import { z } from 'zod';
import { defineEndpoint, fileOutput } from '../endpoint';
import {
  datosPracticaGestionSchema,
  datosPracticaInput,
  documentoPracticaAlumnoInput,
  faltaDatosPracticaSchema,
  ficheroPracticaInput,
  practicaAlumnoSchema,
  registroPracticaInput,
} from '../practicas-alumno';
import { CONTENT_TYPES_DOCUMENTO } from '../validation/files';
import { idPathInput } from '../validation/id';

/*
 * A student's internships (issue 14, /mis-practicas; decision 020). Every
 * student endpoint reads only the token's student: another student's
 * internship answers 45 like a missing one, another's document 48. While a
 * paid internship needs bank or social-security data the student has not
 * given, uploads answer 518 (spec §4: "before anything else").
 */

const documento = fileOutput(...CONTENT_TYPES_DOCUMENTO);

export const practicasAlumnoEndpoints = {
  damePracticasAlumno: defineEndpoint({
    method: 'GET',
    path: '/api/Alumno/damePracticasAlumno',
    role: 'alumno',
    summary:
      'Prácticas del estudiante, las más recientes primero: empresa, oferta, programa, fechas, tutores, dedicación, estado, y los documentos que aporta el estudiante (aportado / pendiente, plantilla) y los que añadió',
    input: z.object({}),
    output: z.array(practicaAlumnoSchema),
  }),
  faltaDatosNecesariosPorPractica: defineEndpoint({
    method: 'GET',
    path: '/api/Alumno/faltaDatosNecesariosPorPractica',
    role: 'alumno',
    summary:
      'Si alguna práctica remunerada en curso o propuesta necesita IBAN, número de la Seguridad Social o SWIFT (IBAN extranjero) y cuáles faltan: 518 cuando falta alguno, 0 si no',
    input: z.object({}),
    output: faltaDatosPracticaSchema,
  }),
  editDatosPractica: defineEndpoint({
    method: 'POST',
    path: '/api/Alumno/editDatosPractica',
    role: 'alumno',
    summary:
      'Guarda IBAN (70 mal formado, 73 control o país no válidos), número de afiliación a la Seguridad Social (83) y SWIFT/BIC, obligatorio con un IBAN extranjero (84); 0 con lo que falta ahora',
    input: datosPracticaInput,
    output: faltaDatosPracticaSchema,
  }),
  addFicheroPractica: defineEndpoint({
    method: 'POST',
    path: '/api/Alumno/addFicheroPractica',
    role: 'alumno',
    summary:
      'Aporta el fichero de un documento que el estudiante entrega en una de sus prácticas (45 práctica que no es suya; 48 documento que no es del estudiante o de esa práctica; 46, 413, 56; 518 si faltan datos necesarios); sustituye al anterior; 513 con la práctica',
    input: ficheroPracticaInput,
    output: practicaAlumnoSchema,
  }),
  addDocumentoPractica: defineEndpoint({
    method: 'POST',
    path: '/api/Alumno/addDocumentoPractica',
    role: 'alumno',
    summary:
      'Añade otro documento con nombre a una de sus prácticas, fuera de la lista (45, 48 práctica anulada, 46, 413, 56, 518); 513 con la práctica',
    input: documentoPracticaAlumnoInput,
    output: practicaAlumnoSchema,
  }),
  descargaDocumentoPracticaAlumno: defineEndpoint({
    method: 'GET',
    path: '/api/Alumno/descargaDocumentoPracticaAlumno/:id',
    role: 'alumno',
    summary: 'Descarga un documento que el estudiante aportó en una de sus prácticas (48 si no lo es)',
    input: idPathInput,
    output: documento,
  }),
  descargaPlantillaPracticaAlumno: defineEndpoint({
    method: 'GET',
    path: '/api/Alumno/descargaPlantillaPracticaAlumno/:id',
    role: 'alumno',
    summary: 'La plantilla de un documento que entrega el estudiante (el id es el del documento requerido; 48 si no tiene)',
    input: idPathInput,
    output: documento,
  }),
  registrarPracticaAlumno: defineEndpoint({
    method: 'POST',
    path: '/api/Gestion/registrarPracticaAlumno',
    role: 'gestor',
    permiso: 'practicas:cambiar',
    summary:
      'Registra unas prácticas de un estudiante en una empresa (15 estudiante, empresa, oferta de otra empresa o programa que no existen; 27 fechas invertidas)',
    input: registroPracticaInput,
    output: z.object({ idPractica: z.number().int() }),
  }),
  practicasDeAlumno: defineEndpoint({
    method: 'GET',
    path: '/api/Gestion/practicasDeAlumno/:id',
    role: 'gestor',
    permiso: 'practicas:leer',
    summary: 'Las prácticas de un estudiante (id del estudiante) con sus documentos, como las ve el estudiante',
    input: idPathInput,
    output: z.array(practicaAlumnoSchema),
  }),
  datosPracticaAlumno: defineEndpoint({
    method: 'GET',
    path: '/api/Gestion/datosPracticaAlumno/:id',
    role: 'gestor',
    permiso: 'practicas:leer',
    summary: 'IBAN, SWIFT y número de la Seguridad Social de un estudiante (id del estudiante); cada lectura queda auditada',
    input: idPathInput,
    output: datosPracticaGestionSchema,
  }),
} as const;
