import { PortalCodes } from '@puente/contract/errors/codes';
import { etiquetasEstadoPractica } from '@puente/contract/practicas-empresa';
import { etiquetaEstadoOferta } from '@puente/contract/procesos';
import type {
  EstadoAdhesion,
  FiltroProgramasGestion,
  OfertasYPracticasPrograma,
  ProgramaDatos,
  ProgramaGestion,
} from '@puente/contract/programas';
import { requireAccess } from '../../lib/access';
import type { Caller } from '../../lib/caller';
import { formatFecha, hoyMadrid } from '../../lib/fecha';
import { cortarPagina, leerCursor } from '../../lib/pagina';
import { rechazo, texto } from '../../lib/portal-error';
import { estadoEfectivo } from '../../lib/practica';
import type { WithTransaction } from '../../lib/transaction';
import type { AuditService } from '../audit/audit.service';
import type { NotificacionesService } from '../notificaciones/notificaciones.service';
import type { FilaPrograma, NuevoPrograma, ProgramasRepository } from './programas.repository';
import { noEncontrado, vistaPublica } from './programas-comun';

export interface ProgramasGestionDeps {
  repo: ProgramasRepository;
  audit: Pick<AuditService, 'record'>;
  notificaciones: Pick<NotificacionesService, 'notificar'>;
  withTransaction: WithTransaction;
}

const PANTALLA = (id: number) => `/programa-practicas/${id}`;

function vistaGestion(p: FilaPrograma, pendientes: number): ProgramaGestion {
  return {
    ...vistaPublica(p),
    activo: p.activo,
    adhesionConValidacion: p.adhesionConValidacion,
    soloEstudiantesUniversitarios: p.soloEstudiantesUniversitarios,
    soloAlumnosUniversidad: p.soloAlumnosUniversidad,
    soloTituladosUniversitarios: p.soloTituladosUniversitarios,
    fechaTitulacionMinima: formatFecha(p.fechaTitulacionMinima),
    exclusivo: p.exclusivo,
    pendientes,
  };
}

/** The stored row of a staff form: blanks as nulls. */
function fila(d: ProgramaDatos): NuevoPrograma {
  return {
    titulo: d.titulo,
    urlAcceso: d.urlAcceso,
    descripcion: d.descripcion ?? null,
    urlImagen: d.urlImagen || null,
    financiacion: d.financiacion || null,
    tiposEstudios: [...new Set(d.tiposEstudios)].sort(),
    fechaInicio: d.fechaInicio ?? null,
    fechaFin: d.fechaFin ?? null,
    meses: d.meses ?? null,
    meses2: d.meses2 ?? null,
    operadorMeses: d.operadorMeses ?? null,
    requiereAdhesion: d.requiereAdhesion,
    adhesionConValidacion: d.adhesionConValidacion,
    plazo: d.plazo ?? null,
    soloEstudiantesUniversitarios: d.soloEstudiantesUniversitarios,
    soloAlumnosUniversidad: d.soloAlumnosUniversidad,
    soloTituladosUniversitarios: d.soloTituladosUniversitarios,
    fechaTitulacionMinima: d.fechaTitulacionMinima ?? null,
    exclusivo: d.exclusivo,
    europeo: d.europeo,
  };
}

/**
 * Internship programmes on the staff's side: every programme with its
 * conditions' settings, creating, editing and deactivating one, and the
 * adhesions of students and companies, which staff accept or reject (the
 * adherent is notified). Shares the repository with ProgramasService, which
 * serves the portal and InscripcionService.
 */
export class ProgramasGestionService {
  constructor(private readonly deps: ProgramasGestionDeps) {}

  /** Every programme, the newest first, in keyset pages (decision 037's contract). */
  async lista(caller: Caller, input: FiltroProgramasGestion & { cursor?: string | undefined; tamano: number }) {
    requireAccess(caller, 'practicas:leer');
    const { cursor, tamano, ...filtro } = input;
    const desde = leerCursor(cursor, 'numero');
    const [filas, total] = await Promise.all([
      this.deps.repo.paginaGestion(filtro, desde ? desde.clave[1] : null, tamano + 1),
      desde ? desde.total : this.deps.repo.totalGestion(filtro),
    ]);
    const { items, ...resto } = cortarPagina(filas, tamano, (p) => [p.id, p.id], total);
    const pendientes = await this.deps.repo.pendientes(items.map((p) => p.id));
    return { items: items.map((p) => vistaGestion(p, pendientes.get(p.id) ?? 0)), ...resto };
  }

  private async vista(p: FilaPrograma): Promise<ProgramaGestion> {
    return vistaGestion(p, (await this.deps.repo.pendientes([p.id])).get(p.id) ?? 0);
  }

  /** One programme as the staff's list shows it, for its page and its form (63 when it does not exist). */
  async uno(caller: Caller, id: number): Promise<ProgramaGestion> {
    requireAccess(caller, 'practicas:leer');
    const p = await this.deps.repo.programa(id, false);
    if (!p) throw noEncontrado();
    return this.vista(p);
  }

  /** What the programme has produced: its offers with their candidacies, and its internships. */
  async ofertasYPracticas(caller: Caller, id: number): Promise<OfertasYPracticasPrograma> {
    requireAccess(caller, 'practicas:leer');
    if (!(await this.deps.repo.programa(id, false))) throw noEncontrado();
    const hoy = hoyMadrid(new Date());
    const [ofertas, practicas] = await Promise.all([this.deps.repo.ofertasDe(id), this.deps.repo.practicasDe(id)]);
    return {
      ofertas: ofertas.map((o) => ({ ...o, etiquetaEstado: etiquetaEstadoOferta(o.idEstado) })),
      practicas: practicas.map((p) => {
        const estado = estadoEfectivo(p, hoy);
        return {
          idPractica: p.id,
          alumno: p.alumno,
          empresa: p.empresa,
          estado,
          etiquetaEstado: etiquetasEstadoPractica[estado],
          fechaInicio: formatFecha(p.fechaInicio) ?? '',
          fechaFin: formatFecha(p.fechaFin) ?? '',
        };
      }),
    };
  }

  async activar(caller: Caller, id: number) {
    requireAccess(caller, 'practicas:cambiar');
    const { repo, audit, withTransaction } = this.deps;
    return withTransaction(async () => {
      const p = await repo.editar(id, { activo: true });
      if (!p) throw noEncontrado();
      await audit.record(caller, { accion: 'programa.activar', entidad: 'programa', entidadId: id });
      return this.vista(p);
    });
  }

  async crear(caller: Caller, d: ProgramaDatos) {
    requireAccess(caller, 'practicas:cambiar');
    const { repo, audit, withTransaction } = this.deps;
    return withTransaction(async () => {
      if ((await repo.porUrl(d.urlAcceso)) !== null) throw urlRepetida();
      const p = await repo.crear(fila(d));
      await audit.record(caller, { accion: 'programa.crear', entidad: 'programa', entidadId: p.id });
      return this.vista(p);
    });
  }

  async editar(caller: Caller, id: number, d: ProgramaDatos) {
    requireAccess(caller, 'practicas:cambiar');
    const { repo, audit, withTransaction } = this.deps;
    return withTransaction(async () => {
      const otro = await repo.porUrl(d.urlAcceso);
      if (otro !== null && otro !== id) throw urlRepetida();
      const p = await repo.editar(id, fila(d));
      if (!p) throw noEncontrado();
      await audit.record(caller, { accion: 'programa.editar', entidad: 'programa', entidadId: id });
      return this.vista(p);
    });
  }

  async desactivar(caller: Caller, id: number) {
    requireAccess(caller, 'practicas:cambiar');
    const { repo, audit, withTransaction } = this.deps;
    return withTransaction(async () => {
      const p = await repo.editar(id, { activo: false });
      if (!p) throw noEncontrado();
      await audit.record(caller, { accion: 'programa.desactivar', entidad: 'programa', entidadId: id });
      return this.vista(p);
    });
  }

  async adhesiones(caller: Caller, id: number) {
    requireAccess(caller, 'practicas:leer');
    if (!(await this.deps.repo.programa(id, false))) throw noEncontrado();
    const { deAlumnos, deEmpresas } = await this.deps.repo.adhesiones(id);
    const vista = (tipo: 'alumno' | 'empresa') => (a: { id: number; nombre: string; estado: string; creadoEn: Date }) => ({
      tipo,
      id: a.id,
      nombre: a.nombre,
      estado: a.estado as EstadoAdhesion,
      fecha: formatFecha(a.creadoEn) ?? '',
    });
    return [...deAlumnos.map(vista('alumno')), ...deEmpresas.map(vista('empresa'))];
  }

  /** Accepts or rejects a pending adhesion (48 when none is pending) and tells the student or the company. */
  async resolver(caller: Caller, r: { id: number; tipo: 'alumno' | 'empresa'; idAdherente: number; aceptar: boolean }) {
    requireAccess(caller, 'practicas:cambiar');
    const idGestor = caller.id;
    const { repo, audit, notificaciones, withTransaction } = this.deps;
    const p = await repo.programa(r.id, false);
    if (!p) throw noEncontrado();
    const estado = r.aceptar ? 'adherida' : 'rechazada';
    await withTransaction(async () => {
      const hecho =
        r.tipo === 'alumno'
          ? await repo.resolverAlumno(p.id, r.idAdherente, estado, idGestor)
          : await repo.resolverEmpresa(p.id, r.idAdherente, estado);
      if (!hecho) throw rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'programa.sinAdhesionPendiente');
      await notificaciones.notificar({
        destinoTipo: r.tipo,
        destinoId: r.idAdherente,
        clave: r.aceptar ? 'programa.adhesionAceptada' : 'programa.adhesionRechazada',
        parametros: { programa: p.titulo },
        urlAcceso: PANTALLA(p.id),
      });
      await audit.record(caller, {
        accion: `programa.adhesion.${estado}`,
        entidad: 'programa',
        entidadId: p.id,
        detalle: { tipo: r.tipo, id: r.idAdherente },
      });
    });
    return { idPrograma: p.id, estado } as const;
  }
}

const urlRepetida = () => rechazo(PortalCodes.DATOS_YA_EXISTEN, 'urlAcceso.enUso', { que: texto('urlAcceso.programa') });
