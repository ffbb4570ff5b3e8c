import type { FileAnswer } from '@puente/contract/endpoint';
import { PortalCodes } from '@puente/contract/errors/codes';
import type {
  datosPracticaInput,
  documentoPracticaAlumnoInput,
  FaltaDatosPractica,
  ficheroPracticaInput,
  PracticaAlumno,
} from '@puente/contract/practicas-alumno';
import { practicaConDocumentacion } from '@puente/contract/practicas-alumno';
import {
  comprobarIban,
  normalizarIban,
  normalizarNss,
  normalizarSwift,
  nssValido,
  pideSwift,
  swiftValido,
} from '@puente/contract/validation/datos-bancarios';
import type { z } from 'zod';
import type { Caller } from '../../lib/caller';
import { hoyMadrid } from '../../lib/fecha';
import { notice } from '../../lib/notice';
import { rechazo } from '../../lib/portal-error';
import {
  aplica,
  enlacePracticaAlumno,
  estadoEfectivo,
  leerFichero,
  PANTALLA_PRACTICAS_ALUMNO,
  practicaAbierta,
} from '../../lib/practica';
import { normalizeExtension } from '../../lib/storage/check-file';
import type { FileStorage } from '../../lib/storage/storage';
import type { WithTransaction } from '../../lib/transaction';
import type { AuditService } from '../audit/audit.service';
import type { NotificacionesService } from '../notificaciones/notificaciones.service';
import type { SeguimientoPracticasService } from '../seguimiento-practicas/seguimiento-practicas.service';
import {
  alumnoDe,
  documentoNoEncontrado,
  necesitaDatos,
  practicaNoEncontrada,
  vistaFalta,
  vistaPractica,
} from './practica-alumno-vista';
import type {
  FilaEntregadoAlumno,
  FilaPracticaAlumno,
  FilaRequeridoAlumno,
  PracticasAlumnoRepository,
} from './practicas-alumno.repository';

type DatosPractica = z.output<typeof datosPracticaInput>;
type FicheroPractica = z.output<typeof ficheroPracticaInput>;
type OtroDocumento = z.output<typeof documentoPracticaAlumnoInput>;

export interface PracticasAlumnoDeps {
  repo: PracticasAlumnoRepository;
  storage: FileStorage;
  audit: Pick<AuditService, 'record'>;
  withTransaction: WithTransaction;
  ahora: () => Date;
  /** The NUSS can be the last thing an accepted internship waits for (decision 042). */
  seguimiento: Pick<SeguimientoPracticasService, 'iniciarLasDeAlumno'>;
  /** What an internship asks of its student, asked and marked done through notifications (acciones.ts). */
  notificaciones: Pick<NotificacionesService, 'pedirAccion' | 'resolverAccion'>;
}

/** The required documents of an internship its student gives and has not given yet. */
const sinEntregar = (
  p: FilaPracticaAlumno,
  requeridos: readonly FilaRequeridoAlumno[],
  entregados: readonly FilaEntregadoAlumno[],
) => requeridos.filter((r) => aplica(r, p) && !entregados.some((d) => d.idPractica === p.id && d.idDocumentoRequerido === r.id));

const noPlantilla = () => rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'practica.sinPlantilla');
const completaDatos = 'Antes de nada completa tu IBAN y tu número de la Seguridad Social.';

/**
 * A student's internships (/mis-practicas): the list with the documents the
 * student gives, the bank and social-security data a paid internship needs
 * first (518 while missing, decision 020), and the student's uploads, checked
 * and kept by lib/storage (§5 list by extension and content, 2 MB). Every
 * read goes through the token's student; each write is one unit of work with
 * its audit row. Staff read the same view for a student (`deAlumno`).
 */
export class PracticasAlumnoService {
  constructor(private readonly deps: PracticasAlumnoDeps) {}

  private hoy() {
    return hoyMadrid(this.deps.ahora());
  }

  /** Everything the screen shows of one student, and whether missing data hold the uploads back. */
  private async estado(idAlumno: number) {
    const { repo } = this.deps;
    const hoy = this.hoy();
    const practicas = await repo.practicasDeAlumno(idAlumno);
    const programas = [...new Set(practicas.flatMap((p) => (p.idPrograma === null ? [] : [p.idPrograma])))];
    const [requeridos, entregados, datos] = await Promise.all([
      repo.documentosRequeridos(programas, 'alumno'),
      repo.entregados(practicas.map((p) => p.id)),
      repo.datos(idAlumno),
    ]);
    const necesarios = practicas.some((p) => necesitaDatos(p, hoy));
    const falta = vistaFalta(necesarios, datos);
    const bloqueado = falta.faltan.length > 0;
    return { hoy, practicas, requeridos, entregados, falta, bloqueado };
  }

  private async vistas(idAlumno: number): Promise<PracticaAlumno[]> {
    const s = await this.estado(idAlumno);
    return s.practicas.map((p) => vistaPractica(p, s.requeridos, s.entregados, s.hoy, s.bloqueado));
  }

  private async vista(idAlumno: number, idPractica: number): Promise<PracticaAlumno> {
    const v = (await this.vistas(idAlumno)).find((p) => p.idPractica === idPractica);
    if (!v) throw practicaNoEncontrada();
    return v;
  }

  /** `damePracticasAlumno`. */
  async listar(caller: Caller): Promise<PracticaAlumno[]> {
    return this.vistas(alumnoDe(caller));
  }

  /** Staff read a student's internships as the student does. */
  async deAlumno(idAlumno: number): Promise<PracticaAlumno[]> {
    return this.vistas(idAlumno);
  }

  /** `faltaDatosNecesariosPorPractica`: 518 while something needed is missing. */
  async faltaDatos(caller: Caller) {
    const { falta } = await this.estado(alumnoDe(caller));
    return falta.faltan.length > 0 ? notice(PortalCodes.COMPLETAR_CUENTA_Y_NSS, falta) : falta;
  }

  /**
   * `editDatosPractica`: IBAN (70 not an IBAN, 73 its check digits or country
   * fail), SWIFT/BIC required with a foreign IBAN and checked whenever given
   * (84), NSS with the TGSS control (83). Answers what is still missing.
   */
  async guardarDatos(caller: Caller, d: DatosPractica): Promise<FaltaDatosPractica> {
    const idAlumno = alumnoDe(caller);
    const codigoIban = comprobarIban(d.iban);
    if (codigoIban === 70) throw rechazo(PortalCodes.IBAN_INVALIDO, 'practica.ibanMalFormado');
    if (codigoIban === 73) {
      throw rechazo(PortalCodes.IBAN_INVALIDO_FACTURACION, 'practica.ibanControl');
    }
    const iban = normalizarIban(d.iban);
    const swift = d.swift ? normalizarSwift(d.swift) : '';
    if (swift ? !swiftValido(swift) : pideSwift(iban)) {
      throw rechazo(PortalCodes.SWIFT_INVALIDO, 'practica.swift');
    }
    if (!nssValido(d.nss)) {
      throw rechazo(PortalCodes.NSS_INVALIDO, 'practica.nss');
    }
    const { repo, audit, withTransaction, seguimiento, notificaciones } = this.deps;
    await withTransaction(async () => {
      await repo.guardarDatos(idAlumno, { iban, swift: swift || null, nss: normalizarNss(d.nss) });
      await seguimiento.iniciarLasDeAlumno(idAlumno);
      // IBAN, NSS and, with a foreign IBAN, SWIFT are all in now: what the notification asked for is done.
      await notificaciones.resolverAccion({
        destinoTipo: 'alumno',
        destinoId: idAlumno,
        accion: 'datosPractica',
        urlAcceso: PANTALLA_PRACTICAS_ALUMNO,
      });
      // What changed, never the values: the audit log is read more widely than the data.
      await audit.record(caller, {
        accion: 'practicas.datosBancarios.guardar',
        entidad: 'datos_practica_alumno',
        entidadId: idAlumno,
        detalle: { paisIban: iban.slice(0, 2), conSwift: Boolean(swift) },
      });
    });
    return (await this.estado(idAlumno)).falta;
  }

  /**
   * The checks every upload makes, in order: missing data first (518, "before
   * anything else"; staff acting as the student in god mode may upload the
   * papers handed in at the office), then the internship is the student's
   * (45) and keeps its paperwork (48).
   */
  private async comprobarSubida(caller: Caller, idAlumno: number, idPractica: number) {
    const s = await this.estado(idAlumno);
    if (s.bloqueado && caller.actor === null) {
      const p = s.practicas.find((x) => x.id === idPractica);
      if (!p) throw practicaNoEncontrada();
      return { bloqueo: vistaPractica(p, s.requeridos, s.entregados, s.hoy, true) };
    }
    return { bloqueo: null };
  }

  private async guardarFichero(
    caller: Caller,
    idAlumno: number,
    idPractica: number,
    nombre: string | ((requerido: string) => string),
    idRequerido: number | null,
    fichero: { ficheroB64ParaAltas: string; extension_adjunto: string },
  ) {
    const { repo, storage, audit, withTransaction } = this.deps;
    const hoy = this.hoy();
    await withTransaction(async () => {
      const p = await repo.practicaDeAlumno(idAlumno, idPractica, true);
      if (!p) throw practicaNoEncontrada();
      if (!practicaConDocumentacion(estadoEfectivo(p, hoy))) {
        throw rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'practica.sinDocumentacion');
      }
      let nombreFinal = typeof nombre === 'string' ? nombre : '';
      if (idRequerido !== null) {
        const r = await repo.documentoRequerido(idRequerido);
        if (!r?.activo || !aplica(r, p) || r.aportadoPor !== 'alumno') {
          throw rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'practica.documentoNoLoPides');
        }
        if (typeof nombre !== 'string') nombreFinal = nombre(r.nombre);
      }
      const archivo = await storage.store({
        owner: { kind: 'alumno', id: idAlumno },
        use: 'documento-practica',
        name: nombreFinal,
        extension: fichero.extension_adjunto,
        content: Buffer.from(fichero.ficheroB64ParaAltas, 'base64'),
      });
      // Thrown inside the unit of work, so the file just stored rolls back with it.
      if (await repo.entregadoConMismoContenido(p.id, archivo.sha256, archivo.id)) {
        throw rechazo(PortalCodes.DOCUMENTO_YA_SUBIDO, 'practica.mismoFichero');
      }
      const anterior =
        idRequerido === null ? undefined : (await repo.entregados([p.id])).find((x) => x.idDocumentoRequerido === idRequerido);
      // The previous file's row goes with it (ON DELETE CASCADE), before the new row takes its place in the unique index.
      if (anterior) await storage.delete(anterior.idArchivo);
      const id = await repo.insertarEntregado({
        idPractica: p.id,
        idDocumentoRequerido: idRequerido,
        idArchivo: archivo.id,
        nombre: archivo.name,
        extension: normalizeExtension(fichero.extension_adjunto),
        aportadoPorTipo: 'alumno',
        aportadoPorId: idAlumno,
      });
      await audit.record(caller, {
        accion: 'practicas.documentoAlumno.alta',
        entidad: 'documentos_practica',
        entidadId: id,
        detalle: {
          idPractica: p.id,
          idDocumentoRequerido: idRequerido,
          idArchivo: archivo.id,
          sha256: archivo.sha256,
          anterior: anterior?.idArchivo ?? null,
        },
      });
      if (idRequerido !== null) await this.resolverDocumentos(idAlumno, p);
    });
    return notice(PortalCodes.DOCUMENTOS_ADJUNTADOS, await this.vista(idAlumno, idPractica));
  }

  /** The last required document of the internship is in: its "documents needed" notification is done. */
  private async resolverDocumentos(idAlumno: number, p: FilaPracticaAlumno) {
    const { repo, notificaciones } = this.deps;
    const [requeridos, entregados] = await Promise.all([
      repo.documentosRequeridos(p.idPrograma === null ? [] : [p.idPrograma], 'alumno'),
      repo.entregados([p.id]),
    ]);
    if (sinEntregar(p, requeridos, entregados).length > 0) return;
    await notificaciones.resolverAccion({
      destinoTipo: 'alumno',
      destinoId: idAlumno,
      accion: 'documentosPractica',
      urlAcceso: enlacePracticaAlumno(p.id),
    });
  }

  // ─── What an internship asks of its student ──────────────────────────────

  /**
   * An internship was just created for this student (staff's registration, an accepted proposal or a centre's
   * accepted request), in the caller's unit of work: while it is open, it asks the student, each once through an
   * important notification (acciones.ts), for the bank data it needs (518) and for the documents it needs from them.
   */
  async avisarPracticaNueva(idAlumno: number, idPractica: number): Promise<void> {
    const s = await this.estado(idAlumno);
    const p = s.practicas.find((x) => x.id === idPractica);
    if (!p || !practicaAbierta(p, s.hoy)) return;
    const { notificaciones } = this.deps;
    if (s.bloqueado && necesitaDatos(p, s.hoy)) {
      await notificaciones.pedirAccion({
        accion: 'datosPractica',
        clave: 'practica.datosPendientes',
        parametros: { empresa: p.empresa },
        destinoTipo: 'alumno',
        destinoIds: [idAlumno],
        urlAcceso: PANTALLA_PRACTICAS_ALUMNO,
      });
    }
    if (sinEntregar(p, s.requeridos, s.entregados).length > 0) await this.pedirDocumentos([p]);
  }

  /**
   * Staff began requiring a document of students (DocumentacionPracticasGestionService), in their unit of work:
   * each open internship it applies to asks its student for its documents, unless it already does.
   */
  async avisarDocumentoRequerido(idDocumentoRequerido: number): Promise<void> {
    const { repo } = this.deps;
    const r = await repo.documentoRequerido(idDocumentoRequerido);
    if (!r?.activo || r.aportadoPor !== 'alumno') return;
    const hoy = this.hoy();
    const abiertas = (await repo.practicasConRequerido(r)).filter((p) => practicaAbierta(p, hoy));
    const entregados = await repo.entregados(abiertas.map((p) => p.id));
    await this.pedirDocumentos(abiertas.filter((p) => sinEntregar(p, [r], entregados).length > 0));
  }

  private async pedirDocumentos(practicas: readonly FilaPracticaAlumno[]) {
    for (const p of practicas) {
      await this.deps.notificaciones.pedirAccion({
        accion: 'documentosPractica',
        clave: 'practica.documentosPendientes',
        parametros: { empresa: p.empresa },
        destinoTipo: 'alumno',
        destinoIds: [p.idAlumno],
        urlAcceso: enlacePracticaAlumno(p.id),
      });
    }
  }

  /** `addFicheroPractica` → 513 with the internship; 518 (the internship as it was) while needed data are missing. */
  async addFichero(caller: Caller, d: FicheroPractica) {
    const idAlumno = alumnoDe(caller);
    const { bloqueo } = await this.comprobarSubida(caller, idAlumno, d.idPractica);
    if (bloqueo) return notice(PortalCodes.COMPLETAR_CUENTA_Y_NSS, bloqueo, completaDatos);
    const nombre = d.nombre ? d.nombre : (requerido: string) => requerido;
    return this.guardarFichero(caller, idAlumno, d.idPractica, nombre, d.idDocumentoRequerido, d);
  }

  /** `addDocumentoPractica` → 513: a document outside the list, with the name the student gives it. */
  async addDocumento(caller: Caller, d: OtroDocumento) {
    const idAlumno = alumnoDe(caller);
    const { bloqueo } = await this.comprobarSubida(caller, idAlumno, d.idPractica);
    if (bloqueo) return notice(PortalCodes.COMPLETAR_CUENTA_Y_NSS, bloqueo, completaDatos);
    return this.guardarFichero(caller, idAlumno, d.idPractica, d.nombre, null, d);
  }

  /** The student's own file in one of their internships; what the company or the university gave is not served here. */
  async descargarDocumento(caller: Caller, id: number): Promise<FileAnswer> {
    const d = await this.deps.repo.entregadoDeAlumno(alumnoDe(caller), id);
    if (d?.aportadoPorTipo !== 'alumno') throw documentoNoEncontrado();
    return leerFichero(this.deps.storage, d.idArchivo, documentoNoEncontrado);
  }

  /** The university's template of a document students give. */
  async descargarPlantilla(caller: Caller, id: number): Promise<FileAnswer> {
    alumnoDe(caller);
    const r = await this.deps.repo.documentoRequerido(id);
    if (!r?.activo || r.aportadoPor !== 'alumno') throw noPlantilla();
    return leerFichero(this.deps.storage, r.idArchivoPlantilla, noPlantilla);
  }
}
