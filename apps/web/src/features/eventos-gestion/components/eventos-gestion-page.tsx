import type { EventoGestion } from '@puente/contract/eventos';
import { EyeOff, FilterX, Globe, Pencil, Plus, Send, Star } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { columnasDe } from '@/components/data-table/columnas';
import { ListaGestion } from '@/components/lista-gestion/lista-gestion';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { useMiCuentaGestor, usePermite } from '@/lib/cuenta-gestor';
import { NombreCategoria } from '../api/categorias-evento';
import { useEventosGestion, usePublicacionEvento } from '../api/eventos-gestion';
import { hayFiltros, useFiltrosEventos } from '../hooks/filtros-url';
import { DespublicarEvento } from './despublicar-evento';
import { EstadoEvento } from './estado-evento';
import { estadoDe } from './etiquetas';
import { FiltrosEventosBarra } from './filtros-eventos';
import { useRangoEvento } from './rango-evento';
import { RUTA_NUEVO_EVENTO, rutaEditarEvento, rutaEventoGestion } from './rutas';

const h = columnasDe<EventoGestion>();

/**
 * The row's publication button: "Publicar" an unpublished one at once, "Despublicar" one on show after a
 * question (the page's dialog). One element in both cases, so the focus stays on it when it changes.
 */
function AccionPublicacion({ evento: e, onDespublicar }: { evento: EventoGestion; onDespublicar: (e: EventoGestion) => void }) {
  const { t } = useTranslation();
  const publicacion = usePublicacionEvento();
  const publicar = () => {
    // Not disabled while it runs: a disabled button would drop the keyboard focus.
    if (publicacion.isPending) return;
    publicacion.mutate(
      { id: e.idEvento, publicar: true },
      { onSuccess: () => toast({ title: t('eventosGestion.acciones.publicado'), tone: 'success' }) },
    );
  };
  return (
    <Button
      variant="outline"
      size="sm"
      aria-busy={publicacion.isPending || undefined}
      aria-label={t(e.publicado ? 'eventosGestion.acciones.despublicarA' : 'eventosGestion.acciones.publicarA', {
        nombre: e.titulo,
      })}
      onClick={e.publicado ? () => onDespublicar(e) : publicar}
    >
      {e.publicado ? <EyeOff aria-hidden="true" /> : <Send aria-hidden="true" />}
      {t(e.publicado ? 'eventosGestion.acciones.despublicar' : 'eventosGestion.acciones.publicar')}
    </Button>
  );
}

/** "12 / 60", "12 · sin límite" or "sin inscripción": who has a place against the places; below, who waits. */
function Ocupacion({ evento: e }: { evento: EventoGestion }) {
  const { t } = useTranslation();
  if (!e.inscripcion) return <span className="whitespace-nowrap text-muted">{t('eventosGestion.lista.sinInscripcion')}</span>;
  return (
    <span className="flex flex-col sm:items-end">
      <span className="whitespace-nowrap tabular-nums">
        {e.plazas === null
          ? t('eventosGestion.lista.inscritosSinLimite', { inscritos: e.inscritos })
          : t('eventosGestion.lista.inscritosDePlazas', { inscritos: e.inscritos, plazas: e.plazas })}
      </span>
      {e.enEspera > 0 ? (
        <span className="text-xs whitespace-nowrap text-muted tabular-nums">
          {t('eventosGestion.lista.enEspera', { count: e.enEspera })}
        </span>
      ) : null}
    </span>
  );
}

/** When it starts and, below, when it ends, on Madrid's clock. */
function FechasEvento({ evento: e }: { evento: EventoGestion }) {
  const { t } = useTranslation();
  const r = useRangoEvento();
  return (
    <span className="flex flex-col">
      <time dateTime={e.fecha} className="whitespace-nowrap tabular-nums">
        {r.corta(e.fecha)}
      </time>
      {e.fechaFin ? (
        <span className="text-xs whitespace-nowrap text-muted tabular-nums">
          {t('eventosGestion.lista.hasta', { fin: r.finCorto(e.fecha, e.fechaFin) })}
        </span>
      ) : null}
    </span>
  );
}

/**
 * /gestion/eventos: every event of the office, published or not, the latest date first, filtered by text,
 * category and state (kept in the address) and read page by page ("Cargar más"). A row's title (or Enter on
 * it) opens its registrants. Members with contenidos:cambiar create ("Nuevo evento"), edit, publish and
 * unpublish them; a read-only member sees the list alone, and one without the permission a page that says so.
 */
export function EventosGestionPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cuenta = useMiCuentaGestor();
  const puedeLeer = usePermite('contenidos:leer');
  const puedeCambiar = usePermite('contenidos:cambiar');
  const [filtros, cambiarFiltros] = useFiltrosEventos();
  const lista = useEventosGestion(filtros, puedeLeer);
  const [despublicando, setDespublicando] = useState<EventoGestion | null>(null);

  const columnas = useMemo(
    () =>
      h.columns([
        h.accessor('titulo', {
          enableSorting: false,
          meta: { etiqueta: t('eventosGestion.lista.columnas.titulo'), principal: true },
          cell: (c) => {
            const e = c.row.original;
            return (
              <span className="flex max-w-md min-w-0 flex-col gap-1 sm:min-w-56">
                <Link
                  to={rutaEventoGestion(e.idEvento)}
                  className="font-medium text-fg underline-offset-4 [overflow-wrap:anywhere] hover:underline"
                >
                  {e.titulo}
                </Link>
                <span className="flex flex-wrap gap-x-3 gap-y-1 text-xs font-normal text-muted">
                  <span>
                    <span className="sr-only">{t('eventosGestion.lista.columnas.categoria')}: </span>
                    <NombreCategoria categoria={e.categoria} />
                  </span>
                  {e.destacado ? (
                    <span className="inline-flex items-center gap-1">
                      <Star aria-hidden="true" className="size-3.5" />
                      {t('eventosGestion.lista.destacado')}
                    </span>
                  ) : null}
                  {e.publico ? (
                    <span className="inline-flex items-center gap-1">
                      <Globe aria-hidden="true" className="size-3.5" />
                      {t('eventosGestion.lista.publico')}
                    </span>
                  ) : null}
                </span>
              </span>
            );
          },
        }),
        h.accessor('fecha', {
          enableSorting: false,
          meta: { etiqueta: t('eventosGestion.lista.columnas.fecha') },
          cell: (c) => <FechasEvento evento={c.row.original} />,
        }),
        h.accessor(estadoDe, {
          id: 'estado',
          enableSorting: false,
          meta: { etiqueta: t('eventosGestion.lista.columnas.estado') },
          cell: (c) => <EstadoEvento evento={c.row.original} />,
        }),
        h.accessor('inscritos', {
          enableSorting: false,
          meta: { etiqueta: t('eventosGestion.lista.columnas.inscritos'), alinear: 'end' },
          cell: (c) => <Ocupacion evento={c.row.original} />,
        }),
        ...(puedeCambiar
          ? [
              h.display({
                id: 'acciones',
                enableHiding: false,
                meta: { etiqueta: t('eventosGestion.lista.columnas.acciones'), alinear: 'end' },
                cell: (c) => (
                  <span className="flex flex-wrap gap-2 max-sm:w-full sm:flex-nowrap sm:justify-end">
                    <Button asChild variant="outline" size="sm">
                      <Link
                        to={rutaEditarEvento(c.row.original.idEvento)}
                        aria-label={t('eventosGestion.acciones.editarA', { nombre: c.row.original.titulo })}
                      >
                        <Pencil aria-hidden="true" />
                        {t('eventosGestion.acciones.editar')}
                      </Link>
                    </Button>
                    <AccionPublicacion evento={c.row.original} onDespublicar={setDespublicando} />
                  </span>
                ),
              }),
            ]
          : []),
      ]),
    // Stable between renders: a cell is a component, and a new function would mount its buttons anew (and drop the focus).
    [t, puedeCambiar],
  );

  return (
    <ListaGestion<EventoGestion>
      lista={lista}
      cuentaCargando={cuenta.isPending}
      sinPermiso={
        cuenta.data && !puedeLeer
          ? { titulo: t('eventosGestion.sinPermiso.titulo'), texto: t('eventosGestion.sinPermiso.texto') }
          : undefined
      }
      intro={t(puedeCambiar ? 'eventosGestion.lista.intro' : 'eventosGestion.lista.introLectura')}
      filtros={<FiltrosEventosBarra filtros={filtros} onCambiar={cambiarFiltros} />}
      total={{
        exacto: (count) => t('eventosGestion.lista.total', { count }),
        estimado: (total) => t('eventosGestion.lista.totalEstimado', { total }),
      }}
      etiqueta={t('eventosGestion.lista.tabla')}
      columnas={columnas}
      idDeFila={(e) => String(e.idEvento)}
      nombreDeFila={(e) => e.titulo}
      acciones={
        puedeCambiar ? (
          <Button asChild>
            <Link to={RUTA_NUEVO_EVENTO}>
              <Plus aria-hidden="true" />
              {t('eventosGestion.lista.nuevo')}
            </Link>
          </Button>
        ) : null
      }
      vacio={{
        titulo: hayFiltros(filtros) ? t('eventosGestion.lista.vacio') : t('eventosGestion.lista.ninguno'),
        descripcion: hayFiltros(filtros)
          ? t('eventosGestion.lista.vacioTexto')
          : puedeCambiar
            ? t('eventosGestion.lista.ningunoTexto')
            : undefined,
        accion: hayFiltros(filtros) ? (
          <Button variant="outline" onClick={() => cambiarFiltros(null)}>
            <FilterX aria-hidden="true" />
            {t('eventosGestion.lista.quitarFiltros')}
          </Button>
        ) : null,
      }}
      onAbrirFila={(e) => navigate(rutaEventoGestion(e.idEvento))}
    >
      {despublicando ? <DespublicarEvento evento={despublicando} onClose={() => setDespublicando(null)} /> : null}
    </ListaGestion>
  );
}
