import { createHash, randomBytes } from 'node:crypto';
import type { Idioma } from '@puente/contract/constants';
import type { RegistroInput } from '@puente/contract/endpoints/registro';
import { PortalCodes } from '@puente/contract/errors/codes';
import { isValidEmail } from '@puente/contract/validation/email';
import { MENSAJES } from '@puente/contract/validation/messages';
import { passwordSchema } from '@puente/contract/validation/password';
import { isValidDniNie, normalizeSpanishId } from '@puente/contract/validation/spanish-id';
import { campoErroneo } from '../../lib/campos-erroneos';
import { notice } from '../../lib/notice';
import { rechazo } from '../../lib/portal-error';
import type { WithTransaction } from '../../lib/transaction';
import { hashPassword } from '../auth/passwords';
import type { SessionService } from '../auth/session.service';
import type { CorreoService } from '../correo/correo.service';
import type { RegistroRepository } from './registro.repository';

/** A reset link is valid for one hour. */
export const VALIDEZ_ENLACE_MS = 60 * 60 * 1000;

export const hashDeToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A unique_violation (23505), however deep the driver wrapped it. */
function esDuplicado(error: unknown): boolean {
  for (let e: unknown = error, n = 0; e && n < 5; e = (e as { cause?: unknown }).cause, n++) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

interface Deps {
  repo: RegistroRepository;
  correo: Pick<CorreoService, 'encolar'>;
  sessions: Pick<SessionService, 'forgetUser'>;
  withTransaction: WithTransaction;
  registroPermitido: boolean;
  ahora: () => Date;
}

/** The new password and its confirmation, checked with the catalogue's codes: 28 weak, 15 on `confirmacion` if they differ. */
function comprobarPassword(password: string, confirmacion: string) {
  if (!passwordSchema.safeParse(password).success) throw rechazo(PortalCodes.PASSWORD_DEBIL);
  if (password !== confirmacion) throw campoErroneo('confirmacion', MENSAJES.passwordsNoCoinciden);
}

/**
 * Student self-registration and password reset by e-mail (issue 12). The
 * mails go through the outbox in the same unit of work as the change.
 */
export class RegistroService {
  constructor(private readonly deps: Deps) {}

  async registrar(input: RegistroInput, idioma: Idioma) {
    const { repo } = this.deps;
    if (!this.deps.registroPermitido) throw rechazo(PortalCodes.ACCION_NO_PERMITIDA);
    const dni = normalizeSpanishId(input.dni);
    if (!isValidDniNie(dni)) throw rechazo(PortalCodes.DOCUMENTO_IDENTIDAD_INVALIDO);
    const email = input.email.trim();
    if (!isValidEmail(email)) throw rechazo(PortalCodes.EMAIL_MAL_FORMADO);
    comprobarPassword(input.password, input.confirmacion);
    if (await repo.emailRegistrado(email)) throw rechazo(PortalCodes.ALTA_EMAIL_REGISTRADO);
    if (await repo.dniRegistrado(dni)) throw rechazo(PortalCodes.DNI_DE_USUARIO_REGISTRADO);
    const passwordHash = await hashPassword(input.password);
    const nombre = input.nombre.trim();
    // Two registrations with one e-mail at once: the unique index refuses the second, answered as the check above would.
    await this.deps
      .withTransaction(async () => {
        await repo.crearAlumno({
          dni,
          email,
          nombre,
          apellido1: input.apellido1.trim(),
          apellido2: input.apellido2?.trim() || null,
          passwordHash,
        });
        await this.deps.correo.encolar(null, { para: email, idioma, plantilla: 'registroConfirmado', datos: { nombre, email } });
      })
      .catch((error: unknown) => {
        throw esDuplicado(error) ? rechazo(PortalCodes.ALTA_EMAIL_REGISTRADO) : error;
      });
    return notice(PortalCodes.REGISTRO_COMPLETADO, null);
  }

  /**
   * Always 505, with the same work whether the account exists or not (a
   * token drawn and hashed either way), so the answer tells nothing.
   */
  async solicitarReseteo(usuario: string, idioma: Idioma) {
    const token = randomBytes(16).toString('hex');
    const tokenHash = hashDeToken(token);
    const alumno = await this.deps.repo.buscarAlumno(usuario);
    if (alumno) {
      const caduca = new Date(this.deps.ahora().getTime() + VALIDEZ_ENLACE_MS);
      await this.deps.withTransaction(async () => {
        await this.deps.repo.guardarToken(alumno.id, tokenHash, caduca);
        await this.deps.correo.encolar(null, {
          para: alumno.email,
          idioma,
          plantilla: 'restablecerPassword',
          datos: { nombre: alumno.nombre, token, caduca: caduca.toISOString() },
        });
      });
    }
    return notice(PortalCodes.ENLACE_RECUPERACION_ENVIADO, null);
  }

  /** 42 when the token is unknown, used or expired; otherwise the password changes, the token is spent and every session ends. */
  async restablecer(input: { token: string; password: string; confirmacion: string }) {
    comprobarPassword(input.password, input.confirmacion);
    const passwordHash = await hashPassword(input.password);
    const { repo } = this.deps;
    const idAlumno = await this.deps.withTransaction(async () => {
      const id = await repo.consumirToken(hashDeToken(input.token.trim()));
      if (id === null) return null;
      await repo.cambiarPassword(id, passwordHash);
      await repo.anularTokensPendientes(id);
      return id;
    });
    if (idAlumno === null) throw rechazo(PortalCodes.ENLACE_CADUCADO);
    this.deps.sessions.forgetUser('alumno', idAlumno);
    return notice(PortalCodes.PASSWORD_RESTABLECIDA, null);
  }
}
