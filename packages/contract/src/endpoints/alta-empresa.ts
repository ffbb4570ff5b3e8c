import { z } from 'zod';
import {
  altaRechazadaSchema,
  empresaPendienteSchema,
  MOTIVOS_RECHAZO_EMPRESA,
  nuevoContactoInput,
  reenvioAltaInput,
  solicitudCuentaEmpresaInput,
} from '../empresa-cuenta';
import { defineEndpoint } from '../endpoint';
import { idPathInput, idSchema } from '../validation/id';
import { MENSAJES } from '../validation/messages';
import { textoMultilinea, textoRequerido } from '../validation/text';

const claveRequerida = () => textoRequerido().max(200);

/** A CIF as typed in the first step of /solicitar-cuenta; the service answers 33 when it is not a valid one. */
const cifTecleado = textoRequerido().max(20);

/** Whether a company with that CIF is already in the portal (its name is public registry data; nothing about its contacts). */
const existeEmpresaOutput = z.object({ existe: z.boolean(), nombre: z.string().nullable() });

/** The token of an e-mailed link and the new password, checked by the service (28, 15 on `confirmacion`). */
export const passwordConTokenInput = z.object({
  token: textoRequerido().max(200),
  password: claveRequerida(),
  confirmacion: claveRequerida(),
});

/**
 * A company's ways in (issue 12): sign-up with the university's validation,
 * the password reminder and the set-password link of new contacts. All
 * anonymous but `guardarUsuarioEmpresa` (a contact adds another) and the
 * staff's validation queue.
 */
export const altaEmpresaEndpoints = {
  compruebaCIF: defineEndpoint({
    method: 'POST',
    path: '/api/Alumno/compruebaCIF',
    role: 'publico',
    summary: 'Primer paso del alta de empresa: si el CIF es válido (33) y si la empresa ya está en el portal',
    input: z.object({ cif: cifTecleado }),
    output: existeEmpresaOutput,
  }),
  existeCIF: defineEndpoint({
    method: 'GET',
    path: '/api/Empresa/existeCIF/:cif/:constant',
    role: 'publico',
    summary:
      'Si existe una empresa con ese identificador fiscal; constant es el país (1 = España: se exige un CIF válido, 33; otro país: su identificador fiscal tal cual)',
    input: z.object({ cif: cifTecleado, constant: idSchema() }),
    output: existeEmpresaOutput,
  }),
  compruebaEmailContactoEmpresa: defineEndpoint({
    method: 'POST',
    path: '/api/Alumno/compruebaEmailContactoEmpresa',
    role: 'publico',
    summary: 'Antes de enviar el alta: 44 si el e-mail es de un contacto de otra empresa, 29 si ya es contacto de esta',
    input: z.object({ cif: cifTecleado, email: textoRequerido().max(254) }),
    output: z.null(),
  }),
  solicitarCuentaEmpresa: defineEndpoint({
    method: 'POST',
    path: '/api/Publico/solicitarCuentaEmpresa',
    role: 'publico',
    summary: 'Alta de empresa con su primer contacto: 503, queda pendiente de validación por la universidad',
    input: solicitudCuentaEmpresaInput,
    output: z.null(),
  }),
  altaEmpresaRechazada: defineEndpoint({
    method: 'POST',
    path: '/api/Publico/altaEmpresaRechazada',
    role: 'publico',
    summary:
      'La solicitud de alta rechazada que abre el enlace del correo de rechazo (30 días, un solo reenvío): los datos ' +
      'enviados, el contacto y el motivo en el idioma de quien lee; 42 si el enlace caducó, ya se usó o no existe',
    input: z.object({ token: textoRequerido().max(200) }),
    output: altaRechazadaSchema,
  }),
  reenviarAltaEmpresa: defineEndpoint({
    method: 'POST',
    path: '/api/Publico/reenviarAltaEmpresa',
    role: 'publico',
    summary:
      'Reenvía corregida, una sola vez, la solicitud de alta rechazada con el token del enlace: 528 y la empresa vuelve ' +
      'a esperar la validación; 42 si el enlace caducó o ya se usó; 8, 29, 44, 15 como el alta',
    input: reenvioAltaInput,
    output: z.null(),
  }),
  recuerdoPassword: defineEndpoint({
    method: 'POST',
    path: '/api/Empresa/recuerdoPassword',
    role: 'publico',
    summary:
      'Enlace para restablecer la contraseña al contacto (CIF: a cada contacto de esa empresa; o nombre de usuario); siempre 505',
    input: z.object({ usuario: textoRequerido().max(254) }),
    output: z.null(),
  }),
  restablecerPasswordEmpresa: defineEndpoint({
    method: 'POST',
    path: '/api/Empresa/restablecerPassword',
    role: 'publico',
    summary: 'Nueva contraseña del contacto con el token del enlace (un solo uso, 1 hora): 508; 42; cierra sus sesiones',
    input: passwordConTokenInput,
    output: z.null(),
  }),
  establecerPassword: defineEndpoint({
    method: 'POST',
    path: '/api/Empresa/establecerPassword',
    role: 'publico',
    summary: 'Primera contraseña de un contacto nuevo con el token del enlace: 514; 43 si ya la tenía; 42 caducado o usado',
    input: passwordConTokenInput,
    output: z.null(),
  }),
  guardarUsuarioEmpresa: defineEndpoint({
    method: 'POST',
    path: '/api/Empresa/guardarUsuarioEmpresa',
    role: 'empresa',
    summary: 'Nuevo contacto de la empresa: 522 y un correo con el enlace para establecer su contraseña (29, 44)',
    input: nuevoContactoInput,
    output: z.object({ idContacto: z.number().int() }),
  }),
  empresasPendientes: defineEndpoint({
    method: 'GET',
    path: '/api/Gestion/empresasPendientes',
    role: 'gestor',
    permiso: 'empresas:leer',
    summary: 'Empresas que han pedido el alta y esperan validación, las más antiguas primero',
    input: z.object({}),
    output: z.array(empresaPendienteSchema),
  }),
  validarEmpresa: defineEndpoint({
    method: 'POST',
    path: '/api/Gestion/validarEmpresa',
    role: 'gestor',
    permiso: 'empresas:cambiar',
    summary: 'Valida el alta de una empresa: sus contactos reciben el enlace para establecer la contraseña',
    input: idPathInput,
    output: z.null(),
  }),
  rechazarEmpresa: defineEndpoint({
    method: 'POST',
    path: '/api/Gestion/rechazarEmpresa',
    role: 'gestor',
    permiso: 'empresas:cambiar',
    summary:
      'Rechaza el alta de una empresa con un motivo de la lista (idMotivo) y, si se quiere, unas palabras; «otro» o ' +
      'sin idMotivo, el texto es obligatorio. Se envía a sus contactos',
    input: z
      .object({
        id: idSchema(),
        idMotivo: z.enum(MOTIVOS_RECHAZO_EMPRESA, { error: 'Elige un motivo' }).optional(),
        motivo: z.preprocess(
          (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
          textoMultilinea().trim().max(2000, 'Como mucho 2000 caracteres').optional(),
        ),
      })
      .refine((r) => (r.idMotivo !== undefined && r.idMotivo !== 'otro') || Boolean(r.motivo), {
        message: MENSAJES.requerido,
        path: ['motivo'],
      }),
    output: z.null(),
  }),
} as const;
