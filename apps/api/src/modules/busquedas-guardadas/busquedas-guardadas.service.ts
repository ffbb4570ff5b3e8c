import { randomBytes } from 'node:crypto';
import {
  type AlertaPublica,
  type BusquedaGuardada,
  type FiltrosBusqueda,
  type FrecuenciaAlerta,
  MAX_BUSQUEDAS_GUARDADAS,
  MAX_OFERTAS_ALERTA,
  MAX_OFERTAS_ALERTA_POR_EMPRESA,
} from '@puente/contract/endpoints/busquedas-guardadas';
import type { TipoOferta } from '@puente/contract/endpoints/ofertas';
import { PortalCodes } from '@puente/contract/errors/codes';
import type { Caller } from '../../lib/caller';
import { formatFecha } from '../../lib/fecha';
import type { Idioma } from '../../lib/mensajes/render';
import { rechazo } from '../../lib/portal-error';
import type { WithTransaction } from '../../lib/transaction';
import type { CorreoService } from '../correo/correo.service';
import type { OfertasService } from '../ofertas/ofertas.service';
import type { BusquedaReclamada, BusquedasGuardadasRepository, FilaBusqueda } from './busquedas-guardadas.repository';

/**
 * Loops of the daily and weekly runs (modules/tareas). Each reads two searches at once (OfertasService): with two
 * loops a run takes at most four of the pool's ten connections, and leaves the rest to the requests of 08:00.
 */
export const BUCLES_ALERTAS = 2;

/** Candidates read per search before the caps: enough that 10 remain after leaving out sent ones and busy companies. */
const CANDIDATAS = 50;

type NuevaOferta = Awaited<ReturnType<OfertasService['nuevasParaAlerta']>>[number][number];

/** At most `max` offers, at most `porEmpresa` of each company, in the order given (newest first). */
export function limitarOfertas<T extends { idEmpresa: number }>(ofertas: readonly T[], max: number, porEmpresa: number): T[] {
  const elegidas: T[] = [];
  const porCadaEmpresa = new Map<number, number>();
  for (const o of ofertas) {
    if (elegidas.length >= max) break;
    const n = porCadaEmpresa.get(o.idEmpresa) ?? 0;
    if (n >= porEmpresa) continue;
    porCadaEmpresa.set(o.idEmpresa, n + 1);
    elegidas.push(o);
  }
  return elegidas;
}

const vista = (f: FilaBusqueda): BusquedaGuardada => ({
  id: f.id,
  nombre: f.nombre,
  tipo: f.tipo,
  filtros: f.filtros,
  frecuencia: f.frecuencia,
  creadaEl: formatFecha(f.creado_en) ?? '',
  ultimaAlerta: formatFecha(f.ultima_alerta),
});

const publica = (f: {
  nombre: string;
  frecuencia: FrecuenciaAlerta;
  frecuencia_anterior: FrecuenciaAlerta | null;
}): AlertaPublica => ({
  nombre: f.nombre,
  frecuencia: f.frecuencia,
  frecuenciaAnterior: f.frecuencia_anterior,
});

const noEsSuya = () => rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'busqueda.noExiste');
const enlaceNoValido = () => rechazo(PortalCodes.OFERTA_NO_ENCONTRADA, 'alerta.enlaceNoValido');

export interface BusquedasGuardadasDeps {
  repo: BusquedasGuardadasRepository;
  ofertas: Pick<OfertasService, 'nuevasParaAlerta'>;
  correo: Pick<CorreoService, 'encolarVarios'>;
  withTransaction: WithTransaction;
  ahora: () => Date;
}

/**
 * Saved searches and their alerts (issue 28, decision 045). A student saves the list's text and filters with a
 * name and a frequency; the alert runs mail each due search's new offers (at most 10, at most 2 per company), never
 * the same offer twice for the same search: `alertas_enviadas` has one row per search and offer, written in the
 * transaction that queues the mail.
 */
export class BusquedasGuardadasService {
  constructor(private readonly deps: BusquedasGuardadasDeps) {}

  async listar(caller: Caller): Promise<BusquedaGuardada[]> {
    return (await this.deps.repo.listar(caller.id)).map(vista);
  }

  async guardar(
    caller: Caller,
    d: { nombre: string; tipo: TipoOferta; filtros: FiltrosBusqueda; frecuencia: FrecuenciaAlerta },
    idioma: Idioma,
  ): Promise<BusquedaGuardada> {
    const { repo } = this.deps;
    const id = await repo.crear(caller.id, { ...d, idioma }, randomBytes(32).toString('base64url'), MAX_BUSQUEDAS_GUARDADAS);
    if (id === null) throw rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'busqueda.maximo', { max: String(MAX_BUSQUEDAS_GUARDADAS) });
    return this.propia(caller, id);
  }

  async editar(
    caller: Caller,
    d: { id: number; nombre?: string | undefined; frecuencia?: FrecuenciaAlerta | undefined },
  ): Promise<BusquedaGuardada> {
    if (!(await this.deps.repo.actualizar(d.id, caller.id, d))) throw noEsSuya();
    return this.propia(caller, d.id);
  }

  async borrar(caller: Caller, id: number) {
    if (!(await this.deps.repo.borrar(id, caller.id))) throw noEsSuya();
    return { borrada: true as const };
  }

  private async propia(caller: Caller, id: number) {
    const fila = await this.deps.repo.porId(id, caller.id);
    if (!fila) throw noEsSuya();
    return vista(fila);
  }

  async alertaPorToken(token: string): Promise<AlertaPublica> {
    const f = await this.deps.repo.porToken(token);
    if (!f) throw enlaceNoValido();
    return publica(f);
  }

  /** RFC 8058's one-click unsubscribe: effective at once, without a session. */
  async darDeBaja(token: string): Promise<AlertaPublica> {
    const f = await this.deps.repo.darDeBaja(token);
    if (!f) throw enlaceNoValido();
    return publica(f);
  }

  async deshacerBaja(token: string): Promise<AlertaPublica> {
    const f = await this.deps.repo.deshacerBaja(token);
    if (!f) throw enlaceNoValido();
    return publica(f);
  }

  /**
   * One alert run of a frequency: every due search, `lote` at a time, in id order; `paralelo` loops share them by id.
   * A batch's new offers are read first (a few searches at once), then its alerts are written in one transaction
   * that holds its searches (one another worker holds, or has sent meanwhile, is left out). Answers how many mails
   * were queued. A crash rolls back the batch's records and mails together, so a later run sends them once.
   * `adelantar` (staff's "run now", modules/tareas) takes every search of the frequency, not only those whose
   * 08:00 has come: each still gets only what was published since its own last alert.
   */
  async enviarAlertas(
    frecuencia: Exclude<FrecuenciaAlerta, 'ninguna'>,
    { lote = 200, paralelo = 1, adelantar = false }: { lote?: number; paralelo?: number; adelantar?: boolean } = {},
  ): Promise<number> {
    const corte = this.deps.ahora();
    const partes = Math.max(1, paralelo);
    const bucle = async (parte: number) => {
      let correos = 0;
      let despuesDe = 0;
      for (;;) {
        const busquedas = await this.deps.repo.pendientes(frecuencia, corte, despuesDe, lote, { parte, partes, adelantar });
        if (busquedas.length > 0) correos += await this.alertar(frecuencia, busquedas, corte);
        if (busquedas.length < lote) return correos;
        despuesDe = (busquedas.at(-1) as BusquedaReclamada).id;
      }
    };
    const totales = await Promise.all(Array.from({ length: partes }, (_, parte) => bucle(parte)));
    return totales.reduce((a, b) => a + b, 0);
  }

  /** A batch of due searches: for each, its new offers not sent before, capped, mailed and recorded; their last run moves to `corte`. */
  private async alertar(frecuencia: FrecuenciaAlerta, busquedas: readonly BusquedaReclamada[], corte: Date): Promise<number> {
    const { repo, ofertas, correo, withTransaction } = this.deps;
    const candidatas = await ofertas.nuevasParaAlerta(
      busquedas.map((b) => ({
        idAlumno: b.id_alumno,
        filtros: { ...b.filtros, tipo: b.tipo },
        desde: b.ultimo_envio_en,
        hasta: corte,
      })),
      CANDIDATAS,
    );
    return withTransaction(async () => {
      const tomadas = await repo.tomar(
        frecuencia,
        busquedas.map((b) => ({ id: b.id, leido: b.ultimo_envio_en })),
      );
      const enviadas = await repo.yaEnviadas([...tomadas]);
      const alertas: { b: BusquedaReclamada; elegidas: NuevaOferta[] }[] = [];
      for (const [i, b] of busquedas.entries()) {
        if (!tomadas.has(b.id)) continue;
        const yaEnviadas = enviadas.get(b.id);
        const elegidas = limitarOfertas(
          (candidatas[i] ?? []).filter((o) => !yaEnviadas?.has(o.id)),
          MAX_OFERTAS_ALERTA,
          MAX_OFERTAS_ALERTA_POR_EMPRESA,
        );
        if (elegidas.length > 0) alertas.push({ b, elegidas });
      }
      const idsCorreo = await correo.encolarVarios(
        null,
        alertas.map(({ b, elegidas }) => ({
          para: b.email,
          idioma: b.idioma,
          plantilla: 'alertaOfertas' as const,
          datos: {
            nombre: b.nombre_alumno,
            busqueda: b.nombre,
            tipo: b.tipo,
            frecuencia: b.frecuencia as Exclude<FrecuenciaAlerta, 'ninguna'>,
            ofertas: elegidas.map((o) => ({
              titulo: o.titulo,
              empresa: o.empresa,
              provincia: o.provincia,
              urlAcceso: o.urlAcceso,
              idPerfil: o.idPerfil === 1 ? (1 as const) : (2 as const),
            })),
            tokenBaja: b.token_baja,
          },
        })),
      );
      const envios = alertas.flatMap(({ b, elegidas }, i) =>
        elegidas.map((o) => ({ idBusqueda: b.id, idOferta: o.id, idCorreo: idsCorreo[i] as number })),
      );
      await repo.registrarEnvios(envios);
      await repo.marcarEnvio([...tomadas], corte);
      return alertas.length;
    });
  }
}
