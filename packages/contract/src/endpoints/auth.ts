import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { suplantarInput } from '../modo-dios';
import { idOpcional, idSchema } from '../validation/id';
import { demasiadoLargo, MENSAJES } from '../validation/messages';
import { texto, textoRequerido } from '../validation/text';

/** Login payload of spec §3. `eAmbito` 'PrivadoEmpresa' means a company contact. */
/**
 * Every text of the login has a length: a DNI, an e-mail (254 at most) or a nick, a password (the password
 * rules' own maximum is lower), a scope name. Nothing longer is looked up or hashed.
 */
export const loginInput = z.object({
  eUsuario: textoRequerido().max(254, demasiadoLargo(254)),
  // Not trimmed: spaces are part of a password.
  ePassword: texto({ error: MENSAJES.requerido }).min(1, MENSAJES.requerido).max(200, demasiadoLargo(200)),
  eAmbito: texto().max(50, demasiadoLargo(50)).optional(),
  eidEmpresa: idOpcional(),
});
export type LoginInput = z.infer<typeof loginInput>;

/**
 * Login answer. When the current RGPD text is pending, `textoCortoRGPD` is set
 * and the token only opens the RGPD endpoints until acceptance is saved.
 */
export const loginOutput = z.object({
  token: z.string(),
  textoCortoRGPD: z.string().nullable(),
  linkExternoRGPD: z.string().nullable(),
  conPracticas: z.boolean(),
  conEmpleo: z.boolean(),
  primerAcceso: z.boolean(),
});
export type LoginOutput = z.infer<typeof loginOutput>;

export const companyChoice = z.object({ idEmpresa: z.number().int(), nombre: z.string(), cif: z.string() });
export type CompanyChoice = z.infer<typeof companyChoice>;

/** A company of the logged-in contact; `activa` is the one their token acts for. */
export const empresaDelContacto = companyChoice.extend({ activa: z.boolean() });
export type EmpresaDelContacto = z.infer<typeof empresaDelContacto>;

const rgpdAccepted = z.object({ token: z.string() });
const rgpdText = z.object({
  idTexto: z.number().int(),
  version: z.string(),
  textoCorto: z.string(),
  textoCompleto: z.string(),
  linkExterno: z.string().nullable(),
});

const passwordChange = z.object({
  passwordActual: texto({ error: MENSAJES.requerido }).min(1, MENSAJES.requerido),
  passwordNueva: texto({ error: MENSAJES.requerido }).min(1, MENSAJES.requerido),
});

/** The login limits (modules/intentos) answer 429 with code 48 and Retry-After. */
const LIMITES_DEL_LOGIN = { 429: 'Demasiados intentos fallidos seguidos (límites del login): código 48 y Retry-After' };
const LIMITES_DE_LA_CONTRASENA = {
  429: 'Demasiados intentos fallidos de la contraseña actual: código 48 y Retry-After',
};

export const authEndpoints = {
  loginAlumno: defineEndpoint({
    method: 'POST',
    path: '/api/Alumno/logaUsuario',
    role: 'publico',
    summary: 'Inicio de sesión de estudiante (DNI/NIE o e-mail)',
    input: loginInput,
    output: loginOutput,
    statuses: LIMITES_DEL_LOGIN,
  }),
  loginEmpresa: defineEndpoint({
    method: 'POST',
    path: '/api/Empresa/logaUsuario',
    role: 'publico',
    summary: 'Inicio de sesión de contacto de empresa (nick o e-mail), con eidEmpresa si tiene varias',
    input: loginInput,
    output: loginOutput,
    statuses: LIMITES_DEL_LOGIN,
  }),
  empresasDelUsuario: defineEndpoint({
    method: 'POST',
    path: '/api/Empresa/dameEmpresasDelUsuario',
    role: 'publico',
    summary: 'Empresas a las que pertenece un contacto (requiere credenciales válidas)',
    input: loginInput,
    output: z.array(companyChoice),
    statuses: LIMITES_DEL_LOGIN,
  }),
  misEmpresas: defineEndpoint({
    method: 'GET',
    path: '/api/Empresa/misEmpresas',
    role: 'empresa',
    summary: 'Empresas validadas del contacto que ha iniciado sesión, con la activa marcada (selector de la cabecera)',
    input: z.object({}),
    output: z.array(empresaDelContacto),
  }),
  cambiarEmpresa: defineEndpoint({
    method: 'POST',
    path: '/api/Empresa/cambiarEmpresa',
    role: 'empresa',
    summary:
      'Cambia la empresa activa sin cerrar sesión: devuelve un token para otra empresa validada del contacto y revoca el anterior',
    input: z.object({ idEmpresa: idSchema() }),
    output: loginOutput,
  }),
  loginGestor: defineEndpoint({
    method: 'POST',
    path: '/api/Gestion/logaUsuario',
    role: 'publico',
    summary: 'Inicio de sesión del personal de la universidad',
    input: loginInput,
    output: loginOutput,
    statuses: LIMITES_DEL_LOGIN,
  }),
  rgpdAceptarAlumno: defineEndpoint({
    method: 'GET',
    path: '/api/Alumno/guardaAceptacionRGPD',
    role: 'alumno',
    summary: 'Registra la aceptación del texto RGPD vigente y devuelve el token definitivo',
    input: z.object({}),
    output: rgpdAccepted,
  }),
  rgpdAceptarEmpresa: defineEndpoint({
    method: 'GET',
    path: '/api/Empresa/guardaAceptacionRGPD',
    role: 'empresa',
    summary: 'Registra la aceptación del texto RGPD vigente y devuelve el token definitivo',
    input: z.object({}),
    output: rgpdAccepted,
  }),
  rgpdTextoActual: defineEndpoint({
    method: 'GET',
    path: '/api/Alumno/dameTextoRGPDactual',
    role: 'publico',
    summary: 'Texto RGPD vigente',
    input: z.object({}),
    output: rgpdText,
  }),
  passwordEmpresa: defineEndpoint({
    method: 'POST',
    path: '/api/Empresa/editaUsuario',
    role: 'empresa',
    summary: 'Cambio de contraseña del contacto de empresa (revoca las sesiones anteriores y devuelve un token nuevo)',
    input: passwordChange,
    output: rgpdAccepted,
    statuses: LIMITES_DE_LA_CONTRASENA,
  }),
  passwordAlumno: defineEndpoint({
    method: 'POST',
    path: '/api/alumno/editarPassword',
    role: 'alumno',
    summary: 'Cambio de contraseña del estudiante (revoca las sesiones anteriores y devuelve un token nuevo)',
    input: passwordChange,
    output: rgpdAccepted,
    statuses: LIMITES_DE_LA_CONTRASENA,
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/api/Sesion/logout',
    role: 'autenticado',
    summary: 'Cierra la sesión y revoca el token',
    input: z.object({}),
    output: z.null(),
  }),
  suplantar: defineEndpoint({
    method: 'POST',
    path: '/api/Gestion/suplantar',
    role: 'gestor',
    permiso: 'administracion:cambiar',
    summary:
      'Modo dios: administración entra como un estudiante (idAlumno, o DNI/e-mail) o un contacto de empresa ' +
      '(idContacto e idEmpresa, o usuario/e-mail), con un motivo de 10 a 500 caracteres que queda auditado',
    input: suplantarInput,
    output: loginOutput,
  }),
} as const;
