import { z } from 'zod';
import { defineEndpoint, fileOutput } from '../endpoint';
import {
  crearGuiaInput,
  editarGuiaInput,
  guiaGestionSchema,
  guiaOrientacionSchema,
  listaGuiasGestionInput,
  paginaGuiasGestionSchema,
} from '../guias';
import { idPathInput } from '../validation/id';

/*
 * Orientation guides (issue 15, decision 025): the student's list and PDFs
 * (companies have none: the routes are the student's), and the staff's
 * management. A guide that is unpublished, or an id that does not exist,
 * answers 48 alike to a student.
 */

const pdf = fileOutput('application/pdf');

export const guiasEndpoints = {
  dameGuiaOrientacion: defineEndpoint({
    method: 'GET',
    path: '/api/Alumno/dameGuiaOrientacion',
    role: 'alumno',
    summary: 'Guías de orientación publicadas, las más recientes primero, con el enlace de su PDF (urlFichero) y su imagen',
    input: z.object({}),
    output: z.array(guiaOrientacionSchema),
  }),
  ficheroGuiaOrientacion: defineEndpoint({
    method: 'GET',
    path: '/api/Alumno/guiaOrientacion/:id/fichero',
    role: 'alumno',
    summary: 'El PDF de una guía publicada (48 si no existe o no está publicada)',
    input: idPathInput,
    output: pdf,
  }),
  guiasOrientacionGestion: defineEndpoint({
    method: 'GET',
    path: '/api/Gestion/guiasOrientacion',
    role: 'gestor',
    permiso: 'contenidos:leer',
    summary:
      'Todas las guías de orientación, publicadas o no, en el orden en que las ven los estudiantes (las más recientes primero), por páginas: texto y publicada',
    input: listaGuiasGestionInput,
    output: paginaGuiasGestionSchema,
  }),
  ficheroGuiaOrientacionGestion: defineEndpoint({
    method: 'GET',
    path: '/api/Gestion/guiaOrientacion/:id/fichero',
    role: 'gestor',
    permiso: 'contenidos:leer',
    summary: 'El PDF de cualquier guía, publicada o no (48 si no existe)',
    input: idPathInput,
    output: pdf,
  }),
  crearGuiaOrientacion: defineEndpoint({
    method: 'POST',
    path: '/api/Gestion/crearGuiaOrientacion',
    role: 'gestor',
    permiso: 'contenidos:cambiar',
    summary: 'Crea una guía con su PDF en base64: solo PDF por su contenido (46), hasta 2 MB (413)',
    input: crearGuiaInput,
    output: guiaGestionSchema,
  }),
  editarGuiaOrientacion: defineEndpoint({
    method: 'POST',
    path: '/api/Gestion/editarGuiaOrientacion/:id',
    role: 'gestor',
    permiso: 'contenidos:cambiar',
    summary: 'Edita una guía (48 si no existe); un PDF nuevo, si se envía, sustituye al anterior (46, 413)',
    input: editarGuiaInput,
    output: guiaGestionSchema,
  }),
  despublicarGuiaOrientacion: defineEndpoint({
    method: 'POST',
    path: '/api/Gestion/despublicarGuiaOrientacion/:id',
    role: 'gestor',
    permiso: 'contenidos:cambiar',
    summary: 'Retira una guía: deja de listarse y su PDF responde 48 a los estudiantes',
    input: idPathInput,
    output: guiaGestionSchema,
  }),
  publicarGuiaOrientacion: defineEndpoint({
    method: 'POST',
    path: '/api/Gestion/publicarGuiaOrientacion/:id',
    role: 'gestor',
    permiso: 'contenidos:cambiar',
    summary: 'Vuelve a publicar una guía retirada (48 si no existe)',
    input: idPathInput,
    output: guiaGestionSchema,
  }),
} as const;
