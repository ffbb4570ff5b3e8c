import { z } from 'zod';
import { addDocInputSchema, cvEmpresaSchema, cvSchema, documentoCvSchema, imagenPerfilInputSchema } from '../cv';
import { defineEndpoint, fileOutput } from '../endpoint';
import { CONTENT_TYPES_DOCUMENTO } from '../validation/files';
import { idPathInput, idSchema } from '../validation/id';

/*
 * The CV's files: the profile photo, the documents, the CV as PDF, and the
 * company's reading of a candidate's CV (only through a candidacy to one of its
 * own offers: `{id}` is the candidacy's id, as in dameCandidato).
 */

const pdf = fileOutput('application/pdf');
const imagen = fileOutput('image/jpeg');
const documento = fileOutput(...CONTENT_TYPES_DOCUMENTO);

export const cvArchivosEndpoints = {
  editImagenPerfil: defineEndpoint({
    method: 'POST',
    path: '/api/Alumno/editImagenPerfil',
    role: 'alumno',
    summary:
      'Sube la foto de perfil: png, jpg o jpeg (46), hasta 2 MB (413), hasta 1000 px por lado (526); se vuelve a codificar sin EXIF ni ubicación',
    input: imagenPerfilInputSchema,
    output: cvSchema,
  }),
  delImagenPerfil: defineEndpoint({
    method: 'POST',
    path: '/api/Alumno/delImagenPerfil',
    role: 'alumno',
    summary: 'Quita la foto de perfil',
    input: z.object({}),
    output: cvSchema,
  }),
  imagenPerfil: defineEndpoint({
    method: 'GET',
    path: '/api/Alumno/imagenPerfil',
    role: 'alumno',
    summary: 'La foto de perfil del propio estudiante (JPEG); 4 si no tiene',
    input: z.object({}),
    output: imagen,
  }),
  addDoc: defineEndpoint({
    method: 'POST',
    path: '/api/Alumno/addDoc',
    role: 'alumno',
    summary:
      'Añade un documento al CV: extensión de la lista y contenido que coincide (46), hasta 2 MB (413), el mismo fichero dos veces (56)',
    input: addDocInputSchema,
    output: z.object({ documento: documentoCvSchema, cv: cvSchema }),
  }),
  delDoc: defineEndpoint({
    method: 'POST',
    path: '/api/Alumno/delDoc',
    role: 'alumno',
    summary: 'Borra un documento propio del CV (48 si no es suyo)',
    input: idPathInput,
    output: cvSchema,
  }),
  descargaDoc: defineEndpoint({
    method: 'GET',
    path: '/api/Alumno/descargaDoc/:id',
    role: 'alumno',
    summary: 'Descarga un documento propio del CV (48 si no es suyo)',
    input: idPathInput,
    output: documento,
  }),
  descargaCv: defineEndpoint({
    method: 'GET',
    path: '/api/Alumno/descargaCv',
    role: 'alumno',
    summary: 'El CV del estudiante en PDF, con los colores de la marca, la foto y cada sección visible',
    input: z.object({}),
    output: pdf,
  }),
  dameCvCandidato: defineEndpoint({
    method: 'GET',
    path: '/api/Empresa/dameCvCandidato/:id',
    role: 'empresa',
    summary:
      'El CV completo del candidato de una candidatura a una oferta propia (31 si no lo es): sin DNI ni documentos privados',
    input: idPathInput,
    output: cvEmpresaSchema,
  }),
  descargaCvCandidato: defineEndpoint({
    method: 'GET',
    path: '/api/Empresa/descargaCvCandidato/:id',
    role: 'empresa',
    summary: 'El CV en PDF del candidato de una candidatura a una oferta propia (31 si no lo es)',
    input: idPathInput,
    output: pdf,
  }),
  imagenCandidato: defineEndpoint({
    method: 'GET',
    path: '/api/Empresa/imagenCandidato/:id',
    role: 'empresa',
    summary: 'La foto del candidato de una candidatura a una oferta propia (31 si no lo es, 4 si no tiene)',
    input: idPathInput,
    output: imagen,
  }),
  descargaDocCandidato: defineEndpoint({
    method: 'GET',
    path: '/api/Empresa/descargaDocCandidato/:id/:idDoc',
    role: 'empresa',
    summary:
      'Un documento no privado del CV del candidato de una candidatura a una oferta propia (31 si no lo es, 48 si el documento no es de ese candidato)',
    input: z.object({ id: idSchema(), idDoc: idSchema() }),
    output: documento,
  }),
} as const;
