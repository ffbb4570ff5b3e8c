import type { APIRequestContext, Page } from '@playwright/test';
import { type ApiInput, api } from './api';
import { accounts, PASSWORD } from './env';
import { staffToken } from './session';

/**
 * API shortcuts for the company tests (empresa-*.spec.ts): what another actor
 * does (staff validate, a student applies) or what a test needs ready-made.
 * Every call goes through the contract (support/api.ts).
 */
export const empresaToken = async (request: APIRequestContext, baseURL: string) =>
  (
    await api(request, baseURL, 'loginEmpresa', {
      eUsuario: accounts.seleccion,
      ePassword: PASSWORD,
      eAmbito: 'PrivadoEmpresa',
    })
  ).token;

/** A student's full token, accepting the RGPD text first when the login asks for it (spec §4). */
export async function alumnoToken(request: APIRequestContext, baseURL: string, dni: string) {
  const login = await api(request, baseURL, 'loginAlumno', { eUsuario: dni, ePassword: PASSWORD });
  if (!login.textoCortoRGPD) return login.token;
  const aceptado = await api(request, baseURL, 'rgpdAceptarAlumno', {}, login.token);
  return aceptado.token;
}

const comunes = (titulo: string) => ({
  titulo,
  plazas: 1,
  puestoTrabajo: 'Analista junior',
  departamento: 'Tecnología',
  descripcion: 'Oferta creada por las pruebas del navegador.',
  tareasAdesarrollar: 'Preparar informes y apoyar al equipo.',
  horario: 'Lunes a viernes de 9:00 a 14:00',
  idProvincia: 46,
  localidad: 'València',
  titulaciones: [41],
});

export const ofertaEmpleo = (titulo: string): ApiInput<'addOferta'> => ({ idPerfil: 1, ...comunes(titulo), idTipoContrato: 1 });

export const ofertaPracticas = (titulo: string): ApiInput<'addOferta'> => ({
  idPerfil: 2,
  ...comunes(titulo),
  idTipoFormacion: 2,
  tutorNombre: 'Marta Ruiz',
  tutorCargo: 'Jefa de equipo',
  tutorEmail: 'tutoria@example.es',
  tutorTelefono: '600000000',
});

export const crearOferta = (request: APIRequestContext, baseURL: string, token: string, oferta: ApiInput<'addOferta'>) =>
  api(request, baseURL, 'addOferta', oferta, token);

/** Staff publish a pending offer (POST /api/Gestion/validarOferta). */
export async function validarOferta(request: APIRequestContext, baseURL: string, idOferta: number) {
  const token = await staffToken(request, baseURL);
  return api(request, baseURL, 'validarOferta', { idOferta }, token);
}

export const inscribirse = (request: APIRequestContext, baseURL: string, token: string, urlOferta: string) =>
  api(request, baseURL, 'inscribirse', { urlOferta }, token);

export const candidaturaAlumno = (request: APIRequestContext, baseURL: string, token: string, url: string) =>
  api(request, baseURL, 'candidatura', { url }, token);

export const notificacionesAlumno = (request: APIRequestContext, baseURL: string, token: string) =>
  api(request, baseURL, 'notificacionesAlumno', {}, token);

/** The company's offers with their candidate counts (GET /api/Empresa/dameProcesosEmpleoYpracticas). */
export const procesosEmpresa = (request: APIRequestContext, baseURL: string, token: string) =>
  api(request, baseURL, 'dameProcesosEmpleoYpracticas', {}, token);

/** One own offer with its candidates (GET /api/Empresa/dameDatosProceso/{id}). */
export const datosProceso = (request: APIRequestContext, baseURL: string, token: string, idOferta: number) =>
  api(request, baseURL, 'dameDatosProceso', { id: idOferta }, token);

/** A title no other test (or run) uses. */
export const tituloUnico = (prefijo: string) => `${prefijo} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Console errors and uncaught exceptions of a page, for an afterEach that expects none. */
export function vigilarConsola(page: Page) {
  const errores: string[] = [];
  page.on('console', (mensaje) => {
    if (mensaje.type() === 'error') errores.push(mensaje.text());
  });
  page.on('pageerror', (error) => errores.push(error.message));
  return errores;
}
