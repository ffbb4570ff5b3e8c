import { z } from 'zod';
import { idOpcional } from './validation/id';
import { MENSAJES } from './validation/messages';
import { boundedText, requiredText, textoMultilinea } from './validation/text';

/*
 * God mode (issue 25, decision 038): a member of administración enters the
 * portal as a student or a company contact, always with a reason, which the
 * audit trail keeps with the start. The person is named by id from their
 * staff page (`idAlumno`, or `idContacto` and `idEmpresa`), or by user name
 * or e-mail from the old entry at /gma2019.
 */

export const MOTIVO_MODO_DIOS_MIN = 10;
export const MOTIVO_MODO_DIOS_MAX = 500;

/** Why a staff member acts as someone: 10–500 characters, line breaks allowed. */
export const motivoModoDiosSchema = requiredText(MOTIVO_MODO_DIOS_MIN, MOTIVO_MODO_DIOS_MAX, textoMultilinea);

const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

export const suplantarInput = z
  .object({
    tipo: z.enum(['alumno', 'empresa'], { error: 'Elige estudiante o contacto de empresa' }),
    /** A student's DNI, NIE or e-mail, or a contact's user name or e-mail. */
    usuario: z.preprocess(blank, boundedText(150).optional()),
    /** With `usuario` of a contact of several companies: which one (the first validated otherwise). */
    eidEmpresa: idOpcional(),
    idAlumno: idOpcional(),
    idContacto: idOpcional(),
    /** The company the contact acts for, required with `idContacto`. */
    idEmpresa: idOpcional(),
    motivo: motivoModoDiosSchema,
  })
  .superRefine((v, ctx) => {
    const porId = v.tipo === 'alumno' ? v.idAlumno !== undefined : v.idContacto !== undefined;
    if (!porId && !v.usuario) ctx.addIssue({ code: 'custom', path: ['usuario'], message: MENSAJES.requerido });
    if (porId && v.usuario) {
      ctx.addIssue({
        code: 'custom',
        path: ['usuario'],
        message: 'Indica a la persona por su usuario o por su identificador, no por los dos',
      });
    }
    if (v.tipo === 'alumno' && (v.idContacto !== undefined || v.idEmpresa !== undefined || v.eidEmpresa !== undefined)) {
      ctx.addIssue({ code: 'custom', path: ['idContacto'], message: 'Un estudiante no tiene contacto ni empresa' });
    }
    if (v.tipo === 'empresa' && v.idAlumno !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['idAlumno'], message: 'Un contacto de empresa no es un estudiante' });
    }
    if (v.tipo === 'empresa' && v.idContacto !== undefined && v.idEmpresa === undefined) {
      ctx.addIssue({ code: 'custom', path: ['idEmpresa'], message: 'Indica la empresa por la que entra el contacto' });
    }
  });
export type SuplantarDatos = z.output<typeof suplantarInput>;
