import type { ActividadFila } from '@puente/contract/actividad';
import { estadoEfectivoConvenio } from '@puente/contract/convenios';
import {
  DECISIONES_EMPRESA,
  type DecisionEmpresa,
  type DecisionEmpresaFila,
  type EmpresaGestion,
  type EmpresaGestionFila,
  type EstadoEmpresa,
  type FiltroEmpresasGestion,
  type OrdenEmpresasGestion,
  ULTIMA_ACTIVIDAD,
  ULTIMAS_OFERTAS,
  ULTIMAS_PRACTICAS,
} from '@puente/contract/empresas-gestion';
import type { FileAnswer } from '@puente/contract/endpoint';
import { empresasGestionEndpoints } from '@puente/contract/endpoints/empresas-gestion';
import { PortalCodes } from '@puente/contract/errors/codes';
import type { Pagina } from '@puente/contract/paginas';
import type { TipoPractica } from '@puente/contract/practicas-empresa';
import { etiquetaEstadoOferta } from '@puente/contract/procesos';
import { requireAccess } from '../../lib/access';
import type { Caller } from '../../lib/caller';
import { formatFecha, hoyMadrid } from '../../lib/fecha';
import { cortarPagina, leerCursor } from '../../lib/pagina';
import { rechazo } from '../../lib/portal-error';
import { enlace, estadoEfectivo, leerFichero } from '../../lib/practica';
import type { FileStorage } from '../../lib/storage/storage';
import type { WithTransaction } from '../../lib/transaction';
import type { AuditService } from '../audit/audit.service';
import type { SessionService } from '../auth/session.service';
import type { EmpresasGestionRepository, FilaAuditoriaEmpresa, FilaEmpresaGestion } from './empresas-gestion.repository';

/** The decisions kept in the company's history, by their audit action. */
const ACCIONES_DECISION = DECISIONES_EMPRESA.map((d) => `empresa.${d}`);
const DECISIONES_MAX = 50;

const noExiste = () => rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'empresa.noExiste');

const fila = (e: FilaEmpresaGestion): EmpresaGestionFila => ({
  idEmpresa: e.id,
  cif: e.cif,
  nombre: e.nombre,
  nombreComercial: e.nombreComercial,
  estado: e.estado as EstadoEmpresa,
  idProvincia: e.idProvincia,
  provincia: e.provincia,
  localidad: e.localidad,
  idSector: e.idSector,
  sector: e.sector,
  fechaAlta: formatFecha(e.creadoEn) ?? '',
  ofertas: Number(e.ofertas),
  convenios: Number(e.convenios),
});

const actividad = (f: FilaAuditoriaEmpresa): ActividadFila => ({
  id: Number(f.id),
  fecha: f.creadoEn.toISOString(),
  actor: { tipo: f.actorTipo, id: f.actorId, nombre: f.actorNombre },
  como: f.comoTipo ? { tipo: f.comoTipo, id: f.comoId, nombre: f.comoNombre } : null,
  accion: f.accion,
  entidad: f.entidad,
  entidadId: f.entidadId,
  detalle: (f.detalle as Record<string, unknown> | null) ?? null,
});

const texto = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);

const decision = (f: FilaAuditoriaEmpresa): DecisionEmpresaFila => {
  const detalle = (f.detalle as Record<string, unknown> | null) ?? {};
  return {
    id: Number(f.id),
    decision: f.accion.slice('empresa.'.length) as DecisionEmpresa,
    fecha: f.creadoEn.toISOString(),
    quien: { tipo: f.actorTipo, id: f.actorId, nombre: f.actorNombre },
    motivo: texto(detalle.motivo),
    idMotivo: texto(detalle.idMotivo),
  };
};

/**
 * The staff's Empresas area (issue 25): every company, keyset-paged with one
 * filter; a company's page read in one go; and blocking a validated company
 * (its contacts' tokens stop at the next session check: SessionService only
 * lets a contact in for a validated company) or unblocking it, audited with
 * the reason. Validation and rejection stay in alta-empresa.
 */
export class EmpresasGestionService {
  constructor(
    private readonly deps: {
      repo: EmpresasGestionRepository;
      audit: Pick<AuditService, 'record'>;
      sessions: Pick<SessionService, 'forgetUser'>;
      storage: FileStorage;
      withTransaction: WithTransaction;
      ahora: () => Date;
    },
  ) {}

  async lista(
    caller: Caller,
    input: FiltroEmpresasGestion & { orden?: OrdenEmpresasGestion | undefined; cursor?: string | undefined; tamano: number },
  ): Promise<Pagina<EmpresaGestionFila>> {
    requireAccess(caller, 'empresas:leer');
    const { orden = 'recientes', cursor, tamano, ...filtro } = input;
    const porNombre = orden === 'nombre';
    const desde = leerCursor(cursor, porNombre ? 'texto' : 'fecha');
    // The first page counts; the next ones carry its total in the cursor instead of counting again.
    const [filas, total] = await Promise.all([
      this.deps.repo.pagina(filtro, orden, desde?.clave ?? null, tamano + 1),
      desde ? desde.total : this.deps.repo.total(filtro),
    ]);
    const { items, ...resto } = cortarPagina(filas, tamano, (e) => [porNombre ? e.claveNombre : e.claveCreado, e.id], total);
    return { items: items.map(fila), ...resto };
  }

  async ficha(caller: Caller, idEmpresa: number): Promise<EmpresaGestion> {
    requireAccess(caller, 'empresas:leer');
    const { repo } = this.deps;
    const encontrada = await repo.empresa(idEmpresa);
    if (!encontrada) throw noExiste();
    const hoy = hoyMadrid(this.deps.ahora());
    const [contactos, porEstado, ofertas, convenios, totalPracticas, practicas, documentos, decisiones, ultimas] =
      await Promise.all([
        repo.contactos(idEmpresa),
        repo.ofertasPorEstado(idEmpresa),
        repo.ultimasOfertas(idEmpresa, ULTIMAS_OFERTAS),
        repo.convenios(idEmpresa),
        repo.totalPracticas(idEmpresa),
        repo.ultimasPracticas(idEmpresa, ULTIMAS_PRACTICAS),
        repo.documentos(idEmpresa),
        repo.auditoria(idEmpresa, DECISIONES_MAX, ACCIONES_DECISION),
        repo.auditoria(idEmpresa, ULTIMA_ACTIVIDAD),
      ]);
    const e = encontrada.empresa;
    const estado = e.estado as EstadoEmpresa;
    const historial = decisiones.map(decision);
    return {
      empresa: {
        idEmpresa: e.id,
        cif: e.cif,
        nombre: e.nombre,
        nombreComercial: e.nombreComercial,
        estado,
        descripcion: e.descripcion,
        idSector: e.idSector,
        sector: encontrada.sector,
        idTipoEmpresa: e.idTipoEmpresa,
        tipoEmpresa: encontrada.tipoEmpresa,
        startup: e.startup,
        direccion: e.direccion,
        cp: e.cp,
        localidad: e.localidad,
        idProvincia: e.idProvincia,
        provincia: encontrada.provinciaLista ?? e.provincia,
        idPais: e.idPais,
        pais: encontrada.pais,
        telefono: e.telefono,
        web: e.web,
        fechaAlta: formatFecha(e.creadoEn) ?? '',
        fechaRevision: formatFecha(e.revisadaEn),
        motivoRechazo: estado === 'rechazada' ? e.motivoRechazo : null,
        motivoBloqueo: estado === 'bloqueada' ? (historial.find((d) => d.decision === 'bloqueo')?.motivo ?? null) : null,
      },
      contactos: contactos.map((c) => ({
        idContacto: c.id,
        nick: c.nick,
        nombre: c.nombre,
        apellidos: c.apellidos,
        cargo: c.cargo,
        email: c.email,
        telefono: c.telefono,
        estado: c.estado as 'activo' | 'bloqueado' | 'baja' | 'sin_acceso',
        conPassword: Boolean(c.conPassword),
        ultimaActividad: c.ultimaActividad,
      })),
      ofertas: {
        total: porEstado.reduce((n, p) => n + Number(p.total), 0),
        porEstado: porEstado.map((p) => ({
          idEstado: p.idEstado,
          Estado: etiquetaEstadoOferta(p.idEstado),
          total: Number(p.total),
        })),
        ultimas: ofertas.map((o) => ({
          idOferta: o.id,
          titulo: o.titulo,
          idPerfil: o.idPerfil,
          idEstado: o.idEstado,
          Estado: etiquetaEstadoOferta(o.idEstado),
          fechaCreacion: formatFecha(o.creadoEn) ?? '',
        })),
      },
      convenios: convenios.map((c) => ({
        idConvenio: c.id,
        estado: estadoEfectivoConvenio(c, hoy),
        fechaAlta: formatFecha(c.creadoEn) ?? '',
        fechaCaducidad: formatFecha(c.fechaCaducidad) ?? '',
        firmadoEn: formatFecha(c.firmadoEn),
        firmante: c.firmante,
      })),
      practicas: {
        total: totalPracticas,
        ultimas: practicas.map((p) => ({
          idPractica: p.id,
          alumno: p.alumno,
          tipo: p.tipo as TipoPractica,
          estado: estadoEfectivo(p, hoy),
          programa: p.programa,
          fechaInicio: formatFecha(p.fechaInicio) ?? '',
          fechaFin: formatFecha(p.fechaFin) ?? '',
        })),
      },
      documentos: documentos.map((d) => ({
        id: d.id,
        nombre: d.nombre,
        extension: d.extension,
        tamano: Number(d.tamano),
        fecha: formatFecha(d.creadoEn) ?? '',
        aportadoPor: d.contacto,
        enlace: enlace(empresasGestionEndpoints.descargaDocumentoEmpresaGestion.path, d.id),
      })),
      decisiones: historial,
      actividad: ultimas.map(actividad),
    };
  }

  async documento(caller: Caller, id: number): Promise<FileAnswer> {
    requireAccess(caller, 'empresas:leer');
    const noEsta = () => rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'documento.noExisteOBorrado');
    const d = await this.deps.repo.documento(id);
    if (!d) throw noEsta();
    return leerFichero(this.deps.storage, d.idArchivo, noEsta);
  }

  /**
   * Blocks a validated company. Its contacts' sessions end at their next call
   * (the session check lets a contact in only for a validated company); this
   * copy forgets their cached sessions at once, the others within their two
   * seconds. The contacts' sessions are closed for good, so an unblock does
   * not revive a token of before (a contact of two companies signs in again
   * for the other). Audited with the reason and the contacts it signed out.
   */
  bloquear(caller: Caller, idEmpresa: number, motivo: string) {
    return this.cambiar(caller, idEmpresa, 'bloqueo', motivo);
  }

  /** Unblocks a blocked company: validated again, its contacts may sign in with it. Audited. */
  desbloquear(caller: Caller, idEmpresa: number) {
    return this.cambiar(caller, idEmpresa, 'desbloqueo', null);
  }

  private async cambiar(caller: Caller, idEmpresa: number, que: 'bloqueo' | 'desbloqueo', motivo: string | null) {
    requireAccess(caller, 'empresas:cambiar');
    const [de, a]: [EstadoEmpresa, EstadoEmpresa] = que === 'bloqueo' ? ['validada', 'bloqueada'] : ['bloqueada', 'validada'];
    const contactos = await this.deps.withTransaction(async () => {
      const cambiada = await this.deps.repo.cambiarEstado(idEmpresa, de, a);
      if (!cambiada) {
        const estado = await this.deps.repo.estado(idEmpresa);
        if (estado === null) throw noExiste();
        throw rechazo(
          PortalCodes.ACCION_NO_PERMITIDA,
          que === 'bloqueo' ? 'empresa.soloValidadaSeBloquea' : 'empresa.noBloqueada',
        );
      }
      const ids = await this.deps.repo.idsContactos(idEmpresa);
      if (que === 'bloqueo') await this.deps.repo.cerrarSesiones(ids);
      await this.deps.audit.record(caller, {
        accion: `empresa.${que}`,
        entidad: 'empresa',
        entidadId: idEmpresa,
        detalle: que === 'bloqueo' ? { motivo, contactos: ids } : { contactos: ids },
      });
      return ids;
    });
    if (que === 'bloqueo') for (const id of contactos) await this.deps.sessions.forgetUser('empresa', id);
    return { idEmpresa, estado: a };
  }
}
