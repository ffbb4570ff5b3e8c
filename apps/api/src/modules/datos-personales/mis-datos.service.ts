import type { FileAnswer } from '@puente/contract/endpoint';
import {
  type DatosBloqueados,
  DIAS_VALIDEZ_EXPORTACION,
  type EliminarCuentaInput,
  type Exportacion,
  MAX_EXPORTACIONES_DIA,
  type MisDatos,
  type MisDatosContacto,
} from '@puente/contract/endpoints/mis-datos';
import { PortalCodes } from '@puente/contract/errors/codes';
import { requireAccess } from '../../lib/access';
import type { Caller } from '../../lib/caller';
import { type Idioma, render } from '../../lib/mensajes/render';
import { rechazo } from '../../lib/portal-error';
import type { FileStorage } from '../../lib/storage/storage';
import type { WithTransaction } from '../../lib/transaction';
import type { AuditService } from '../audit/audit.service';
import { verifyPassword } from '../auth/passwords';
import type { SessionService } from '../auth/session.service';
import type { CorreoService } from '../correo/correo.service';
import type { IntentosService } from '../intentos/intentos.service';
import type { ExportacionRepository } from './exportacion.repository';
import { type ArchivoExportado, nombreSeguro, zipDeDatos } from './exportacion-zip';
import type { FilaExportacion, MisDatosRepository } from './mis-datos.repository';
import type { SupresionService } from './supresion.service';

/** Tries of one copy before it is given up as failed (each after the claim of the one before lapses). */
const MAX_INTENTOS_EXPORTACION = 3;

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

const vista = (f: FilaExportacion): Exportacion => ({
  id: f.id,
  estado: f.estado,
  solicitadaEn: iso(f.creado_en) as string,
  listaEn: iso(f.lista_en),
  caducaEn: iso(f.caduca_en),
  tamano: f.tamano,
});

/** Who asks for their data: a student, or a company contact (`exportaciones_datos.tipo_usuario`, the caller's role). */
type Persona = 'alumno' | 'empresa';

const noDisponible = () => rechazo(PortalCodes.OFERTA_NO_ENCONTRADA, 'misDatos.copiaNoDisponible');

export interface MisDatosDeps {
  repo: MisDatosRepository;
  exportacion: ExportacionRepository;
  supresion: Pick<
    SupresionService,
    'suprimirAlumno' | 'suprimirContacto' | 'conservado' | 'bloqueados' | 'empresasSinOtroContacto'
  >;
  storage: Pick<FileStorage, 'storeGenerated' | 'read' | 'delete' | 'listByOwner'>;
  /** The student's CV as the PDF they download themselves. */
  cvPdf: (idAlumno: number, idioma: Idioma) => Promise<FileAnswer>;
  /** Who the person is, for the mails: their name and address (a contact may have none), or null when the account is gone. */
  persona: (tipo: Persona, id: number) => Promise<{ nombre: string; email: string | null; passwordHash: string | null } | null>;
  correo: Pick<CorreoService, 'encolar'>;
  audit: Pick<AuditService, 'record'>;
  sessions: Pick<SessionService, 'forgetUser'>;
  intentos: Pick<IntentosService, 'vigilar'>;
  withTransaction: WithTransaction;
  /** The brand's `canBorrarCuenta` flag. */
  puedeEliminar: boolean;
  /** Runs the copies' work after the request answers (the server's job loop catches any left behind). */
  enSegundoPlano: (trabajo: () => Promise<unknown>) => void;
}

/**
 * A person's data in their own hands (issue 28; RGPD arts. 15, 17, 20), for
 * students and company contacts: copies of everything held about them, made
 * in the background into a ZIP kept `DIAS_VALIDEZ_EXPORTACION` days and
 * announced by mail, and the erasure of their own account with their password
 * (SupresionService, decision 046).
 */
export class MisDatosService {
  constructor(private readonly deps: MisDatosDeps) {}

  async misDatos(caller: Caller): Promise<MisDatos> {
    requireAccess(caller, 'alumno');
    const [filas, conservado] = await Promise.all([
      this.deps.repo.deUsuario('alumno', caller.id),
      this.deps.supresion.conservado(caller.id),
    ]);
    return {
      exportaciones: filas.map(vista),
      puedeEliminar: this.deps.puedeEliminar,
      practicasConservadas: conservado.practicas,
    };
  }

  async misDatosContacto(caller: Caller): Promise<MisDatosContacto> {
    requireAccess(caller, 'empresa');
    const [filas, sinOtro] = await Promise.all([
      this.deps.repo.deUsuario('empresa', caller.id),
      this.deps.supresion.empresasSinOtroContacto(caller.id),
    ]);
    return { exportaciones: filas.map(vista), puedeEliminar: this.deps.puedeEliminar, empresasSinOtroContacto: sinOtro };
  }

  /** A copy for the caller, a student or a contact (each endpoint's role guards it). */
  async solicitarExportacion(caller: Caller, idioma: Idioma): Promise<Exportacion> {
    const tipo = this.persona(caller);
    const fila = await this.deps.withTransaction(async () => {
      const pedida = await this.deps.repo.pedir(tipo, caller.id, idioma, MAX_EXPORTACIONES_DIA);
      if (!pedida) throw rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'misDatos.demasiadasCopias', { max: MAX_EXPORTACIONES_DIA });
      await this.deps.audit.record(caller, {
        accion: 'datos.exportacion',
        entidad: tipo === 'alumno' ? 'alumnos' : 'contactos',
        entidadId: caller.id,
      });
      return pedida;
    });
    this.deps.enSegundoPlano(() => this.prepararPendientes());
    return vista(fila);
  }

  async descargar(caller: Caller, id: number): Promise<FileAnswer> {
    const fila = await this.deps.repo.una(this.persona(caller), caller.id, id);
    if (fila?.estado !== 'lista' || !fila.id_archivo || new Date(fila.caduca_en as string) < new Date()) {
      throw noDisponible();
    }
    const leido = await this.deps.storage.read(fila.id_archivo);
    if (!leido) throw noDisponible();
    await this.deps.audit.record(caller, { accion: 'datos.descarga', entidad: 'exportaciones', entidadId: id });
    return { nombre: leido.file.name, contentType: 'application/zip', contenido: leido.content };
  }

  /**
   * The job: makes every pending copy, oldest first, one claim at a time. A copy that fails is tried again
   * after its claim lapses, and given up after `MAX_INTENTOS_EXPORTACION`. Answers how many it finished.
   */
  async prepararPendientes(): Promise<number> {
    let hechas = 0;
    for (;;) {
      const fila = await this.deps.repo.reclamar();
      if (!fila) return hechas;
      try {
        if (await this.preparar(fila)) hechas += 1;
      } catch (error) {
        await this.deps.repo.fallo(fila.id, MAX_INTENTOS_EXPORTACION);
        throw error;
      }
    }
  }

  /** The job: ready copies past their date lose their file. Answers how many. */
  async caducar(): Promise<number> {
    const viejas = await this.deps.repo.caducar();
    for (const v of viejas) if (v.id_archivo) await this.deps.storage.delete(v.id_archivo);
    return viejas.length;
  }

  /** The caller as a person with data: a student, or a contact acting for a company. */
  private persona(caller: Caller): Persona {
    requireAccess(caller, caller.tipo === 'empresa' ? 'empresa' : 'alumno');
    return caller.tipo === 'empresa' ? 'empresa' : 'alumno';
  }

  private async preparar(fila: FilaExportacion): Promise<boolean> {
    const { exportacion, storage, repo, correo, withTransaction } = this.deps;
    const { tipo_usuario: tipo, id_usuario: id } = fila;
    const persona = await this.deps.persona(tipo, id);
    if (!persona) {
      await repo.fallo(fila.id, 0);
      return false;
    }
    // A contact's uploads are their company's: their copy holds their data only.
    const [datos, archivos] = await Promise.all(
      tipo === 'alumno'
        ? [exportacion.deAlumno(id, fila.idioma), this.archivos(id, fila.idioma)]
        : [exportacion.deContacto(id, fila.idioma), []],
    );
    const leeme = render(
      tipo === 'alumno' ? 'misDatos.leeme' : 'misDatos.leemeContacto',
      { dias: String(DIAS_VALIDEZ_EXPORTACION) },
      fila.idioma,
    );
    const zip = zipDeDatos(leeme, datos, archivos);
    return withTransaction(async () => {
      const guardado = await storage.storeGenerated({
        owner: { kind: tipo === 'alumno' ? 'alumno' : 'contacto', id },
        use: 'exportacion-datos',
        name: `mis-datos-${new Date().toISOString().slice(0, 10)}.zip`,
        contentType: 'application/zip',
        content: zip,
      });
      const lista = await repo.terminar(fila.id, guardado.id, zip.byteLength, DIAS_VALIDEZ_EXPORTACION);
      if (!lista) {
        // Another worker finished it meanwhile (this one's claim had lapsed): its copy stands.
        await storage.delete(guardado.id);
        return false;
      }
      // A contact without an address finds it on the page.
      if (persona.email) {
        await correo.encolar(null, {
          para: persona.email,
          idioma: fila.idioma,
          plantilla: 'exportacionLista',
          datos: { nombre: persona.nombre, caduca: iso(lista.caduca_en) as string, contacto: tipo === 'empresa' },
        });
      }
      return true;
    });
  }

  /** Their uploads (photo, CV documents, attachments, documents for offers) and the CV as the portal makes it. */
  private async archivos(idAlumno: number, idioma: Idioma): Promise<ArchivoExportado[]> {
    const { storage } = this.deps;
    const propios = (await storage.listByOwner({ kind: 'alumno', id: idAlumno })).filter((f) => f.use !== 'exportacion-datos');
    const leidos = await Promise.all(
      propios.map(async (f, i) => {
        const leido = await storage.read(f.id);
        return leido ? { ruta: `${f.use}/${i + 1}-${nombreSeguro(f.name)}`, contenido: leido.content } : null;
      }),
    );
    const cv = await this.deps.cvPdf(idAlumno, idioma);
    return [
      ...leidos.filter((a): a is ArchivoExportado => a !== null),
      { ruta: nombreSeguro(cv.nombre), contenido: cv.contenido },
    ];
  }

  /**
   * "Eliminar mi cuenta": with the brand's leave, the word typed (checked by the contract) and the student's own password (tries limited
   * like the current-password check), the account is erased at once. What the law keeps is blocked; the mail
   * says so; every session of the account ends.
   */
  async eliminarCuenta(caller: Caller, input: EliminarCuentaInput, direccion: string, idioma: Idioma) {
    requireAccess(caller, 'alumno');
    const alumno = await this.titularConfirmado(caller, 'alumno', input.password, direccion);
    const hecho = await this.deps.withTransaction(async () => {
      // Queued while the address is still there; once sent, the outbox forgets it (PLANTILLAS_SIN_DESTINATARIO).
      const { borrado, conservado, bloqueado } = await this.deps.supresion.suprimirAlumno(caller.id);
      await this.deps.correo.encolar(null, {
        para: alumno.email as string,
        idioma,
        plantilla: 'cuentaEliminada',
        datos: { nombre: alumno.nombre, conservaPracticas: bloqueado },
      });
      await this.deps.audit.record(caller, {
        accion: 'cuenta.eliminada',
        entidad: 'alumnos',
        entidadId: caller.id,
        detalle: { borrado, conservado, bloqueado },
      });
      return { practicasConservadas: conservado.practicas };
    });
    await this.deps.sessions.forgetUser('alumno', caller.id);
    return hecho;
  }

  /**
   * A company contact's "Eliminar mi cuenta", with the same checks as a student's; refused (48) while a company
   * of theirs would be left with no other active contact. Their offers, agreements and documents stay with the
   * company, under the anonymised account.
   */
  async eliminarCuentaContacto(caller: Caller, input: EliminarCuentaInput, direccion: string, idioma: Idioma) {
    requireAccess(caller, 'empresa');
    const contacto = await this.titularConfirmado(caller, 'empresa', input.password, direccion);
    const hecho = await this.deps.withTransaction(async () => {
      const r = await this.deps.supresion.suprimirContacto(caller.id);
      if (!r.borrado) {
        throw rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'misDatos.ultimoContacto', { empresas: r.sinOtroContacto.join(', ') });
      }
      if (contacto.email) {
        await this.deps.correo.encolar(null, {
          para: contacto.email,
          idioma,
          plantilla: 'cuentaEliminada',
          datos: { nombre: contacto.nombre, conservaPracticas: false, contacto: true },
        });
      }
      await this.deps.audit.record(caller, {
        accion: 'cuenta.eliminada',
        entidad: 'contactos',
        entidadId: caller.id,
        detalle: { borrado: r.borrado },
      });
      return { empresas: r.borrado.empresas };
    });
    await this.deps.sessions.forgetUser('empresa', caller.id);
    return hecho;
  }

  /**
   * Before an erasure: only the account holder themselves (not in god mode), where the brand allows it, with their
   * own password (tries limited like the current-password check; 3 when wrong). Answers who they are.
   */
  private async titularConfirmado(caller: Caller, tipo: Persona, password: string, direccion: string) {
    if (caller.actor) throw rechazo(PortalCodes.SIN_PERMISOS, 'misDatos.noEnModoDios');
    if (!this.deps.puedeEliminar) throw rechazo(PortalCodes.ACCION_NO_PERMITIDA);
    const persona = await this.deps.persona(tipo, caller.id);
    const correcta = await this.deps.intentos.vigilar(
      { accion: 'password-actual', cuenta: { tipo, id: caller.id }, direccion },
      () => verifyPassword(persona?.passwordHash ?? null, password),
    );
    if (!persona || !correcta) throw rechazo(PortalCodes.CREDENCIALES, 'login.passwordActual');
    return persona;
  }

  /** Staff: the blocked data of an erased student, for what the law requires; every reading is audited. */
  async datosBloqueados(caller: Caller, idAlumno: number): Promise<DatosBloqueados> {
    requireAccess(caller, 'practicas:cambiar');
    const fila = await this.deps.supresion.bloqueados(idAlumno);
    if (!fila) throw rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'misDatos.sinBloqueados');
    await this.deps.audit.record(caller, { accion: 'datos.bloqueados.lectura', entidad: 'alumnos', entidadId: idAlumno });
    const d = fila.datos;
    return {
      idAlumno,
      bloqueadoEn: iso(fila.bloqueado_en) as string,
      baseLegal: fila.base_legal,
      dni: d.dni,
      nombre: d.nombre,
      apellidos: d.apellidos,
      email: d.email,
      telefono: d.telefono,
      iban: d.iban,
      nss: d.nss,
    };
  }
}
