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
/** Reset links one account receives in an hour, from whatever addresses they are asked: more are not sent. */
export const MAX_ENLACES_RESETEO_HORA = 3;

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
  /** Runs work after the request has answered (the reset's lookup and mail: the answer's time says nothing). */
  enSegundoPlano: (trabajo: () => Promise<unknown>) => void;
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
  /**
   * "He olvidado mi contraseña": the same answer (505) at once for any user, known or not. Looking the student up,
   * the link and its mail are done after the answer, so its time cannot tell whether an account exists (issue
   * 29: 42 ms against 15 ms); and an account gets at most `MAX_ENLACES_RESETEO_HORA` links an hour, whoever asks.
   */
  async solicitarReseteo(usuario: string, idioma: Idioma) {
    this.deps.enSegundoPlano(() => this.enviarEnlace(usuario, idioma));
    return notice(PortalCodes.ENLACE_RECUPERACION_ENVIADO, null);
  }

  private async enviarEnlace(usuario: string, idioma: Idioma) {
    const { repo, withTransaction, ahora } = this.deps;
    const alumno = await repo.buscarAlumno(usuario);
    if (!alumno) return;
    const token = randomBytes(16).toString('hex');
    const caduca = new Date(ahora().getTime() + VALIDEZ_ENLACE_MS);
    await withTransaction(async () => {
      // The student's row is held, so requests at once count each other.
      const recientes = await repo.enlacesRecientes(alumno.id, new Date(ahora().getTime() - 60 * 60 * 1000));
      if (recientes >= MAX_ENLACES_RESETEO_HORA) return;
      await repo.guardarToken(alumno.id, hashDeToken(token), caduca);
      await this.deps.correo.encolar(null, {
        para: alumno.email,
        idioma,
        plantilla: 'restablecerPassword',
        datos: { nombre: alumno.nombre, token, caduca: caduca.toISOString() },
      });
    });
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
    await this.deps.sessions.forgetUser('alumno', idAlumno);
    return notice(PortalCodes.PASSWORD_RESTABLECIDA, null);
  }
}
