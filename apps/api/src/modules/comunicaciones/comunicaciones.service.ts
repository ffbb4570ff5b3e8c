import type {
  ComunicacionDatos,
  ComunicacionGestion,
  DestinatarioComunicacion,
  EditarComunicacionDatos,
  EstadoComunicacion,
  FiltroComunicaciones,
} from '@puente/contract/comunicaciones';
import type { Comunicacion } from '@puente/contract/endpoints/comunicaciones';
import { PortalCodes } from '@puente/contract/errors/codes';
import type { Pagina } from '@puente/contract/paginas';
import { requireAccess } from '../../lib/access';
import type { Caller } from '../../lib/caller';
import { formatFecha, hoyMadrid } from '../../lib/fecha';
import { cortarPagina, leerCursor } from '../../lib/pagina';
import { rechazo } from '../../lib/portal-error';
import type { WithTransaction } from '../../lib/transaction';
import type { AuditService } from '../audit/audit.service';
import type { ComunicacionesRepository, DatosComunicacion, FilaComunicacion } from './comunicaciones.repository';

export interface ComunicacionesDeps {
  repo: ComunicacionesRepository;
  audit: Pick<AuditService, 'record'>;
  withTransaction: WithTransaction;
  ahora: () => Date;
}

type Entrada = FiltroComunicaciones & { cursor?: string | undefined; tamano: number };

const noExiste = () => rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'comunicacion.noExiste');

/** Where a communication is on `hoy` (the repository's filter says the same in SQL). */
export function estadoComunicacion(
  f: Pick<FilaComunicacion, 'publicada' | 'fechaDesde' | 'fechaHasta'>,
  hoy: string,
): EstadoComunicacion {
  if (!f.publicada) return 'retirada';
  if (f.fechaDesde > hoy) return 'programada';
  if (f.fechaHasta !== null && f.fechaHasta < hoy) return 'caducada';
  return 'vigente';
}

const datos = (d: ComunicacionDatos): DatosComunicacion => ({
  para: d.para,
  fechaDesde: d.fechaDesde,
  fechaHasta: d.fechaHasta ?? null,
  descripcion: d.descripcion,
  enlace: d.enlace ?? null,
  publicada: d.publicada,
});

/**
 * The university's dated notices (spec §2, §3 Communication): the homes read
 * the published ones in force, not paged (spec §9); staff with the
 * "contenidos" permission write, edit, withdraw and list them (issue 27).
 */
export class ComunicacionesService {
  constructor(private readonly deps: ComunicacionesDeps) {}

  private hoy() {
    return hoyMadrid(this.deps.ahora());
  }

  /** The notices for the caller's side of the portal (students or companies). */
  async vigentes(caller: Caller): Promise<Comunicacion[]> {
    const para = caller.tipo === 'empresa' ? 'empresa' : 'alumno';
    const rows = await this.deps.repo.vigentes(para, this.hoy());
    return rows.map((r) => ({ fechaDesde: formatFecha(r.fechaDesde) ?? '', descripcion: r.descripcion, enlace: r.enlace }));
  }

  private vista(f: FilaComunicacion): ComunicacionGestion {
    return {
      idComunicacion: f.id,
      para: f.para as DestinatarioComunicacion,
      fechaDesde: f.fechaDesde,
      fechaHasta: f.fechaHasta,
      descripcion: f.descripcion,
      enlace: f.enlace,
      publicada: f.publicada,
      estado: estadoComunicacion(f, this.hoy()),
    };
  }

  async lista(caller: Caller, input: Entrada): Promise<Pagina<ComunicacionGestion>> {
    requireAccess(caller, 'contenidos:leer');
    const { cursor, tamano, ...filtro } = input;
    const hoy = this.hoy();
    const desde = leerCursor(cursor, 'fecha');
    const clave = desde ? ([String(desde.clave[0]), desde.clave[1]] as [string, number]) : null;
    const [filas, total] = await Promise.all([
      this.deps.repo.pagina(filtro, hoy, clave, tamano + 1),
      desde ? desde.total : this.deps.repo.total(filtro, hoy),
    ]);
    const { items, ...resto } = cortarPagina(filas, tamano, (f) => [f.fechaDesde, f.id], total);
    return { items: items.map((f) => this.vista(f)), ...resto };
  }

  async crear(caller: Caller, d: ComunicacionDatos): Promise<ComunicacionGestion> {
    requireAccess(caller, 'contenidos:cambiar');
    const { repo, audit, withTransaction } = this.deps;
    return withTransaction(async () => {
      const id = await repo.crear(datos(d));
      await audit.record(caller, {
        accion: 'comunicacion.crear',
        entidad: 'comunicaciones',
        entidadId: id,
        detalle: { para: d.para },
      });
      return this.leida(id);
    });
  }

  async editar(caller: Caller, d: EditarComunicacionDatos): Promise<ComunicacionGestion> {
    requireAccess(caller, 'contenidos:cambiar');
    return this.cambiar(caller, d.id, datos(d), 'comunicacion.editar');
  }

  async publicacion(caller: Caller, id: number, publicada: boolean): Promise<ComunicacionGestion> {
    requireAccess(caller, 'contenidos:cambiar');
    return this.cambiar(caller, id, { publicada }, publicada ? 'comunicacion.publicar' : 'comunicacion.retirar');
  }

  private async cambiar(caller: Caller, id: number, d: Partial<DatosComunicacion>, accion: string) {
    const { repo, audit, withTransaction, ahora } = this.deps;
    return withTransaction(async () => {
      if (!(await repo.cambiar(id, d, ahora()))) throw noExiste();
      await audit.record(caller, { accion, entidad: 'comunicaciones', entidadId: id });
      return this.leida(id);
    });
  }

  private async leida(id: number): Promise<ComunicacionGestion> {
    const fila = await this.deps.repo.leer(id);
    if (!fila) throw noExiste();
    return this.vista(fila);
  }
}
