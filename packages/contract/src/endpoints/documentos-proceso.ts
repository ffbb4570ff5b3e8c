import { z } from 'zod';
import { defineEndpoint, fileOutput } from '../endpoint';
import { base64UploadSchema, CONTENT_TYPES_DOCUMENTO } from '../validation/files';
import { idPathInput, urlAccesoSchema } from '../validation/id';
import { textoRequerido } from '../validation/text';

/**
 * Documents per offer: an offer with `documentacionNecesaria` takes a
 * student's application only once the student has handed in that document
 * (code 11). One document per student and offer; the company of the offer
 * downloads it through the candidacy, like the candidate's CV.
 */

/** A document handed in, as the student's lists show it (spec §3 "Uploaded document"). */
export const documentoEntregadoSchema = z.object({
  id: z.number().int(),
  /** The file name, with its extension. */
  nombre: z.string(),
  extension: z.string(),
  /** Bytes. */
  tamano: z.number().int(),
  /** dd/mm/yyyy */
  fecha: z.string(),
});
export type DocumentoEntregado = z.infer<typeof documentoEntregadoSchema>;

/** An offer that asks for a document, and what the student has handed in for it. */
export const documentacionSolicitadaSchema = z.object({
  idOferta: z.number().int(),
  urlOferta: z.string(),
  tituloOferta: z.string(),
  empresa: z.string(),
  /** What the company asks for, in its words. */
  documentacionNecesaria: z.string(),
  /** The student is a candidate (in any state); false while preparing the application. */
  inscrito: z.boolean(),
  documento: documentoEntregadoSchema.nullable(),
});

/**
 * The upload. The extension is checked by the API against the §5 list and
 * against the content (46), and the size (413 over 2 MB): the web form adds
 * extensionSchema and base64FileSchema to say so before sending.
 */
export const addDocumentoProcesoInput = z.object({
  urlOferta: urlAccesoSchema,
  nombre: textoRequerido().max(150, 'El campo es demasiado largo (máximo 150 caracteres)'),
  extension: textoRequerido(),
  ficheroB64: base64UploadSchema,
});

const idPath = idPathInput;

/** A document of the §5 list, sent as a download. */
const documentoFichero = fileOutput(...CONTENT_TYPES_DOCUMENTO);

export const documentosProcesoEndpoints = {
  addDocumentoProceso: defineEndpoint({
    method: 'POST',
    path: '/api/Alumno/addDocumentoProceso',
    role: 'alumno',
    summary:
      'Entrega el documento que pide una oferta publicada (aviso 513); 4 si la oferta no está publicada, 56 si ya lo entregó, 46 si el tipo no está permitido, 413 si pasa de 2 MB',
    input: addDocumentoProcesoInput,
    output: documentoEntregadoSchema,
  }),
  documentacionDeProcesosSolicitada: defineEndpoint({
    method: 'GET',
    path: '/api/Alumno/documentacionDeProcesosSolicitada',
    role: 'alumno',
    summary: 'Ofertas a las que el estudiante se inscribió o entregó documentación que piden un documento, y el entregado',
    input: z.object({}),
    output: z.array(documentacionSolicitadaSchema),
  }),
  delDocumentoProceso: defineEndpoint({
    method: 'POST',
    path: '/api/Alumno/delDocumentoProceso',
    role: 'alumno',
    summary: 'Borra un documento entregado por el propio estudiante (48 si no es suyo o no existe)',
    input: idPath,
    output: z.object({ id: z.number().int() }),
  }),
  descargaDocumentoProceso: defineEndpoint({
    method: 'GET',
    path: '/api/Alumno/descargaDocumentoProceso/:id',
    role: 'alumno',
    summary: 'Descarga un documento entregado por el propio estudiante (48 si no es suyo o no existe)',
    input: idPath,
    output: documentoFichero,
  }),
  descargaDocumentoCandidato: defineEndpoint({
    method: 'GET',
    path: '/api/Empresa/descargaDocumentoCandidato/:id',
    role: 'empresa',
    summary:
      'Descarga el documento que el candidato entregó para la oferta de una candidatura (id de candidatura) a una oferta propia; 31 si no la hay',
    input: idPath,
    output: documentoFichero,
  }),
} as const;
