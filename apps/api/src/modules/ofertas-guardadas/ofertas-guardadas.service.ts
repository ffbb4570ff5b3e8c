import { ID_ESTADO_PROCESO_PUBLICADO, ID_PERFIL } from '@puente/contract/constants';
import {
  DIAS_RECORDATORIO_GUARDADA,
  type EstadoOfertaGuardada,
  MAX_OFERTAS_GUARDADAS,
  type OfertaGuardada,
} from '@puente/contract/endpoints/ofertas-guardadas';
import { PortalCodes } from '@puente/contract/errors/codes';
import type { Caller } from '../../lib/caller';
import { formatFecha, hoyMadrid } from '../../lib/fecha';
import type { Idioma } from '../../lib/mensajes/render';
import { rechazo } from '../../lib/portal-error';
import type { WithTransaction } from '../../lib/transaction';
import type { NotificacionesService } from '../notificaciones/notificaciones.service';
import { enlaceOferta, etiquetaEstado, textoPerfil } from '../ofertas/ofertas.service';
import type { FilaGuardada, OfertasGuardadasRepository } from './ofertas-guardadas.repository';

const DIA_MS = 86_400_000;

/** Whole days from one yyyy-mm-dd to another (calendar days, no time zone involved). */
const diasEntre = (desde: string, hasta: string) => Math.round((Date.parse(hasta) - Date.parse(desde)) / DIA_MS);

/** yyyy-mm-dd `dias` calendar days after `dia`. */
const sumarDias = (dia: string, dias: number) => new Date(Date.parse(dia) + dias * DIA_MS).toISOString().slice(0, 10);

/** Open, closing within the reminder's days, or closed (past its deadline or no longer published). */
export function estadoGuardada(
  f: Pick<FilaGuardada, 'id_estado' | 'fecha_limite'>,
  hoy: string,
): { estado: EstadoOfertaGuardada; dias: number | null } {
  if (f.id_estado !== ID_ESTADO_PROCESO_PUBLICADO) return { estado: 'cerrada', dias: null };
  if (f.fecha_limite === null) return { estado: 'abierta', dias: null };
  const dias = diasEntre(hoy, f.fecha_limite);
  if (dias < 0) return { estado: 'cerrada', dias: null };
  return { estado: dias <= DIAS_RECORDATORIO_GUARDADA ? 'cierraPronto' : 'abierta', dias };
}

export interface OfertasGuardadasDeps {
  repo: OfertasGuardadasRepository;
  notificaciones: Pick<NotificacionesService, 'notificar'>;
  withTransaction: WithTransaction;
  ahora: () => Date;
}

/** Offers a student saves (issue 28): the heart on cards and details, the "Guardadas" list, the closing reminder. */
export class OfertasGuardadasService {
  constructor(private readonly deps: OfertasGuardadasDeps) {}

  async listar(caller: Caller, idioma: Idioma): Promise<OfertaGuardada[]> {
    const hoy = hoyMadrid(this.deps.ahora());
    return (await this.deps.repo.listar(caller.id)).map((f) => {
      const { estado, dias } = estadoGuardada(f, hoy);
      return {
        urlAcceso: f.url_acceso,
        titulo: f.titulo,
        empresa: f.empresa,
        provincia: f.provincia,
        idPerfil: f.id_perfil === ID_PERFIL.EMPLEO ? 1 : 2,
        textoPerfilOferta: textoPerfil(f.id_perfil, idioma),
        fechaLimite: formatFecha(f.fecha_limite),
        estado,
        diasParaCierre: dias,
        candidatura: f.estado_candidatura === null ? null : etiquetaEstado(f.estado_candidatura, idioma),
        guardadaEl: formatFecha(f.guardada_en) ?? '',
      };
    });
  }

  /** Saves a published offer; 4 when the student cannot see it, 48 past the limit. */
  async guardar(caller: Caller, urlAcceso: string) {
    const idOferta = await this.deps.repo.publicada(urlAcceso);
    if (idOferta === null) throw rechazo(PortalCodes.OFERTA_NO_ENCONTRADA, 'oferta.noExiste');
    if (!(await this.deps.repo.guardar(caller.id, idOferta, MAX_OFERTAS_GUARDADAS)))
      throw rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'ofertaGuardada.maximo', { max: String(MAX_OFERTAS_GUARDADAS) });
    return { guardada: true, numGuardadas: await this.deps.repo.contar(caller.id) };
  }

  /** Stops saving it, whatever the offer's state now; an offer not saved, or unknown, changes nothing. */
  async quitar(caller: Caller, urlAcceso: string) {
    const idOferta = await this.deps.repo.porUrl(urlAcceso);
    if (idOferta !== null) await this.deps.repo.quitar(caller.id, idOferta);
    return { guardada: false, numGuardadas: await this.deps.repo.contar(caller.id) };
  }

  /**
   * The reminder of issue 28: a saved offer whose deadline is within `DIAS_RECORDATORIO_GUARDADA` days and that the
   * student has not applied to gets one important notification linking to it. Each saved offer is claimed and
   * notified in one transaction, a batch at a time, so copies running together never remind twice. Answers how
   * many were sent.
   */
  async recordatorios(lote = 500): Promise<number> {
    const hoy = hoyMadrid(this.deps.ahora());
    const hasta = sumarDias(hoy, DIAS_RECORDATORIO_GUARDADA);
    let total = 0;
    for (;;) {
      const enviados = await this.deps.withTransaction(async () => {
        const reclamados = await this.deps.repo.reclamarRecordatorios(hoy, hasta, lote);
        for (const r of reclamados)
          await this.deps.notificaciones.notificar({
            destinoTipo: 'alumno',
            destinoId: r.id_alumno,
            clave: 'ofertaGuardada.cierraPronto',
            parametros: { oferta: r.titulo, fecha: formatFecha(r.fecha_limite) ?? r.fecha_limite },
            importante: true,
            urlAcceso: enlaceOferta(r.id_perfil, r.url_acceso),
          });
        return reclamados.length;
      });
      total += enviados;
      if (enviados < lote) return total;
    }
  }
}
