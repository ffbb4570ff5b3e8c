import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { emailSchema } from '../validation/email';
import { MENSAJES } from '../validation/messages';
import { passwordSchema } from '../validation/password';
import { privacyAcceptanceSchema } from '../validation/privacy';
import { dniSchema } from '../validation/spanish-id';
import { boundedText, requiredText, texto, textoRequerido } from '../validation/text';

const NOMBRE_MAX = 100;
const claveRequerida = () => texto({ error: MENSAJES.requerido }).min(1, MENSAJES.requerido).max(200);

/**
 * What `registrarUsuario` accepts. The identity document, the e-mail and the
 * password are only required here: the service checks their form and answers
 * the catalogue's own codes (66, 69, 28), which a generic 15 would hide.
 * The web form validates with `registroFormSchema`, the strict version.
 */
export const registroInput = z.object({
  dni: textoRequerido().max(20),
  nombre: requiredText(1, NOMBRE_MAX),
  apellido1: requiredText(1, NOMBRE_MAX),
  apellido2: boundedText(NOMBRE_MAX).optional(),
  email: textoRequerido().max(254),
  password: claveRequerida(),
  confirmacion: claveRequerida(),
  aceptaPrivacidad: privacyAcceptanceSchema,
});
export type RegistroInput = z.infer<typeof registroInput>;

/** The registration form's rules (spec §5): the same fields, each checked as the server will. */
export const registroFormSchema = registroInput
  .extend({ dni: dniSchema, email: emailSchema, password: passwordSchema })
  .refine((v) => v.password === v.confirmacion, { message: MENSAJES.passwordsNoCoinciden, path: ['confirmacion'] });

export const solicitarReseteoInput = z.object({ usuario: textoRequerido().max(254) });

/** The token is the e-mailed link's `?token=` (32 hexadecimal characters); the password is checked by the service (28). */
export const restablecerPasswordInput = z.object({
  token: textoRequerido().max(200),
  password: claveRequerida(),
  confirmacion: claveRequerida(),
});

/** The new-password form of /restablecer-candidato. */
export const restablecerFormSchema = restablecerPasswordInput
  .extend({ password: passwordSchema })
  .refine((v) => v.password === v.confirmacion, { message: MENSAJES.passwordsNoCoinciden, path: ['confirmacion'] });

/** Student registration and password reset by e-mail (issue 12), all anonymous. */
export const registroEndpoints = {
  registrarUsuario: defineEndpoint({
    method: 'POST',
    path: '/api/alumno/registrarUsuario',
    role: 'publico',
    summary: 'Alta de estudiante (si la marca lo permite): 504 y un correo de confirmación',
    input: registroInput,
    output: z.null(),
  }),
  solicitarReseteoPassword: defineEndpoint({
    method: 'POST',
    path: '/api/Alumno/solicitarReseteoPassword',
    role: 'publico',
    summary: 'Pide un enlace de restablecimiento (DNI/NIE o e-mail); siempre 505, exista o no la cuenta',
    input: solicitarReseteoInput,
    output: z.null(),
  }),
  restablecerPassword: defineEndpoint({
    method: 'POST',
    path: '/api/alumno/restablecerPassword',
    role: 'publico',
    summary: 'Nueva contraseña con el token del enlace (un solo uso, 1 hora): 508; cierra las demás sesiones',
    input: restablecerPasswordInput,
    output: z.null(),
  }),
};
