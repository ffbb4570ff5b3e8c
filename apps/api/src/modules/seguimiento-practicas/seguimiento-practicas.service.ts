import { PortalCodes } from '@puente/contract/errors/codes';
import type {
  altaSeguridadSocialInput,
  bajaSeguridadSocialInput,
  datosLegalesPracticaInput,
  proyectoFormativoInput,
  SeguimientoPractica,
} from '@puente/contract/seguimiento-practicas';
import type { z } from 'zod';
import { requireAccess } from '../../lib/access';
import type { Caller } from '../../lib/caller';
import { hoyMadrid } from '../../lib/fecha';
import type { Idioma } from '../../lib/mensajes/render';
import { rechazo } from '../../lib/portal-error';
import type { WithTransaction } from '../../lib/transaction';
import type { AuditService } from '../audit/audit.service';
import type { CorreoService } from '../correo/correo.service';
import type { NotificacionesService } from '../notificaciones/notificaciones.service';
import {
  cotizacionDe,
  type Fila,
  LectorSeguimiento,
  lectorDe,
  noEncontrada,
  nuevoEnlace,
  quienRegistra,
  requisitosPendientes,
} from './seguimiento-comun';
import type { SeguimientoPracticasRepository } from './seguimiento-practicas.repository';

export interface SeguimientoPracticasDeps {
  repo: SeguimientoPracticasRepository;
  audit: Pick<AuditService, 'record'>;
  correo: Pick<CorreoService, 'encolar'>;
  notificaciones: Pick<NotificacionesService, 'notificar'>;
  withTransaction: WithTransaction;
  ahora: () => Date;
}

/**
 * The legal side of internships (issue 26, decision 042): the training plan
 * the company writes and the academic tutor accepts by link, the Social
 * Security registration the obligated party records, and the start once all
 * of it is in. Every read answers the same record, for the reader.
 */
export class SeguimientoPracticasService {
  private readonly lector: LectorSeguimiento;

  constructor(private readonly deps: SeguimientoPracticasDeps) {
    this.lector = new LectorSeguimiento(deps.repo, deps.ahora);
  }

  // ─── Reads ───────────────────────────────────────────────────────────────

  async deEmpresa(caller: Caller, id: number, idioma: Idioma): Promise<SeguimientoPractica> {
    requireAccess(caller, 'empresa');
    const fila = await this.deps.repo.leer(id, hoyMadrid(this.deps.ahora()), { idEmpresa: caller.idEmpresa ?? 0 });
    if (!fila) throw noEncontrada();
    return this.lector.vista(fila, idioma, 'empresa');
  }

  async deAlumno(caller: Caller, id: number, idioma: Idioma): Promise<SeguimientoPractica> {
    requireAccess(caller, 'alumno');
    const fila = await this.deps.repo.leer(id, hoyMadrid(this.deps.ahora()), { idAlumno: caller.id });
    if (!fila) throw noEncontrada();
    return this.lector.vista(fila, idioma, 'alumno');
  }

  async deGestion(caller: Caller, id: number, idioma: Idioma): Promise<SeguimientoPractica> {
    requireAccess(caller, 'practicas:leer');
    return this.lector.vista(await this.lector.fila(id), idioma, 'gestor');
  }

  async deTutor(token: string, idioma: Idioma): Promise<SeguimientoPractica> {
    const enlace = await this.lector.enlace(token, 'tutor_academico');
    return this.lector.vista(await this.lector.fila(enlace.idPractica), idioma, 'tutor_academico');
  }

  // ─── The training plan ───────────────────────────────────────────────────

  /** The company tutor saves the plan; sending it mails the academic tutor a personal link. */
  async guardarProyecto(caller: Caller, p: z.output<typeof proyectoFormativoInput>, idioma: Idioma) {
    requireAccess(caller, 'empresa');
    const { repo, withTransaction, ahora, audit } = this.deps;
    const idEmpresa = caller.idEmpresa ?? 0;
    return withTransaction(async () => {
      const fila = await repo.leer(p.idPractica, hoyMadrid(ahora()), { idEmpresa }, true);
      if (!fila) throw noEncontrada();
      if (!['propuesta', 'aceptada'].includes(fila.estado))
        throw rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'seguimiento.yaEmpezada');
      if (fila.proyectoEstado === 'aceptado') throw rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'seguimiento.proyectoAceptado');
      if (p.enviar && !fila.tutorAcademicoEmail) throw rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'seguimiento.sinTutorAcademico');
      const redactadoPor = caller.actor ? null : caller.id;
      await repo.guardarProyecto(p.idPractica, { ...p, redactadoPor }, ahora());
      if (p.enviar && fila.tutorAcademicoEmail) {
        await this.enviarEnlaceTutorAcademico(caller, fila, fila.tutorAcademicoEmail);
      }
      await audit.record(caller, {
        accion: p.enviar ? 'practica.proyecto.enviado' : 'practica.proyecto.guardado',
        entidad: 'practicas',
        entidadId: p.idPractica,
      });
      return this.lector.vista(await this.lector.fila(p.idPractica), idioma, 'empresa');
    });
  }

  /** The academic tutor, by link, accepts the plan sent; the internship starts if nothing else is missing. */
  async aceptarProyecto(token: string, idioma: Idioma) {
    return this.resolverProyecto(token, true, null, idioma);
  }

  /** Or sends it back with remarks, which the company is told. */
  async devolverProyecto(token: string, observaciones: string, idioma: Idioma) {
    return this.resolverProyecto(token, false, observaciones, idioma);
  }

  private async resolverProyecto(token: string, aceptar: boolean, observaciones: string | null, idioma: Idioma) {
    const { repo, withTransaction, ahora, notificaciones } = this.deps;
    const enlace = await this.lector.enlace(token, 'tutor_academico');
    return withTransaction(async () => {
      const fila = await repo.leer(enlace.idPractica, hoyMadrid(ahora()), {}, true);
      if (!fila) throw noEncontrada();
      if (!(await repo.resolverProyecto(fila.id, aceptar, observaciones, ahora()))) {
        throw rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'seguimiento.proyectoNoEnviado');
      }
      await repo.marcarEnlaceUsado(enlace.id, ahora());
      await notificaciones.notificar({
        destinoTipo: 'empresa',
        destinoId: fila.idEmpresa,
        clave: aceptar ? 'proyectoFormativo.aceptado' : 'proyectoFormativo.devuelto',
        parametros: { alumno: fila.alumno },
        urlAcceso: `/documentacion/practicas/${fila.id}`,
      });
      // The tutor has no account to audit: the plan's row keeps when, the link's row that it was used.
      if (aceptar) await this.intentarIniciar(fila.id);
      return this.lector.vista(await this.lector.fila(fila.id), idioma, 'tutor_academico');
    });
  }

  // ─── Staff's legal data and the registration ─────────────────────────────

  async guardarDatosLegales(caller: Caller, d: z.output<typeof datosLegalesPracticaInput>, idioma: Idioma) {
    requireAccess(caller, 'practicas:cambiar');
    const { repo, withTransaction, ahora, audit } = this.deps;
    return withTransaction(async () => {
      const fila = await repo.leer(d.idPractica, hoyMadrid(ahora()), {}, true);
      if (!fila) throw noEncontrada();
      const nuevos = {
        creditos: d.creditos === undefined ? null : String(d.creditos),
        remunerada: d.remunerada,
        importeMensual: d.remunerada && d.importeMensual !== undefined ? String(d.importeMensual) : null,
        pagador: d.remunerada ? (d.pagador ?? 'empresa') : null,
        movilidad: d.movilidad,
        diasHorario: d.diasHorario && d.diasHorario.length > 0 ? [...new Set(d.diasHorario)].sort() : null,
        tutorAcademicoNombre: d.tutorAcademicoNombre,
        tutorAcademicoEmail: d.tutorAcademicoEmail,
      };
      // Once registered, the obligated party cannot change under the registration.
      if (fila.altaSsFecha && cotizacionDe({ ...fila, ...nuevos }).obligado !== cotizacionDe(fila).obligado) {
        throw rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'seguimiento.obligadoConAlta');
      }
      await repo.guardarDatosLegales(d.idPractica, nuevos, ahora());
      // A replaced academic tutor's links stop working: only the tutor on record reviews the plan.
      if (fila.tutorAcademicoEmail && fila.tutorAcademicoEmail !== nuevos.tutorAcademicoEmail) {
        await repo.caducarEnlaces(d.idPractica, 'tutor_academico', ahora());
      }
      await audit.record(caller, {
        accion: 'practica.datosLegales',
        entidad: 'practicas',
        entidadId: d.idPractica,
        detalle: { remunerada: d.remunerada, pagador: nuevos.pagador, movilidad: d.movilidad },
      });
      await this.intentarIniciar(d.idPractica);
      return this.lector.vista(await this.lector.fila(d.idPractica), idioma, 'gestor');
    });
  }

  /** The obligated company records its registration (48 when another party is obligated). */
  async altaEmpresa(caller: Caller, a: z.output<typeof altaSeguridadSocialInput>, idioma: Idioma) {
    requireAccess(caller, 'empresa');
    return this.registrarAlta(caller, a, idioma, { idEmpresa: caller.idEmpresa ?? 0 });
  }

  /** Staff record it for whichever party is obligated (the office often does it for both). */
  async altaGestion(caller: Caller, a: z.output<typeof altaSeguridadSocialInput>, idioma: Idioma) {
    requireAccess(caller, 'practicas:cambiar');
    return this.registrarAlta(caller, a, idioma, {});
  }

  async bajaEmpresa(caller: Caller, b: z.output<typeof bajaSeguridadSocialInput>, idioma: Idioma) {
    requireAccess(caller, 'empresa');
    return this.registrarBaja(caller, b, idioma, { idEmpresa: caller.idEmpresa ?? 0 });
  }

  async bajaGestion(caller: Caller, b: z.output<typeof bajaSeguridadSocialInput>, idioma: Idioma) {
    requireAccess(caller, 'practicas:cambiar');
    return this.registrarBaja(caller, b, idioma, {});
  }

  async cambiarClausula(caller: Caller, idConvenio: number, asume: boolean) {
    requireAccess(caller, 'practicas:cambiar');
    const { repo, withTransaction, audit } = this.deps;
    return withTransaction(async () => {
      if (!(await repo.cambiarClausula(idConvenio, asume)))
        throw rechazo(PortalCodes.PRACTICANTE_NO_ENCONTRADO, 'seguimiento.convenioNoExiste');
      await audit.record(caller, {
        accion: 'convenio.clausulaCotizacion',
        entidad: 'convenios',
        entidadId: idConvenio,
        detalle: { universidadAsumeCotizacion: asume },
      });
      return { idConvenio, universidadAsumeCotizacion: asume };
    });
  }

  private async registrarAlta(
    caller: Caller,
    a: z.output<typeof altaSeguridadSocialInput>,
    idioma: Idioma,
    ambito: { idEmpresa?: number },
  ) {
    const { repo, withTransaction, ahora, audit } = this.deps;
    return withTransaction(async () => {
      const fila = await repo.leer(a.idPractica, hoyMadrid(ahora()), ambito, true);
      if (!fila) throw noEncontrada();
      const cotizacion = cotizacionDe(fila);
      if (!cotizacion.incluida) throw rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'seguimiento.noIncluida');
      if (caller.tipo === 'empresa' && cotizacion.obligado !== 'empresa') {
        throw rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'seguimiento.noObligada');
      }
      if (!['propuesta', 'aceptada', 'en_curso'].includes(fila.estado)) {
        throw rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'seguimiento.altaFueraDeTiempo');
      }
      if (a.fechaAlta > fila.fechaFin) throw rechazo(PortalCodes.FECHAS_INVERTIDAS, 'seguimiento.altaTrasFin');
      await repo.registrarAlta(a.idPractica, { ccc: a.ccc, fecha: a.fechaAlta, por: quienRegistra(caller) }, ahora());
      await audit.record(caller, {
        accion: 'practica.altaSeguridadSocial',
        entidad: 'practicas',
        entidadId: a.idPractica,
        detalle: { fecha: a.fechaAlta, obligado: cotizacion.obligado },
      });
      await this.intentarIniciar(a.idPractica);
      return this.lector.vista(await this.lector.fila(a.idPractica), idioma, lectorDe(caller));
    });
  }

  private async registrarBaja(
    caller: Caller,
    b: z.output<typeof bajaSeguridadSocialInput>,
    idioma: Idioma,
    ambito: { idEmpresa?: number },
  ) {
    const { repo, withTransaction, ahora, audit } = this.deps;
    return withTransaction(async () => {
      const fila = await repo.leer(b.idPractica, hoyMadrid(ahora()), ambito, true);
      if (!fila) throw noEncontrada();
      if (caller.tipo === 'empresa' && cotizacionDe(fila).obligado !== 'empresa') {
        throw rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'seguimiento.noObligada');
      }
      if (!fila.altaSsFecha) throw rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'seguimiento.bajaSinAlta');
      if (b.fechaBaja < fila.altaSsFecha) throw rechazo(PortalCodes.FECHAS_INVERTIDAS, 'seguimiento.bajaAntesDeAlta');
      await repo.registrarBaja(b.idPractica, { fecha: b.fechaBaja, por: quienRegistra(caller) }, ahora());
      await audit.record(caller, {
        accion: 'practica.bajaSeguridadSocial',
        entidad: 'practicas',
        entidadId: b.idPractica,
        detalle: { fecha: b.fechaBaja },
      });
      return this.lector.vista(await this.lector.fila(b.idPractica), idioma, lectorDe(caller));
    });
  }

  // ─── Shared steps ────────────────────────────────────────────────────────

  /**
   * The student's NUSS was just saved (modules/practicas-alumno): it may be
   * the last thing one of their accepted internships waited for. Runs in the
   * caller's unit of work.
   */
  async iniciarLasDeAlumno(idAlumno: number): Promise<void> {
    for (const id of await this.deps.repo.aceptadasDeAlumno(idAlumno)) await this.intentarIniciar(id);
  }

  /**
   * `aceptada` → `en_curso` once nothing is missing. Called inside the unit
   * of work of every step that can be the last one, so whichever comes last
   * starts it, and only once.
   */
  private async intentarIniciar(idPractica: number): Promise<void> {
    const fila = await this.lector.fila(idPractica);
    if (fila.estado !== 'aceptada' || requisitosPendientes(fila).length > 0) return;
    if (await this.deps.repo.iniciar(idPractica, this.deps.ahora())) {
      await this.deps.notificaciones.notificar({
        destinoTipo: 'alumno',
        destinoId: fila.idAlumno,
        clave: 'practica.iniciada',
        parametros: { empresa: fila.empresa },
        urlAcceso: '/mis-practicas',
      });
    }
  }

  /** A new personal link for the academic tutor, mailed through the outbox. */
  private async enviarEnlaceTutorAcademico(caller: Caller, fila: Fila, email: string): Promise<void> {
    const { repo, correo } = this.deps;
    const { token, tokenSha256, caducaEn } = nuevoEnlace(fila.fechaFin);
    await repo.crearEnlace({ idPractica: fila.id, rol: 'tutor_academico', tokenSha256, email, caducaEn });
    await correo.encolar(caller, {
      para: email,
      idioma: 'es',
      plantilla: 'proyectoFormativoParaRevisar',
      datos: {
        nombre: fila.tutorAcademicoNombre ?? email,
        alumno: fila.alumno,
        empresa: fila.empresa,
        token,
        caduca: caducaEn.toISOString(),
      },
    });
  }
}
