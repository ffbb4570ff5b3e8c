import type { Brand } from '@puente/contract/brand';
import type { FileAnswer } from '@puente/contract/endpoint';
import { PortalCodes } from '@puente/contract/errors/codes';
import {
  DIAS_RECORDATORIO_INFORME,
  type informeAlumnoInput,
  type informeTutorInput,
  type MotivoEnvioEnlace,
  type SeguimientoPractica,
} from '@puente/contract/seguimiento-practicas';
import type { z } from 'zod';
import { requireAccess } from '../../lib/access';
import type { Caller } from '../../lib/caller';
import { formatFecha, hoyMadrid } from '../../lib/fecha';
import type { Idioma } from '../../lib/mensajes/render';
import { rechazo } from '../../lib/portal-error';
import { enlacePracticaAlumno } from '../../lib/practica';
import type { WithTransaction } from '../../lib/transaction';
import type { AuditService } from '../audit/audit.service';
import type { LogoPdf } from '../convenios/logo-marca';
import type { CorreoService } from '../correo/correo.service';
import type { NotificacionesService } from '../notificaciones/notificaciones.service';
import {
  anexoPracticaPdf,
  certificadoColaboracionPdf,
  certificadoPracticaPdf,
  type DatosDocumentoPractica,
  informeTutorPdf,
} from './documentos-practica-pdf';
import { DIAS_ENLACE_TRAS_FIN, type Fila, LectorSeguimiento, noEncontrada, nuevoEnlace } from './seguimiento-comun';
import type { SeguimientoPracticasRepository } from './seguimiento-practicas.repository';

export interface InformesPracticaDeps {
  repo: SeguimientoPracticasRepository;
  audit: Pick<AuditService, 'record'>;
  correo: Pick<CorreoService, 'encolar'>;
  /** Also asks the student for their report, marked done once sent (notificaciones/acciones.ts `informeFinalPractica`). */
  notificaciones: Pick<NotificacionesService, 'notificar' | 'pedirAccion' | 'resolverAccion'>;
  withTransaction: WithTransaction;
  ahora: () => Date;
  brand: Brand;
  logo: LogoPdf | null;
}

const AUTOMATICOS = ['recordatorio_20', 'recordatorio_10', 'recordatorio_3'] as const;
const diasEntre = (desde: string, hasta: string) => Math.round((Date.parse(hasta) - Date.parse(desde)) / 86_400_000);
const pdf = (nombre: string, contenido: Buffer): FileAnswer => ({ nombre, contentType: 'application/pdf', contenido });

/**
 * The end of an internship (RD 592/2014 arts. 13–14; decision 042): the
 * company tutor's final report by personal link, with the first mail at the
 * end and reminders at +3, +10 and +20 days while it is missing (the last
 * also to the academic tutor and the office), the student's final report,
 * the academic tutor's grade, and the certificates it issues.
 */
export class InformesPracticaService {
  private readonly lector: LectorSeguimiento;

  constructor(private readonly deps: InformesPracticaDeps) {
    this.lector = new LectorSeguimiento(deps.repo, deps.ahora);
  }

  private hoy() {
    return hoyMadrid(this.deps.ahora());
  }

  // ─── The company tutor, by link ──────────────────────────────────────────

  async deTutorEmpresa(token: string, idioma: Idioma): Promise<SeguimientoPractica> {
    const enlace = await this.lector.enlace(token, 'tutor_empresa');
    return this.lector.vista(await this.lector.fila(enlace.idPractica), idioma, 'tutor_empresa');
  }

  /** The art. 13 report, once; the academic tutor is mailed when the student's is in too. */
  async enviarInformeTutor(i: z.output<typeof informeTutorInput>, idioma: Idioma): Promise<SeguimientoPractica> {
    const { repo, withTransaction, ahora } = this.deps;
    const enlace = await this.lector.enlace(i.token, 'tutor_empresa');
    return withTransaction(async () => {
      const fila = await repo.leer(enlace.idPractica, this.hoy(), {}, true);
      if (!fila) throw noEncontrada();
      const { token: _token, ...respuestas } = i;
      if (!(await repo.guardarInforme(fila.id, 'tutor_empresa', respuestas, ahora()))) {
        throw rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'seguimiento.informeEnviado');
      }
      await repo.marcarEnlaceUsado(enlace.id, ahora());
      await this.avisarSiListosParaCalificar(fila);
      return this.lector.vista(await this.lector.fila(fila.id), idioma, 'tutor_empresa');
    });
  }

  async informeTutorPdf(token: string, idioma: Idioma): Promise<FileAnswer> {
    const enlace = await this.lector.enlace(token, 'tutor_empresa');
    const datos = await this.datosDocumento(enlace.idPractica, idioma);
    if (!datos.seguimiento.informeTutor) throw rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'seguimiento.faltanInformes');
    return pdf(`informe-tutor-${enlace.idPractica}.pdf`, await informeTutorPdf(datos, this.deps.brand, idioma, this.deps.logo));
  }

  async certificadoColaboracion(token: string, idioma: Idioma): Promise<FileAnswer> {
    const enlace = await this.lector.enlace(token, 'tutor_empresa');
    const datos = await this.datosDocumento(enlace.idPractica, idioma);
    if (datos.seguimiento.estado !== 'certificada') throw rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'seguimiento.sinCertificado');
    return pdf(
      `certificado-colaboracion-${enlace.idPractica}.pdf`,
      await certificadoColaboracionPdf(datos, this.deps.brand, idioma, this.deps.logo),
    );
  }

  // ─── The student ─────────────────────────────────────────────────────────

  /** The art. 14 report, once the internship has ended; the notification that asked for it is done in the same commit. */
  async enviarInformeAlumno(caller: Caller, i: z.output<typeof informeAlumnoInput>, idioma: Idioma) {
    requireAccess(caller, 'alumno');
    const { repo, withTransaction, ahora, audit, notificaciones } = this.deps;
    return withTransaction(async () => {
      const fila = await repo.leer(i.idPractica, this.hoy(), { idAlumno: caller.id }, true);
      if (!fila) throw noEncontrada();
      if (!['en_curso', 'finalizada'].includes(fila.estado) || fila.fechaFin > this.hoy()) {
        throw rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'seguimiento.noTerminada');
      }
      const { idPractica: _id, ...respuestas } = i;
      if (!(await repo.guardarInforme(fila.id, 'alumno', respuestas, ahora()))) {
        throw rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'seguimiento.informeEnviado');
      }
      await audit.record(caller, { accion: 'practica.informeFinal', entidad: 'practicas', entidadId: fila.id });
      await notificaciones.resolverAccion({
        destinoTipo: 'alumno',
        destinoId: fila.idAlumno,
        accion: 'informeFinalPractica',
        urlAcceso: enlacePracticaAlumno(fila.id),
      });
      await this.avisarSiListosParaCalificar(fila);
      return this.lector.vista(await this.lector.fila(fila.id), idioma, 'alumno');
    });
  }

  async certificadoAlumno(caller: Caller, id: number, idioma: Idioma): Promise<FileAnswer> {
    requireAccess(caller, 'alumno');
    const fila = await this.deps.repo.leer(id, this.hoy(), { idAlumno: caller.id });
    if (!fila) throw noEncontrada();
    if (fila.estado !== 'certificada') throw rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'seguimiento.sinCertificado');
    const datos = await this.datosDocumento(id, idioma);
    return pdf(`certificado-practicas-${id}.pdf`, await certificadoPracticaPdf(datos, this.deps.brand, idioma, this.deps.logo));
  }

  // ─── The academic tutor, by link ─────────────────────────────────────────

  /** The grade, once both reports are in: the internship is certified, the student told, the tutor thanked. */
  async calificar(token: string, calificacion: number, idioma: Idioma): Promise<SeguimientoPractica> {
    const { repo, withTransaction, ahora, notificaciones, correo } = this.deps;
    const enlace = await this.lector.enlace(token, 'tutor_academico');
    return withTransaction(async () => {
      const fila = await repo.leer(enlace.idPractica, this.hoy(), {}, true);
      if (!fila) throw noEncontrada();
      if (fila.estado === 'certificada') throw rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'seguimiento.yaCalificada');
      const autores = new Set((await repo.informes(fila.id)).map((i) => i.autor));
      if (!autores.has('tutor_empresa') || !autores.has('alumno')) {
        throw rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'seguimiento.faltanInformes');
      }
      if (!(await repo.certificar(fila.id, calificacion.toFixed(2), ahora()))) {
        throw rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'seguimiento.noTerminada');
      }
      await repo.marcarEnlaceUsado(enlace.id, ahora());
      await notificaciones.notificar({
        destinoTipo: 'alumno',
        destinoId: fila.idAlumno,
        clave: 'practica.certificada',
        parametros: { empresa: fila.empresa },
        urlAcceso: '/mis-practicas',
      });
      if (fila.tutorEmpresaEmail) {
        const { token: nuevo, tokenSha256, caducaEn } = nuevoEnlace(fila.fechaFin);
        await repo.crearEnlace({
          idPractica: fila.id,
          rol: 'tutor_empresa',
          tokenSha256,
          email: fila.tutorEmpresaEmail,
          caducaEn,
        });
        await correo.encolar(null, {
          para: fila.tutorEmpresaEmail,
          idioma: 'es',
          plantilla: 'certificadoColaboracion',
          datos: {
            nombre: fila.tutorEmpresaNombre ?? fila.tutorEmpresaEmail,
            alumno: fila.alumno,
            empresa: fila.empresa,
            token: nuevo,
            caduca: caducaEn.toISOString(),
          },
        });
      }
      return this.lector.vista(await this.lector.fila(fila.id), idioma, 'tutor_academico');
    });
  }

  // ─── The mails of the company tutor's link ───────────────────────────────

  /**
   * The periodic run (every copy, every hour): for each internship whose
   * report is missing, the first mail on its end date, then the latest
   * reminder due (+3, +10, +20) that was not sent; a run that missed days
   * sends only the latest, never a pile. Each send is recorded once per
   * reason (a unique index), so two copies running together send it once.
   * The same run asks the students for their own report (`pedirInformesAlumno`);
   * what it answers counts the tutors' mails.
   */
  async recordatorios(): Promise<number> {
    await this.pedirInformesAlumno();
    const hoy = this.hoy();
    let enviados = 0;
    for (const p of await this.deps.repo.informesPendientes(hoy, DIAS_ENLACE_TRAS_FIN)) {
      const ya = new Set(p.enviados);
      const dias = diasEntre(p.fechaFin, hoy);
      const motivo: MotivoEnvioEnlace | undefined = !ya.has('inicial')
        ? 'inicial'
        : AUTOMATICOS.find((m) => dias >= DIAS_RECORDATORIO_INFORME[m]);
      if (!motivo || ya.has(motivo)) continue;
      if (await this.deps.withTransaction(() => this.enviarEnlaceTutorEmpresa(null, p, motivo))) enviados += 1;
    }
    return enviados;
  }

  /**
   * Issue 28: each internship that has ended (within the tutors' 60 days) and whose student has not sent the final
   * report asks them for it, once, with an important notification linking to it in Mis prácticas: claimed
   * (`informe_alumno_pedido_en`) and notified in one transaction, a batch at a time, so copies running together never
   * ask twice, nor is a student asked again after deleting it. Answers how many were asked.
   */
  async pedirInformesAlumno(lote = 200): Promise<number> {
    const { repo, withTransaction, notificaciones } = this.deps;
    const hoy = this.hoy();
    let total = 0;
    for (;;) {
      const pedidos = await withTransaction(async () => {
        const reclamadas = await repo.reclamarInformesAlumno(hoy, DIAS_ENLACE_TRAS_FIN, lote);
        for (const p of reclamadas) {
          await notificaciones.pedirAccion({
            accion: 'informeFinalPractica',
            clave: 'practica.informeFinalPendiente',
            parametros: { empresa: p.empresa },
            destinoTipo: 'alumno',
            destinoIds: [p.idAlumno],
            urlAcceso: enlacePracticaAlumno(p.id),
          });
        }
        return reclamadas.length;
      });
      total += pedidos;
      if (pedidos < lote) return total;
    }
  }

  /** Staff remind by hand the tutors of the internships chosen that still owe the report. */
  async recordarAMano(caller: Caller, ids: readonly number[]) {
    requireAccess(caller, 'practicas:cambiar');
    const pendientes = await this.deps.repo.informesPendientes(this.hoy(), DIAS_ENLACE_TRAS_FIN, ids);
    const enviados: number[] = [];
    await this.deps.withTransaction(async () => {
      for (const p of pendientes) {
        if (await this.enviarEnlaceTutorEmpresa(caller, p, 'manual')) enviados.push(p.id);
      }
      await this.deps.audit.record(caller, {
        accion: 'practicas.recordatorioInforme',
        entidad: 'practicas',
        detalle: { ids: enviados },
      });
    });
    return { enviados: enviados.length, omitidos: ids.length - enviados.length };
  }

  private async enviarEnlaceTutorEmpresa(
    caller: Caller | null,
    p: Awaited<ReturnType<SeguimientoPracticasRepository['informesPendientes']>>[number],
    motivo: MotivoEnvioEnlace,
  ): Promise<boolean> {
    const { repo, correo, brand } = this.deps;
    const enviadoPor = caller ? `gestor:${caller.id}` : null;
    const idEnvio = await repo.registrarEnvio({
      idPractica: p.id,
      rol: 'tutor_empresa',
      motivo,
      para: p.tutorEmpresaEmail,
      enviadoPor,
    });
    if (idEnvio === null) return false;
    const { token, tokenSha256, caducaEn } = nuevoEnlace(p.fechaFin);
    await repo.crearEnlace({ idPractica: p.id, rol: 'tutor_empresa', tokenSha256, email: p.tutorEmpresaEmail, caducaEn });
    const idCorreo = await correo.encolar(caller, {
      para: p.tutorEmpresaEmail,
      idioma: 'es',
      plantilla: 'informeTutorEmpresa',
      datos: {
        nombre: p.tutorEmpresaNombre ?? p.tutorEmpresaEmail,
        alumno: p.alumno,
        empresa: p.empresa,
        token,
        caduca: caducaEn.toISOString(),
        recordatorio: motivo !== 'inicial',
      },
    });
    await repo.enlazarCorreo(idEnvio, idCorreo);
    if (motivo === 'recordatorio_20') {
      // The last reminder also tells the academic tutor and the internships office.
      const avisos = [
        ...(p.tutorAcademicoEmail
          ? [{ para: p.tutorAcademicoEmail, nombre: p.tutorAcademicoNombre ?? p.tutorAcademicoEmail, rol: 'tutor_academico' }]
          : []),
        { para: brand.contacto.emailPracticas, nombre: brand.nombreUniversidad, rol: 'tutor_academico' },
      ];
      for (const a of avisos) {
        const id = await repo.registrarEnvio({ idPractica: p.id, rol: a.rol, motivo, para: a.para, enviadoPor });
        if (id === null) continue;
        const idAviso = await correo.encolar(caller, {
          para: a.para,
          idioma: 'es',
          plantilla: 'informeTutorVencido',
          datos: { nombre: a.nombre, alumno: p.alumno, empresa: p.empresa, tutor: p.tutorEmpresaNombre ?? p.tutorEmpresaEmail },
        });
        await repo.enlazarCorreo(id, idAviso);
      }
    }
    return true;
  }

  /** Both reports in: the academic tutor gets a new link to read them and grade. */
  private async avisarSiListosParaCalificar(fila: Fila): Promise<void> {
    const { repo, correo } = this.deps;
    const autores = new Set((await repo.informes(fila.id)).map((i) => i.autor));
    if (!autores.has('tutor_empresa') || !autores.has('alumno') || !fila.tutorAcademicoEmail) return;
    const { token, tokenSha256, caducaEn } = nuevoEnlace(fila.fechaFin);
    await repo.crearEnlace({
      idPractica: fila.id,
      rol: 'tutor_academico',
      tokenSha256,
      email: fila.tutorAcademicoEmail,
      caducaEn,
    });
    await correo.encolar(null, {
      para: fila.tutorAcademicoEmail,
      idioma: 'es',
      plantilla: 'informesParaCalificar',
      datos: {
        nombre: fila.tutorAcademicoNombre ?? fila.tutorAcademicoEmail,
        alumno: fila.alumno,
        empresa: fila.empresa,
        token,
        caduca: caducaEn.toISOString(),
      },
    });
  }

  /** The per-student annex for whoever may read the internship. */
  async anexo(caller: Caller, id: number, idioma: Idioma): Promise<FileAnswer> {
    const ambito =
      caller.tipo === 'alumno' ? { idAlumno: caller.id } : caller.tipo === 'empresa' ? { idEmpresa: caller.idEmpresa ?? 0 } : {};
    if (caller.tipo === 'gestor') requireAccess(caller, 'practicas:leer');
    if (!(await this.deps.repo.leer(id, this.hoy(), ambito))) throw noEncontrada();
    const datos = await this.datosDocumento(id, idioma);
    return pdf(`anexo-practicas-${id}.pdf`, await anexoPracticaPdf(datos, this.deps.brand, idioma, this.deps.logo));
  }

  private async datosDocumento(id: number, idioma: Idioma): Promise<DatosDocumentoPractica> {
    const fila = await this.lector.fila(id);
    return {
      seguimiento: await this.lector.vista(fila, idioma, 'gestor'),
      dniAlumno: fila.dniAlumno,
      cifEmpresa: fila.cifEmpresa,
      tareas: fila.tareas,
      fechaEmision: formatFecha(this.hoy()) ?? '',
    };
  }
}
