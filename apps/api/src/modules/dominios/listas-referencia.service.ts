import type { FileStreamAnswer } from '@puente/contract/endpoint';
import { PortalCodes } from '@puente/contract/errors/codes';
import type {
  EditarElementoListaDatos,
  ElementoLista,
  ElementoListaDatos,
  FiltroListaReferencia,
  ListaReferencia,
} from '@puente/contract/listas-referencia';
import { LISTAS_BILINGUES } from '@puente/contract/listas-referencia';
import type { Pagina } from '@puente/contract/paginas';
import { requireAccess } from '../../lib/access';
import type { Caller } from '../../lib/caller';
import { campoErroneo } from '../../lib/campos-erroneos';
import { csvPorPartes } from '../../lib/csv';
import { hoyMadrid } from '../../lib/fecha';
import { cortarPagina, leerCursor } from '../../lib/pagina';
import { rechazo } from '../../lib/portal-error';
import type { WithTransaction } from '../../lib/transaction';
import type { AuditService } from '../audit/audit.service';
import type { DatosElemento, FilaElemento, ListasReferenciaRepository } from './listas-referencia.repository';

export interface ListasReferenciaDeps {
  repo: ListasReferenciaRepository;
  audit: Pick<AuditService, 'record'>;
  withTransaction: WithTransaction;
  /** Tells every copy of the API (this one included) that the lists changed: their caches clear. */
  cambiadas: () => Promise<void>;
  ahora: () => Date;
}

type Entrada = FiltroListaReferencia & { lista: ListaReferencia; cursor?: string | undefined; tamano: number };

const noExiste = () => rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'listaReferencia.noExiste');
const repetido = () => rechazo(PortalCodes.DATOS_YA_EXISTEN, 'listaReferencia.repetido');

const vista = (f: FilaElemento): ElementoLista => ({
  id: Number(f.id),
  es: f.es,
  en: f.en,
  retirado: f.retirado,
  editadoEn: f.editado_en === null ? null : new Date(f.editado_en).toISOString(),
  idNivel: f.id_nivel,
  idArea: f.id_area,
  idEstado: f.id_estado,
  idProvincia: f.id_provincia,
  localidad: f.localidad,
});

/** Only the fields of the item's own list are kept. */
const datos = (lista: ListaReferencia, d: ElementoListaDatos): DatosElemento => ({
  es: d.es,
  en: LISTAS_BILINGUES.includes(lista) ? (d.en ?? null) : null,
  idNivel: lista === 'titulaciones' ? (d.idNivel ?? null) : null,
  idArea: lista === 'titulaciones' ? (d.idArea ?? null) : null,
  idEstado: lista === 'motivosCambioEstado' ? (d.idEstado ?? null) : null,
  idProvincia: lista === 'centrosEducativos' ? (d.idProvincia ?? null) : null,
  localidad: lista === 'centrosEducativos' ? (d.localidad ?? null) : null,
});

const CABECERA = ['Id', 'Nombre', 'Nombre en inglés', 'Nivel', 'Área', 'Estado del motivo', 'Provincia', 'Localidad', 'Retirado'];

/**
 * The reference lists as staff keep them (issue 27, permission "contenidos"): add, rename, retire and restore,
 * never delete, so what holds an item keeps it. Every change is audited and, once committed, announced to every
 * copy of the API, whose cached lists clear at once (DominiosService, db/avisos.ts).
 */
export class ListasReferenciaService {
  constructor(private readonly deps: ListasReferenciaDeps) {}

  async lista(caller: Caller, input: Entrada): Promise<Pagina<ElementoLista>> {
    requireAccess(caller, 'contenidos:leer');
    const { cursor, tamano, lista, ...filtro } = input;
    const desde = leerCursor(cursor, 'texto');
    const clave = desde ? ([String(desde.clave[0]), desde.clave[1]] as [string, number]) : null;
    const [filas, total] = await Promise.all([
      this.deps.repo.pagina(lista, filtro, clave, tamano + 1),
      desde ? desde.total : this.deps.repo.total(lista, filtro),
    ]);
    const { items, ...resto } = cortarPagina(filas, tamano, (f) => [f.orden, Number(f.id)], total);
    return { items: items.map(vista), ...resto };
  }

  async csv(caller: Caller, input: FiltroListaReferencia & { lista: ListaReferencia }): Promise<FileStreamAnswer> {
    requireAccess(caller, 'contenidos:leer');
    const { lista, ...filtro } = input;
    const filas = await this.deps.repo.todas(lista, filtro);
    async function* partes() {
      yield filas.map((f) => [
        Number(f.id),
        f.es,
        f.en,
        f.id_nivel,
        f.id_area,
        f.id_estado,
        f.id_provincia,
        f.localidad,
        f.retirado ? 'sí' : 'no',
      ]);
    }
    return {
      nombre: `lista-${lista}-${hoyMadrid(this.deps.ahora())}.csv`,
      contentType: 'text/csv; charset=utf-8',
      contenido: csvPorPartes(CABECERA, partes()),
    };
  }

  /** A degree's level and area, and a school's province, must exist (15 on the field). */
  private async referencias(d: DatosElemento) {
    const { repo } = this.deps;
    if (d.idNivel !== null && !(await repo.existeItem('niveles_titulacion', d.idNivel)))
      throw campoErroneo('idNivel', 'El nivel no existe');
    if (d.idArea !== null && !(await repo.existeItem('areas_titulacion', d.idArea)))
      throw campoErroneo('idArea', 'El área no existe');
    if (d.idProvincia !== null && !(await repo.existeProvincia(d.idProvincia)))
      throw campoErroneo('idProvincia', 'La provincia no existe');
  }

  async crear(caller: Caller, entrada: ElementoListaDatos): Promise<ElementoLista> {
    requireAccess(caller, 'contenidos:cambiar');
    const { repo, audit, withTransaction, ahora } = this.deps;
    const { lista } = entrada;
    const d = datos(lista, entrada);
    const elemento = await withTransaction(async () => {
      await repo.bloquear();
      await this.referencias(d);
      if (await repo.repetido(lista, d.es, d.idProvincia, null)) throw repetido();
      const id = await repo.crear(lista, d, ahora());
      await audit.record(caller, { accion: 'listaReferencia.crear', entidad: lista, entidadId: id, detalle: { es: d.es } });
      return this.leido(lista, id);
    });
    await this.deps.cambiadas();
    return elemento;
  }

  async editar(caller: Caller, entrada: EditarElementoListaDatos): Promise<ElementoLista> {
    requireAccess(caller, 'contenidos:cambiar');
    const { repo, audit, withTransaction, ahora } = this.deps;
    const { lista, id } = entrada;
    const d = datos(lista, entrada);
    const elemento = await withTransaction(async () => {
      await repo.bloquear();
      const antes = await repo.leer(lista, id);
      if (!antes) throw noExiste();
      await this.referencias(d);
      if (!antes.retirado && (await repo.repetido(lista, d.es, d.idProvincia, id))) throw repetido();
      await repo.editar(lista, id, d, ahora());
      await audit.record(caller, {
        accion: 'listaReferencia.editar',
        entidad: lista,
        entidadId: id,
        detalle: { antes: antes.es, ahora: d.es },
      });
      return this.leido(lista, id);
    });
    await this.deps.cambiadas();
    return elemento;
  }

  async retirada(caller: Caller, lista: ListaReferencia, id: number, retirado: boolean): Promise<ElementoLista> {
    requireAccess(caller, 'contenidos:cambiar');
    const { repo, audit, withTransaction, ahora } = this.deps;
    const elemento = await withTransaction(async () => {
      await repo.bloquear();
      const antes = await repo.leer(lista, id);
      if (!antes) throw noExiste();
      // Restored, it must not sit beside an active namesake added meanwhile.
      if (!retirado && antes.retirado && (await repo.repetido(lista, antes.es, antes.id_provincia, id))) throw repetido();
      await repo.retirada(lista, id, retirado, ahora());
      await audit.record(caller, {
        accion: retirado ? 'listaReferencia.retirar' : 'listaReferencia.recuperar',
        entidad: lista,
        entidadId: id,
      });
      return this.leido(lista, id);
    });
    await this.deps.cambiadas();
    return elemento;
  }

  private async leido(lista: ListaReferencia, id: number): Promise<ElementoLista> {
    const fila = await this.deps.repo.leer(lista, id);
    if (!fila) throw noExiste();
    return vista(fila);
  }
}
