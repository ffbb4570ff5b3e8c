import type { APIRequestContext, Page } from '@playwright/test';
import { accounts, PASSWORD } from './env';
import { staffToken } from './session';

/**
 * API shortcuts for the company tests (empresa-*.spec.ts): what another actor
 * does (staff validate, a student applies) or what a test needs ready-made.
 * Notices (501–543) are successes carrying data, like status 0.
 */
interface Envelope<T> {
  status: number;
  datos: T;
  mensaje: string | null;
}

const ok = (status: number) => status === 0 || (status >= 501 && status <= 543);

async function call<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  url: string,
  token: string | null,
  body?: unknown,
): Promise<T> {
  const headers = token ? { Authorization: `Bearer ${token}` } : undefined;
  const response =
    method === 'GET' ? await request.get(url, { headers }) : await request.post(url, { headers, data: body ?? {} });
  const envelope = (await response.json()) as Envelope<T>;
  if (!ok(envelope.status)) throw new Error(`${method} ${url} → ${envelope.status} ${envelope.mensaje ?? ''}`);
  return envelope.datos;
}

export const empresaToken = async (request: APIRequestContext, baseURL: string) =>
  (
    await call<{ token: string }>(request, 'POST', `${baseURL}/api/Empresa/logaUsuario`, null, {
      eUsuario: accounts.seleccion,
      ePassword: PASSWORD,
      eAmbito: 'PrivadoEmpresa',
    })
  ).token;

/** A student's full token, accepting the RGPD text first when the login asks for it (spec §4). */
export async function alumnoToken(request: APIRequestContext, baseURL: string, dni: string) {
  const login = await call<{ token: string; textoCortoRGPD: string | null }>(
    request,
    'POST',
    `${baseURL}/api/Alumno/logaUsuario`,
    null,
    { eUsuario: dni, ePassword: PASSWORD },
  );
  if (!login.textoCortoRGPD) return login.token;
  const aceptado = await call<{ token: string }>(request, 'GET', `${baseURL}/api/Alumno/guardaAceptacionRGPD`, login.token);
  return aceptado.token;
}

export interface OfertaCreada {
  idOferta: number;
  urlAcceso: string;
  idEstado: number;
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

export const ofertaEmpleo = (titulo: string) => ({ idPerfil: 1, ...comunes(titulo), idTipoContrato: 1 });

export const ofertaPracticas = (titulo: string) => ({
  idPerfil: 2,
  ...comunes(titulo),
  idTipoFormacion: 2,
  tutorNombre: 'Marta Ruiz',
  tutorCargo: 'Jefa de equipo',
  tutorEmail: 'tutoria@example.es',
  tutorTelefono: '600000000',
});

export const crearOferta = (request: APIRequestContext, baseURL: string, token: string, oferta: object) =>
  call<OfertaCreada>(request, 'POST', `${baseURL}/api/Empresa/addOferta`, token, oferta);

/** Staff publish a pending offer (POST /api/Gestion/validarOferta). */
export async function validarOferta(request: APIRequestContext, baseURL: string, idOferta: number) {
  const token = await staffToken(request, baseURL);
  return call<{ idEstado: number }>(request, 'POST', `${baseURL}/api/Gestion/validarOferta`, token, { idOferta });
}

export const inscribirse = (request: APIRequestContext, baseURL: string, token: string, urlOferta: string) =>
  call<{ estado: number }>(request, 'POST', `${baseURL}/api/Alumno/inscribirse`, token, { urlOferta });

export const candidaturaAlumno = (request: APIRequestContext, baseURL: string, token: string, url: string) =>
  call<{ estado: number; textoEstado: string }>(request, 'GET', `${baseURL}/api/Alumno/dameCandidatura/${url}`, token);

export const notificacionesAlumno = (request: APIRequestContext, baseURL: string, token: string) =>
  call<{ titulo: string; texto: string; urlAcceso: string | null }[]>(
    request,
    'GET',
    `${baseURL}/api/Alumno/dameNotificaciones`,
    token,
  );

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
