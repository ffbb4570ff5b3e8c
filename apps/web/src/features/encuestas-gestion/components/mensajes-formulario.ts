import {
  MENSAJE_DOS_RESPUESTAS,
  MENSAJE_NO_ES_PARA_ALUMNOS,
  MENSAJE_NO_ES_PARA_EMPRESAS,
  MENSAJE_OBLIGATORIA_SIN_PUBLICO,
  MENSAJE_SALTO_API,
  MENSAJE_SALTO_ATRAS,
  MENSAJE_SIN_DESTINATARIOS,
  MENSAJE_SIN_RGPD,
} from './valores-encuesta';

/** The survey's own exact messages (the contract's, the API's rules and the builder's jump), for English. */
export const MENSAJES_ENCUESTA: ReadonlyMap<string, string> = new Map<string, string>([
  ['Solo minúsculas, números y guiones', 'encuestasGestion.validacion.urlAcceso'],
  ['Añade al menos una pregunta', 'encuestasGestion.validacion.unaPregunta'],
  [MENSAJE_DOS_RESPUESTAS, 'encuestasGestion.validacion.dosRespuestas'],
  ['Una pregunta Sí/No tiene dos respuestas: Sí y No', 'encuestasGestion.validacion.siNo'],
  ['Esta pregunta no lleva respuestas', 'encuestasGestion.validacion.sinRespuestas'],
  [MENSAJE_SALTO_API, 'encuestasGestion.validacion.saltoApi'],
  [MENSAJE_SALTO_ATRAS, 'encuestasGestion.validacion.saltoAtras'],
  [MENSAJE_SIN_DESTINATARIOS, 'encuestasGestion.validacion.sinPublico'],
  [MENSAJE_OBLIGATORIA_SIN_PUBLICO, 'encuestasGestion.validacion.obligatoriaSinPublico'],
  [MENSAJE_SIN_RGPD, 'encuestasGestion.validacion.sinRgpd'],
  [MENSAJE_NO_ES_PARA_ALUMNOS, 'encuestasGestion.validacion.noParaAlumnos'],
  [MENSAJE_NO_ES_PARA_EMPRESAS, 'encuestasGestion.validacion.noParaEmpresas'],
  ['Algún destinatario no existe', 'encuestasGestion.validacion.destinatarioNoExiste'],
  ['La práctica no existe', 'encuestasGestion.validacion.practicaNoExiste'],
]);
