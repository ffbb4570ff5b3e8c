import { z } from 'zod';
import {
  accesoEncuestaInput,
  cabeceraEncuestaSchema,
  contestacionGuardadaSchema,
  editarEncuestaInput,
  encuestaGestionSchema,
  encuestaInput,
  encuestaSchema,
  encuestaUsuarioSchema,
  guardaContestacionInput,
  logaUsuarioEncuestaInput,
  respuestaSsoEncuestaInput,
  resultadosEncuestaSchema,
  tokenEncuestaSchema,
} from '../encuestas';
import { defineEndpoint, fileOutput } from '../endpoint';
import { idPathInput, urlAccesoSchema } from '../validation/id';

/*
 * Surveys (spec §7 Surveys, issue 15, decision 024). The lists live under
 * each role; the survey itself is answered under /api/Encuestas with a
 * survey token: the entry endpoints (public) give it, the others (role
 * `encuesta`) take only it. 35 inaccessible, 36 not for registered users,
 * 37 no anonymous option, 38 not in the target, 39 already answered, 40
 * mandatory questions left on the path followed.
 */
export const encuestasEndpoints = {
  dameEncuestas: defineEndpoint({
    method: 'GET',
    path: '/api/Empresa/dameEncuestas',
    role: 'empresa',
    summary: 'Encuestas publicadas para la empresa activa, contestadas o no, con su enlace personal',
    input: z.object({}),
    output: z.array(encuestaUsuarioSchema),
  }),
  dameEncuestasUsuario: defineEndpoint({
    method: 'GET',
    path: '/api/Alumno/dameEncuestasUsuario',
    role: 'alumno',
    summary: 'Encuestas publicadas para el estudiante, contestadas o no, con su enlace personal',
    input: z.object({}),
    output: z.array(encuestaUsuarioSchema),
  }),
  cabeceraEncuesta: defineEndpoint({
    method: 'GET',
    path: '/api/Encuestas/cabecera/:urlAcceso',
    role: 'publico',
    summary: 'Cabecera pública de una encuesta publicada (título, formas de entrar, texto RGPD); 35 si no lo está',
    input: z.object({ urlAcceso: urlAccesoSchema }),
    output: cabeceraEncuestaSchema,
  }),
  accesoEncuesta: defineEndpoint({
    method: 'POST',
    path: '/api/Encuestas/accesoEncuesta/:id',
    role: 'publico',
    summary: 'Entra con el enlace personal (querystringValue) y da el token de la encuesta; 35, 38, 39',
    input: accesoEncuestaInput,
    output: tokenEncuestaSchema,
  }),
  logaUsuarioEncuesta: defineEndpoint({
    method: 'POST',
    path: '/api/Encuestas/logaUsuario/:id',
    role: 'publico',
    summary: 'Entra con usuario y contraseña (los límites del login); 35, 36 no es para ese tipo de usuario, 38, 39',
    input: logaUsuarioEncuestaInput,
    output: tokenEncuestaSchema,
    statuses: { 429: 'Demasiados intentos fallidos seguidos (límites del login): código 48 y Retry-After' },
  }),
  loginIntegradoEncuesta: defineEndpoint({
    method: 'POST',
    path: '/api/Encuestas/validaRespuestaLoginIntegrado/:id',
    role: 'publico',
    summary: 'Entra con la respuesta SAML de la universidad (estudiantes; 48 si la marca no tiene SSO); 35, 36, 38, 39',
    input: respuestaSsoEncuestaInput,
    output: tokenEncuestaSchema,
  }),
  logaAnonimo: defineEndpoint({
    method: 'POST',
    path: '/api/Encuestas/logaAnonimo/:id',
    role: 'publico',
    summary: 'Entra sin identificarse (37 si la encuesta no lo admite); nada de quien contesta se guarda',
    input: idPathInput,
    output: tokenEncuestaSchema,
  }),
  dameEncuesta: defineEndpoint({
    method: 'GET',
    path: '/api/Encuestas/:id',
    role: 'encuesta',
    summary: 'La encuesta del token con sus preguntas, respuestas y saltos (35 si el token es de otra)',
    input: idPathInput,
    output: encuestaSchema,
  }),
  guardaAceptacionRGPD: defineEndpoint({
    method: 'GET',
    path: '/api/Encuestas/guardaAceptacionRGPD',
    role: 'encuesta',
    summary: 'Acepta el texto RGPD de la encuesta del token y da un token nuevo que lo recuerda',
    input: z.object({}),
    output: tokenEncuestaSchema,
  }),
  guardaContestacionEncuesta: defineEndpoint({
    method: 'POST',
    path: '/api/Encuestas/guardaContestacionEncuesta/:id',
    role: 'encuesta',
    summary: 'Guarda las respuestas del camino seguido por los saltos; 40 obligatorias sin contestar, 39, 35, 38',
    input: guardaContestacionInput,
    output: contestacionGuardadaSchema,
  }),
  encuestasGestion: defineEndpoint({
    method: 'GET',
    path: '/api/Gestion/encuestas',
    role: 'gestor',
    summary: 'Todas las encuestas con sus cifras',
    input: z.object({}),
    output: z.array(encuestaGestionSchema),
  }),
  crearEncuesta: defineEndpoint({
    method: 'POST',
    path: '/api/Gestion/crearEncuesta',
    role: 'gestor',
    summary:
      'Crea una encuesta publicada con preguntas, respuestas, saltos (hacia delante) y destinatarios; 8 si su urlAcceso existe',
    input: encuestaInput,
    output: encuestaGestionSchema,
  }),
  editarEncuesta: defineEndpoint({
    method: 'POST',
    path: '/api/Gestion/editarEncuesta/:id',
    role: 'gestor',
    summary: 'Edita una encuesta; sus preguntas solo mientras nadie la ha contestado (48 después); 35 si no existe',
    input: editarEncuestaInput,
    output: encuestaGestionSchema,
  }),
  despublicarEncuesta: defineEndpoint({
    method: 'POST',
    path: '/api/Gestion/despublicarEncuesta/:id',
    role: 'gestor',
    summary: 'Retira una encuesta: deja de listarse y de poder contestarse (35)',
    input: idPathInput,
    output: encuestaGestionSchema,
  }),
  resultadosEncuesta: defineEndpoint({
    method: 'GET',
    path: '/api/Gestion/resultadosEncuesta/:id',
    role: 'gestor',
    summary: 'Resultados: veces de cada respuesta, valores de la escala y textos libres (sin decir de quién)',
    input: idPathInput,
    output: resultadosEncuestaSchema,
  }),
  resultadosEncuestaCsv: defineEndpoint({
    method: 'GET',
    path: '/api/Gestion/resultadosEncuestaCsv/:id',
    role: 'gestor',
    summary: 'Resultados en CSV: una fila por contestación y una columna por pregunta (anónimas sin nombre)',
    input: idPathInput,
    output: fileOutput('text/csv'),
  }),
} as const;
