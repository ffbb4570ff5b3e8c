import { z } from 'zod';
import { defineEndpoint, fileOutput } from '../endpoint';
import {
  anexoPracticasInput,
  anexoPracticasSchema,
  documentoEmpresaInput,
  documentoEmpresaSchema,
  documentoPracticaEmpresaInput,
  documentoRequeridoInput,
  documentoRequeridoSchema,
  documentosPorProgramaSchema,
  documentosPracticaSchema,
  notaInformativaInput,
  notaInformativaSchema,
  practicaConDocumentacionSchema,
  practicaEmpresaSchema,
  resolucionCambioInput,
  solicitudCambioPendienteSchema,
  solicitudCambioPracticaInput,
  solicitudCambioSchema,
} from '../practicas-empresa';
import { CONTENT_TYPES_DOCUMENTO } from '../validation/files';
import { idPathInput } from '../validation/id';

/*
 * A company's internship paperwork (issue 13): what /documentacion and
 * /solicitar-cambio-practicas call, and the university's side of it. Every
 * company endpoint reads only the token's active company: another company's
 * internship answers 45 like a missing one, another company's document 48
 * like a missing one. Annexes, information notes and templates are the
 * university's, for every company.
 */

const documento = fileOutput(...CONTENT_TYPES_DOCUMENTO);

export const practicasEmpresaEndpoints = {
  documentosAportados: defineEndpoint({
    method: 'GET',
    path: '/api/Empresa/documentosAportados',
    role: 'empresa',
    summary: 'Documentos propios de la empresa activa (póliza de seguro, certificados…), los más recientes primero',
    input: z.object({}),
    output: z.array(documentoEmpresaSchema),
  }),
  adddoc: defineEndpoint({
    method: 'POST',
    path: '/api/Empresa/adddoc',
    role: 'empresa',
    summary:
      'Aporta un documento de la empresa: extensión de la lista y contenido que coincide (46), hasta 2 MB (413), el mismo fichero dos veces (56); 513 con el documento',
    input: documentoEmpresaInput,
    output: documentoEmpresaSchema,
  }),
  deldoc: defineEndpoint({
    method: 'POST',
    path: '/api/Empresa/deldoc',
    role: 'empresa',
    summary: 'Borra un documento de la empresa activa (48 si no es suyo); responde los que quedan',
    input: idPathInput,
    output: z.array(documentoEmpresaSchema),
  }),
  descargaDocumentoEmpresa: defineEndpoint({
    method: 'GET',
    path: '/api/Empresa/descargaDocumentoEmpresa/:id',
    role: 'empresa',
    summary: 'Descarga un documento de la empresa activa (48 si no es suyo)',
    input: idPathInput,
    output: documento,
  }),
  dameDocumentosPracticas: defineEndpoint({
    method: 'GET',
    path: '/api/Empresa/dameDocumentosPracticas',
    role: 'empresa',
    summary:
      'Cada práctica de la empresa activa (salvo rechazadas y anuladas) con los documentos que necesita y los entregados; se descargan los que entregaron la empresa o la universidad',
    input: z.object({}),
    output: z.array(documentosPracticaSchema),
  }),
  dameDocumentosPracticasPorPrograma: defineEndpoint({
    method: 'GET',
    path: '/api/Empresa/dameDocumentosPracticasPorPrograma',
    role: 'empresa',
    summary:
      'Documentos que piden las prácticas: los de todas (idPrograma null) y los de cada programa con prácticas de la empresa o al que está adherida',
    input: z.object({}),
    output: z.array(documentosPorProgramaSchema),
  }),
  damePracticasConDocumentacion: defineEndpoint({
    method: 'GET',
    path: '/api/Empresa/damePracticasConDocumentacion',
    role: 'empresa',
    summary: 'Estudiantes en prácticas de la empresa activa con el estado de su documentación: entregados / requeridos',
    input: z.object({}),
    output: z.array(practicaConDocumentacionSchema),
  }),
  addDocumentoPracticaEmpresa: defineEndpoint({
    method: 'POST',
    path: '/api/Empresa/addDocumentoPracticaEmpresa',
    role: 'empresa',
    summary:
      'La empresa entrega un documento requerido de una de sus prácticas (45 si no es suya; 48 si lo entrega el estudiante, no es de esa práctica o está anulada; 46, 413, 56); sustituye al anterior; 513 con los documentos de la práctica',
    input: documentoPracticaEmpresaInput,
    output: documentosPracticaSchema,
  }),
  descargaDocumentoPractica: defineEndpoint({
    method: 'GET',
    path: '/api/Empresa/descargaDocumentoPractica/:id',
    role: 'empresa',
    summary:
      'Descarga un documento entregado en una práctica de la empresa activa por la empresa o la universidad (48 si no lo es, o lo entregó el estudiante)',
    input: idPathInput,
    output: documento,
  }),
  descargaPlantillaDocumentoPractica: defineEndpoint({
    method: 'GET',
    path: '/api/Empresa/descargaPlantillaDocumentoPractica/:id',
    role: 'empresa',
    summary: 'La plantilla de un documento requerido (el id es el del documento requerido; 48 si no tiene)',
    input: idPathInput,
    output: documento,
  }),
  dameAnexosPracticas: defineEndpoint({
    method: 'GET',
    path: '/api/Empresa/dameAnexosPracticas',
    role: 'empresa',
    summary: 'Anexos de prácticas que publica la universidad, los más recientes primero, con su descarga',
    input: z.object({}),
    output: z.array(anexoPracticasSchema),
  }),
  descargaAnexoPracticas: defineEndpoint({
    method: 'GET',
    path: '/api/Empresa/descargaAnexoPracticas/:id',
    role: 'empresa',
    summary: 'Descarga un anexo de prácticas (48 si no existe)',
    input: idPathInput,
    output: documento,
  }),
  dameNotasInformativasPracticasCurricularExtraordinaria: defineEndpoint({
    method: 'GET',
    path: '/api/Empresa/dameNotasInformativasPracticasCurricularExtraordinaria',
    role: 'empresa',
    summary: 'La nota informativa vigente de las prácticas curriculares y la de las extracurriculares, con su descarga',
    input: z.object({}),
    output: z.array(notaInformativaSchema),
  }),
  descargaNotaInformativaPracticas: defineEndpoint({
    method: 'GET',
    path: '/api/Empresa/descargaNotaInformativaPracticas/:id',
    role: 'empresa',
    summary: 'Descarga una nota informativa de prácticas (48 si no existe)',
    input: idPathInput,
    output: documento,
  }),
  damePracticas: defineEndpoint({
    method: 'GET',
    path: '/api/Empresa/damePracticas',
    role: 'empresa',
    summary:
      'Prácticas de la empresa activa: estudiante (solo su nombre), programa, fechas, tutores, dedicación, estado, los cambios que puede pedir y sus solicitudes',
    input: z.object({}),
    output: z.array(practicaEmpresaSchema),
  }),
  solictitarAccionSobrePractica: defineEndpoint({
    method: 'POST',
    path: '/api/Empresa/solictitarAccionSobrePractica',
    role: 'empresa',
    summary:
      'Pide a la universidad un cambio en una práctica propia (fechas, tutor, dedicación, fin anticipado) con un motivo: 529 con la solicitud; 45 si la práctica no es suya, 48 sin canCambiarPracticas o con la práctica terminada, 27 fechas invertidas, 8 ya hay una solicitud abierta de ese tipo o no cambia nada; se avisa al estudiante',
    input: solicitudCambioPracticaInput,
    output: solicitudCambioSchema,
  }),
  solicitudesCambioPracticasPendientes: defineEndpoint({
    method: 'GET',
    path: '/api/Gestion/solicitudesCambioPracticasPendientes',
    role: 'gestor',
    permiso: 'practicas:leer',
    summary: 'Solicitudes de cambio de prácticas pendientes, las más antiguas primero (48 sin canCambiarPracticas)',
    input: z.object({}),
    output: z.array(solicitudCambioPendienteSchema),
  }),
  resolverSolicitudCambioPractica: defineEndpoint({
    method: 'POST',
    path: '/api/Gestion/resolverSolicitudCambioPractica',
    role: 'gestor',
    permiso: 'practicas:cambiar',
    summary:
      'Acepta (el cambio se aplica a la práctica) o rechaza con una respuesta una solicitud pendiente (48 si no lo está); se avisa a la empresa y al estudiante',
    input: resolucionCambioInput,
    output: solicitudCambioSchema,
  }),
  publicarAnexoPracticas: defineEndpoint({
    method: 'POST',
    path: '/api/Gestion/publicarAnexoPracticas',
    role: 'gestor',
    permiso: 'practicas:cambiar',
    summary: 'Publica un anexo de prácticas para todas las empresas (46, 413): 513 con el anexo',
    input: anexoPracticasInput,
    output: anexoPracticasSchema,
  }),
  publicarNotaInformativaPracticas: defineEndpoint({
    method: 'POST',
    path: '/api/Gestion/publicarNotaInformativaPracticas',
    role: 'gestor',
    permiso: 'practicas:cambiar',
    summary:
      'Publica la nota informativa de las prácticas curriculares o extracurriculares, que sustituye a la vigente (46, 413): 513',
    input: notaInformativaInput,
    output: notaInformativaSchema,
  }),
  addDocumentoRequeridoPractica: defineEndpoint({
    method: 'POST',
    path: '/api/Gestion/addDocumentoRequeridoPractica',
    role: 'gestor',
    permiso: 'practicas:cambiar',
    summary:
      'Añade un documento que piden las prácticas de un programa o todas, con su plantilla opcional (46, 413; 15 programa que no existe; 8 ya pedido con ese nombre)',
    input: documentoRequeridoInput,
    output: documentoRequeridoSchema,
  }),
} as const;
