import { z } from 'zod';
import { defineEndpoint, fileOutput } from '../endpoint';
import { idPathInput } from '../validation/id';
import { demasiadoLargo, MENSAJES } from '../validation/messages';
import { boundedText, texto } from '../validation/text';

/*
 * The student's data in their own hands (issue 28; RGPD arts. 15, 17 and 20,
 * LOPDGDD art. 32): a copy of everything the portal holds about them, made in
 * the background and mailed when ready, and the erasure of their account,
 * confirmed with their password, keeping blocked only what the law requires
 * the university to keep.
 */

/** Days a ready copy can be downloaded; after them it is deleted. */
export const DIAS_VALIDEZ_EXPORTACION = 7;
/** Copies a person can ask for in a day: each holds every file they uploaded. */
export const MAX_EXPORTACIONES_DIA = 3;

export const ESTADOS_EXPORTACION = ['pendiente', 'lista', 'caducada', 'fallida'] as const;
export const estadoExportacion = z.enum(ESTADOS_EXPORTACION);
export type EstadoExportacion = z.infer<typeof estadoExportacion>;

export const exportacionSchema = z.object({
  id: z.number().int(),
  estado: estadoExportacion,
  /** ISO instants: the client formats them in the reader's language and zone. */
  solicitadaEn: z.string(),
  listaEn: z.string().nullable(),
  caducaEn: z.string().nullable(),
  /** Bytes of the ZIP, once ready. */
  tamano: z.number().int().nullable(),
});
export type Exportacion = z.infer<typeof exportacionSchema>;

export const misDatosSchema = z.object({
  exportaciones: z.array(exportacionSchema),
  /** The brand lets students erase their account (its `canBorrarCuenta` flag). */
  puedeEliminar: z.boolean(),
  /**
   * Internships whose records the university must keep (accepted or later): their data stay blocked after an
   * erasure, and the page says so before the student confirms.
   */
  practicasConservadas: z.number().int(),
});
export type MisDatos = z.infer<typeof misDatosSchema>;

/** A company contact's page of their data: their copies, and whether they may erase their account now. */
export const misDatosContactoSchema = z.object({
  exportaciones: z.array(exportacionSchema),
  /** The brand lets people erase their account (its `canBorrarCuenta` flag). */
  puedeEliminar: z.boolean(),
  /**
   * The companies that have no other active contact: while there is one, the contact cannot leave (the company
   * would have nobody to receive its candidates and agreements), and the page says which.
   */
  empresasSinOtroContacto: z.array(z.string()),
});
export type MisDatosContacto = z.infer<typeof misDatosContactoSchema>;

/** What the student must type to confirm (in either language: the check is on the upper-cased word). */
export const PALABRAS_CONFIRMACION_BAJA = ['ELIMINAR', 'DELETE'] as const;
/** The contract's message when the word is not one of them (the web shows its own English for it). */
export const MENSAJE_CONFIRMACION_BAJA = 'Escribe ELIMINAR para confirmar';

export const eliminarCuentaInput = z.object({
  // Not trimmed: spaces are part of a password.
  password: texto({ error: MENSAJES.requerido }).min(1, MENSAJES.requerido).max(200, demasiadoLargo(200)),
  /** The word the page asks to type, so nobody erases an account by a slip of the keyboard. */
  confirmacion: boundedText(20).refine(
    (v) => (PALABRAS_CONFIRMACION_BAJA as readonly string[]).includes(v.toUpperCase()),
    MENSAJE_CONFIRMACION_BAJA,
  ),
});
export type EliminarCuentaInput = z.infer<typeof eliminarCuentaInput>;

export const datosBloqueadosSchema = z.object({
  idAlumno: z.number().int(),
  bloqueadoEn: z.string(),
  baseLegal: z.string(),
  dni: z.string(),
  nombre: z.string(),
  apellidos: z.string(),
  email: z.string(),
  telefono: z.string().nullable(),
  iban: z.string().nullable(),
  nss: z.string().nullable(),
});
export type DatosBloqueados = z.infer<typeof datosBloqueadosSchema>;

const zip = fileOutput('application/zip');
const LIMITE_PASSWORD = { 429: 'Demasiados intentos fallidos de la contraseña: código 48 y Retry-After' } as const;

export const misDatosEndpoints = {
  misDatos: defineEndpoint({
    method: 'GET',
    path: '/api/Alumno/misDatos',
    role: 'alumno',
    summary: 'Las copias de sus datos que el estudiante ha pedido y si puede eliminar su cuenta',
    input: z.object({}),
    output: misDatosSchema,
  }),
  solicitarExportacion: defineEndpoint({
    method: 'POST',
    path: '/api/Alumno/misDatos/exportar',
    role: 'alumno',
    summary: `Pide una copia de sus datos (ZIP, se prepara aparte y se avisa por correo); la que está en curso si la hay, 48 pasadas ${MAX_EXPORTACIONES_DIA} al día`,
    input: z.object({}),
    output: exportacionSchema,
  }),
  descargarExportacion: defineEndpoint({
    method: 'GET',
    path: '/api/Alumno/misDatos/exportacion/:id',
    role: 'alumno',
    summary: `Descarga una copia propia lista (${DIAS_VALIDEZ_EXPORTACION} días); 4 si no es suya, no está lista o ha caducado`,
    input: idPathInput,
    output: zip,
  }),
  eliminarCuenta: defineEndpoint({
    method: 'POST',
    path: '/api/Alumno/misDatos/eliminarCuenta',
    role: 'alumno',
    summary:
      'Elimina la cuenta con la contraseña (3 si no es la suya): borra o anonimiza sus datos y bloquea lo que la ley obliga a conservar',
    input: eliminarCuentaInput,
    output: z.object({ practicasConservadas: z.number().int() }),
    statuses: LIMITE_PASSWORD,
  }),
  misDatosContacto: defineEndpoint({
    method: 'GET',
    path: '/api/Empresa/misDatos',
    role: 'empresa',
    summary: 'Las copias de sus datos que el contacto ha pedido y si puede eliminar su cuenta (no si es el único de una empresa)',
    input: z.object({}),
    output: misDatosContactoSchema,
  }),
  solicitarExportacionContacto: defineEndpoint({
    method: 'POST',
    path: '/api/Empresa/misDatos/exportar',
    role: 'empresa',
    summary: `Pide una copia de los datos personales del contacto (ZIP, se prepara aparte y se avisa por correo); 48 pasadas ${MAX_EXPORTACIONES_DIA} al día`,
    input: z.object({}),
    output: exportacionSchema,
  }),
  descargarExportacionContacto: defineEndpoint({
    method: 'GET',
    path: '/api/Empresa/misDatos/exportacion/:id',
    role: 'empresa',
    summary: `Descarga una copia propia lista (${DIAS_VALIDEZ_EXPORTACION} días); 4 si no es suya, no está lista o ha caducado`,
    input: idPathInput,
    output: zip,
  }),
  eliminarCuentaContacto: defineEndpoint({
    method: 'POST',
    path: '/api/Empresa/misDatos/eliminarCuenta',
    role: 'empresa',
    summary:
      'Elimina la cuenta del contacto con su contraseña (3 si no es la suya); 48 si es el único contacto de alguna de sus empresas. Las ofertas y convenios quedan en la empresa',
    input: eliminarCuentaInput,
    output: z.object({ empresas: z.number().int() }),
    statuses: LIMITE_PASSWORD,
  }),
  datosBloqueadosAlumno: defineEndpoint({
    method: 'GET',
    path: '/api/Gestion/alumnos/:id/datosBloqueados',
    role: 'gestor',
    permiso: 'practicas:cambiar',
    summary:
      'Los datos bloqueados de un estudiante que eliminó su cuenta (LOPDGDD art. 32), para lo que la ley exige; cada lectura queda auditada',
    input: idPathInput,
    output: datosBloqueadosSchema,
  }),
} as const;
