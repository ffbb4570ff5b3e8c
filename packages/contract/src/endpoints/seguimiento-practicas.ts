import { z } from 'zod';
import { defineEndpoint, fileOutput } from '../endpoint';
import {
  altaSeguridadSocialInput,
  anexoFirmadoInput,
  ausenciaPracticaInput,
  bajaSeguridadSocialInput,
  borrarAusenciaInput,
  calificacionInput,
  clausulaCotizacionInput,
  datosLegalesPracticaInput,
  devolverProyectoInput,
  diasEfectivosCsvInput,
  informeAlumnoInput,
  informeTutorInput,
  listaPracticasGestionInput,
  mesDiasEfectivosSchema,
  paginaPracticasGestionSchema,
  proyectoFormativoInput,
  recordarInformesInput,
  seguimientoPracticaSchema,
  tokenTutorInput,
} from '../seguimiento-practicas';
import { idPathInput } from '../validation/id';

/*
 * The legal record of an internship (issue 26, decision 042). Each side
 * reads the same record: the company only its own internships (45 for
 * another's), the student only theirs, the academic tutor only the
 * internship of their link (`/api/Tutor`, public: the link's token is the
 * key; 42 for a token that is unknown or expired), staff every one.
 */

const seguimiento = seguimientoPracticaSchema;
const pdf = fileOutput('application/pdf');

export const seguimientoPracticasEndpoints = {
  seguimientoPracticaEmpresa: defineEndpoint({
    method: 'GET',
    path: '/api/Empresa/seguimientoPractica/:id',
    role: 'empresa',
    summary:
      'Expediente legal de una práctica de la empresa: proyecto formativo, quién cotiza y por qué, código de cuenta, alta y baja en la Seguridad Social, y lo que falta para empezar (45 si no es suya)',
    input: idPathInput,
    output: seguimiento,
  }),
  proyectoFormativo: defineEndpoint({
    method: 'POST',
    path: '/api/Empresa/proyectoFormativo',
    role: 'empresa',
    summary:
      'El tutor de la empresa guarda el proyecto formativo (objetivos, actividades, competencias) y, con `enviar`, lo manda al tutor académico por correo; 48 si ya está aceptado o la práctica no admite cambios, 45 si no es suya',
    input: proyectoFormativoInput,
    output: seguimiento,
  }),
  altaSeguridadSocialPracticaEmpresa: defineEndpoint({
    method: 'POST',
    path: '/api/Empresa/altaSeguridadSocialPractica',
    role: 'empresa',
    summary:
      'La empresa, cuando es la obligada a cotizar, registra el alta en la Seguridad Social con su código de cuenta de cotización (48 si la obligada es otra parte; 27 si la fecha es posterior al fin)',
    input: altaSeguridadSocialInput,
    output: seguimiento,
  }),
  bajaSeguridadSocialPracticaEmpresa: defineEndpoint({
    method: 'POST',
    path: '/api/Empresa/bajaSeguridadSocialPractica',
    role: 'empresa',
    summary:
      'La empresa obligada registra la baja en la Seguridad Social (48 sin alta o si la obligada es otra parte; 27 si es anterior al alta)',
    input: bajaSeguridadSocialInput,
    output: seguimiento,
  }),
  seguimientoPracticaAlumno: defineEndpoint({
    method: 'GET',
    path: '/api/Alumno/seguimientoPractica/:id',
    role: 'alumno',
    summary:
      'Expediente legal de una práctica del estudiante: por qué no ha empezado todavía, quién le da de alta en la Seguridad Social y su proyecto formativo (45 si no es suya)',
    input: idPathInput,
    output: seguimiento,
  }),
  seguimientoPracticaGestion: defineEndpoint({
    method: 'GET',
    path: '/api/Gestion/seguimientoPractica/:id',
    role: 'gestor',
    permiso: 'practicas:leer',
    summary: 'Expediente legal de cualquier práctica (45 si no existe)',
    input: idPathInput,
    output: seguimiento,
  }),
  datosLegalesPractica: defineEndpoint({
    method: 'POST',
    path: '/api/Gestion/datosLegalesPractica',
    role: 'gestor',
    permiso: 'practicas:cambiar',
    summary:
      'Créditos, remuneración y quién paga, movilidad, días del horario y tutor académico de una práctica; de ellos y de la cláusula del convenio sale quién cotiza (48 si ya tiene alta y cambiaría la parte obligada)',
    input: datosLegalesPracticaInput,
    output: seguimiento,
  }),
  altaSeguridadSocialPracticaGestion: defineEndpoint({
    method: 'POST',
    path: '/api/Gestion/altaSeguridadSocialPractica',
    role: 'gestor',
    permiso: 'practicas:cambiar',
    summary:
      'La universidad registra el alta en la Seguridad Social con el código de cuenta de cotización de la parte obligada (27 si la fecha es posterior al fin); la última condición cumplida inicia la práctica',
    input: altaSeguridadSocialInput,
    output: seguimiento,
  }),
  bajaSeguridadSocialPracticaGestion: defineEndpoint({
    method: 'POST',
    path: '/api/Gestion/bajaSeguridadSocialPractica',
    role: 'gestor',
    permiso: 'practicas:cambiar',
    summary: 'La universidad registra la baja en la Seguridad Social (48 sin alta; 27 si es anterior al alta)',
    input: bajaSeguridadSocialInput,
    output: seguimiento,
  }),
  clausulaCotizacionConvenio: defineEndpoint({
    method: 'POST',
    path: '/api/Gestion/clausulaCotizacionConvenio',
    role: 'gestor',
    permiso: 'practicas:cambiar',
    summary:
      'Cláusula de Seguridad Social de un convenio: si la universidad asume la cotización de las prácticas no remuneradas (45 si el convenio no existe)',
    input: clausulaCotizacionInput,
    output: z.object({ idConvenio: z.number().int(), universidadAsumeCotizacion: z.boolean() }),
  }),
  mesesDiasEfectivos: defineEndpoint({
    method: 'GET',
    path: '/api/Gestion/mesesDiasEfectivos',
    role: 'gestor',
    permiso: 'practicas:leer',
    summary:
      'Los meses cerrados con prácticas dadas de alta por la universidad, por código de cuenta de cotización, con el número de prácticas y de días efectivos, el más reciente primero',
    input: z.object({}),
    output: z.array(mesDiasEfectivosSchema),
  }),
  diasEfectivosCsv: defineEndpoint({
    method: 'GET',
    path: '/api/Gestion/diasEfectivosCsv',
    role: 'gestor',
    permiso: 'practicas:leer',
    summary:
      'CSV de los días efectivos de prácticas de un mes cerrado y un código de cuenta: una fila por estudiante con NUSS, DNI, fechas dentro del mes, días del horario, ausencias y días efectivos (48 si el mes no ha terminado)',
    input: diasEfectivosCsvInput,
    output: fileOutput('text/csv'),
  }),
  mesesDiasEfectivosEmpresa: defineEndpoint({
    method: 'GET',
    path: '/api/Empresa/mesesDiasEfectivos',
    role: 'empresa',
    summary:
      'Los meses cerrados con prácticas de la empresa de las que es la parte obligada a cotizar, por código de cuenta, con el número de prácticas y de días efectivos',
    input: z.object({}),
    output: z.array(mesDiasEfectivosSchema),
  }),
  diasEfectivosCsvEmpresa: defineEndpoint({
    method: 'GET',
    path: '/api/Empresa/diasEfectivosCsv',
    role: 'empresa',
    summary:
      'CSV de los días efectivos de un mes cerrado bajo un código de cuenta de la empresa, solo de las prácticas de las que es la obligada (48 si el mes no ha terminado)',
    input: diasEfectivosCsvInput,
    output: fileOutput('text/csv'),
  }),
  practicaTutor: defineEndpoint({
    method: 'POST',
    path: '/api/Tutor/practica',
    role: 'publico',
    summary:
      'Con el enlace personal del tutor académico (sin cuenta): el expediente de la práctica y su proyecto formativo (42 si el enlace no existe o ha caducado)',
    input: tokenTutorInput,
    output: seguimiento,
  }),
  aceptarProyectoFormativo: defineEndpoint({
    method: 'POST',
    path: '/api/Tutor/aceptarProyectoFormativo',
    role: 'publico',
    summary:
      'El tutor académico acepta el proyecto formativo enviado (48 si no está enviado; 42 si el enlace no existe o ha caducado); la última condición cumplida inicia la práctica',
    input: tokenTutorInput,
    output: seguimiento,
  }),
  devolverProyectoFormativo: defineEndpoint({
    method: 'POST',
    path: '/api/Tutor/devolverProyectoFormativo',
    role: 'publico',
    summary:
      'El tutor académico devuelve el proyecto formativo a la empresa con sus observaciones, que se le notifican (48 si no está enviado)',
    input: devolverProyectoInput,
    output: seguimiento,
  }),
  informeTutorEmpresa: defineEndpoint({
    method: 'POST',
    path: '/api/Tutor/informe',
    role: 'publico',
    summary:
      'Con el enlace personal del tutor de la empresa (sin cuenta): la práctica y su informe final si ya lo envió (42 si el enlace no existe o ha caducado)',
    input: tokenTutorInput,
    output: seguimiento,
  }),
  enviarInformeTutor: defineEndpoint({
    method: 'POST',
    path: '/api/Tutor/enviarInforme',
    role: 'publico',
    summary:
      'El tutor de la empresa envía el informe final (RD 592/2014, art. 13): horas realizadas, valoración de 1 a 5 de cada aspecto y observaciones; una sola vez (48 si ya está enviado); con la memoria del estudiante, se avisa al tutor académico',
    input: informeTutorInput,
    output: seguimiento,
  }),
  informeTutorPdf: defineEndpoint({
    method: 'POST',
    path: '/api/Tutor/informePdf',
    role: 'publico',
    summary: 'El informe final enviado, en PDF etiquetado, para leerlo e imprimirlo (48 si aún no está enviado)',
    input: tokenTutorInput,
    output: pdf,
  }),
  certificadoColaboracion: defineEndpoint({
    method: 'POST',
    path: '/api/Tutor/certificadoColaboracion',
    role: 'publico',
    summary: 'El certificado de colaboración del tutor de la empresa, en PDF, una vez certificadas las prácticas (48 antes)',
    input: tokenTutorInput,
    output: pdf,
  }),
  calificarPractica: defineEndpoint({
    method: 'POST',
    path: '/api/Tutor/calificar',
    role: 'publico',
    summary:
      'El tutor académico califica las prácticas (0 a 10, un decimal) cuando están los dos informes finales (48 si falta alguno o ya están calificadas): quedan certificadas, se avisa al estudiante y se envía al tutor de la empresa su certificado de colaboración',
    input: calificacionInput,
    output: seguimiento,
  }),
  informeFinalPractica: defineEndpoint({
    method: 'POST',
    path: '/api/Alumno/informeFinalPractica',
    role: 'alumno',
    summary:
      'La memoria final del estudiante (RD 592/2014, art. 14), una vez terminadas las prácticas y una sola vez (48 si no han terminado o ya está enviada; 45 si no son suyas)',
    input: informeAlumnoInput,
    output: seguimiento,
  }),
  certificadoPractica: defineEndpoint({
    method: 'GET',
    path: '/api/Alumno/certificadoPractica/:id',
    role: 'alumno',
    summary: 'El certificado de las prácticas, en PDF etiquetado en el idioma del lector (48 si aún no están certificadas)',
    input: idPathInput,
    output: pdf,
  }),
  anexoPracticaAlumno: defineEndpoint({
    method: 'GET',
    path: '/api/Alumno/anexoPractica/:id',
    role: 'alumno',
    summary: 'El anexo del convenio para estas prácticas, en PDF etiquetado (45 si no son suyas)',
    input: idPathInput,
    output: pdf,
  }),
  anexoPracticaEmpresa: defineEndpoint({
    method: 'GET',
    path: '/api/Empresa/anexoPractica/:id',
    role: 'empresa',
    summary:
      'El anexo del convenio para una práctica de la empresa: estudiante, fechas, horas, tutores, proyecto formativo y cláusula de Seguridad Social, en PDF etiquetado (45 si no es suya)',
    input: idPathInput,
    output: pdf,
  }),
  anexoPracticaGestion: defineEndpoint({
    method: 'GET',
    path: '/api/Gestion/anexoPractica/:id',
    role: 'gestor',
    permiso: 'practicas:leer',
    summary: 'El anexo del convenio de cualquier práctica, en PDF etiquetado (45 si no existe)',
    input: idPathInput,
    output: pdf,
  }),
  anexoFirmadoPracticaEmpresa: defineEndpoint({
    method: 'POST',
    path: '/api/Empresa/anexoFirmadoPractica',
    role: 'empresa',
    summary:
      'Sube el anexo firmado de una práctica de la empresa, como la copia firmada del convenio: solo PDF por su contenido (46), hasta 2 MB (413); sustituye al anterior (45 si no es suya; 48 si está anulada o rechazada)',
    input: anexoFirmadoInput,
    output: seguimiento,
  }),
  descargaAnexoFirmadoEmpresa: defineEndpoint({
    method: 'GET',
    path: '/api/Empresa/descargaAnexoFirmado/:id',
    role: 'empresa',
    summary: 'El anexo firmado que se subió para una práctica de la empresa (45 si no es suya; 48 si no se ha subido)',
    input: idPathInput,
    output: pdf,
  }),
  anexoFirmadoPracticaGestion: defineEndpoint({
    method: 'POST',
    path: '/api/Gestion/anexoFirmadoPractica',
    role: 'gestor',
    permiso: 'practicas:cambiar',
    summary:
      'La universidad sube el anexo firmado de cualquier práctica: solo PDF por su contenido (46), hasta 2 MB (413); sustituye al anterior (48 si está anulada o rechazada)',
    input: anexoFirmadoInput,
    output: seguimiento,
  }),
  descargaAnexoFirmadoGestion: defineEndpoint({
    method: 'GET',
    path: '/api/Gestion/descargaAnexoFirmado/:id',
    role: 'gestor',
    permiso: 'practicas:leer',
    summary: 'El anexo firmado de una práctica (45 si no existe; 48 si no se ha subido)',
    input: idPathInput,
    output: pdf,
  }),
  descargaAnexoFirmadoAlumno: defineEndpoint({
    method: 'GET',
    path: '/api/Alumno/descargaAnexoFirmado/:id',
    role: 'alumno',
    summary: 'El anexo firmado de unas prácticas propias (45 si no son suyas; 48 si no se ha subido)',
    input: idPathInput,
    output: pdf,
  }),
  ausenciaPracticaEmpresa: defineEndpoint({
    method: 'POST',
    path: '/api/Empresa/ausenciaPractica',
    role: 'empresa',
    summary:
      'La empresa registra un día del horario en que el estudiante no asistió; no cuenta como día efectivo (15 si la fecha está fuera de la práctica, es futura o no es día del horario; 48 si ya está registrada o la práctica no está en curso ni terminada)',
    input: ausenciaPracticaInput,
    output: seguimiento,
  }),
  borrarAusenciaPracticaEmpresa: defineEndpoint({
    method: 'POST',
    path: '/api/Empresa/borrarAusenciaPractica',
    role: 'empresa',
    summary: 'La empresa quita una ausencia registrada por error (45 si la práctica no es suya o la ausencia no es de ella)',
    input: borrarAusenciaInput,
    output: seguimiento,
  }),
  ausenciaPracticaGestion: defineEndpoint({
    method: 'POST',
    path: '/api/Gestion/ausenciaPractica',
    role: 'gestor',
    permiso: 'practicas:cambiar',
    summary:
      'La universidad registra un día del horario en que el estudiante no asistió (15 si la fecha está fuera de la práctica, es futura o no es día del horario; 48 si ya está registrada o la práctica no está en curso ni terminada)',
    input: ausenciaPracticaInput,
    output: seguimiento,
  }),
  borrarAusenciaPracticaGestion: defineEndpoint({
    method: 'POST',
    path: '/api/Gestion/borrarAusenciaPractica',
    role: 'gestor',
    permiso: 'practicas:cambiar',
    summary: 'La universidad quita una ausencia registrada por error (45 si no es de esa práctica)',
    input: borrarAusenciaInput,
    output: seguimiento,
  }),
  practicasGestion: defineEndpoint({
    method: 'GET',
    path: '/api/Gestion/practicas',
    role: 'gestor',
    permiso: 'practicas:leer',
    summary:
      'Las prácticas, las que empiezan más tarde primero, por páginas: estado, qué les falta (proyecto formativo, alta en la Seguridad Social, informe del tutor vencido), quién cotiza, mes en curso y texto (estudiante o empresa)',
    input: listaPracticasGestionInput,
    output: paginaPracticasGestionSchema,
  }),
  recordarInformesTutor: defineEndpoint({
    method: 'POST',
    path: '/api/Gestion/recordarInformesTutor',
    role: 'gestor',
    permiso: 'practicas:cambiar',
    summary:
      'Recuerda por correo a los tutores de empresa de las prácticas elegidas (hasta 100) que deben el informe final; se omiten las que ya lo tienen, no han terminado o tienen el enlace caducado',
    input: recordarInformesInput,
    output: z.object({ enviados: z.number().int(), omitidos: z.number().int() }),
  }),
} as const;
