import { z } from 'zod';
import { nickSchema } from './empresa-cuenta';
import { PERMISOS_GESTOR } from './permisos';
import { emailSchema } from './validation/email';
import { idSchema } from './validation/id';
import { passwordSchema } from './validation/password';
import { requiredText } from './validation/text';

/*
 * The staff team (issue 25, decision 037): the accounts of the university's
 * staff and their permissions, managed by a member with `administracion`.
 * The first password is given by that member, as for a contact without an
 * e-mail (decision 035), and can be replaced by them later.
 */

const permisosSchema = z
  .array(z.enum(PERMISOS_GESTOR, { error: 'El permiso no existe' }))
  .min(1, 'Elige al menos un permiso')
  .max(PERMISOS_GESTOR.length)
  .refine((lista) => new Set(lista).size === lista.length, 'Un permiso está repetido');

export const gestorSchema = z.object({
  id: z.number().int(),
  nick: z.string(),
  email: z.string(),
  nombre: z.string(),
  apellidos: z.string(),
  permisos: z.array(z.enum(PERMISOS_GESTOR)),
  activo: z.boolean(),
  creadoEn: z.string(),
});
export type Gestor = z.output<typeof gestorSchema>;

export const crearGestorInput = z.object({
  nick: nickSchema,
  email: emailSchema,
  nombre: requiredText(),
  apellidos: requiredText(),
  permisos: permisosSchema,
  password: passwordSchema,
});
export type CrearGestorDatos = z.output<typeof crearGestorInput>;

export const editarGestorInput = z.object({
  id: idSchema(),
  permisos: permisosSchema,
  activo: z.boolean(),
  /** A new password, when the member lost theirs: their sessions end. */
  password: passwordSchema.optional(),
});
export type EditarGestorDatos = z.output<typeof editarGestorInput>;

/** The signed-in staff member, for the staff shell's menu: what they may open. */
export const miCuentaGestorSchema = gestorSchema.pick({
  id: true,
  nick: true,
  email: true,
  nombre: true,
  apellidos: true,
  permisos: true,
});
export type MiCuentaGestor = z.output<typeof miCuentaGestorSchema>;
