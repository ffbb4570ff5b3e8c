import type { ComunicacionGestion } from '@puente/contract/comunicaciones';
import { EyeOff, FilterX, Link2, Pencil, Send } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { columnasDe } from '@/components/data-table/columnas';
import { ListaGestion } from '@/components/lista-gestion/lista-gestion';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { cn } from '@/lib/cn';
import { useMiCuentaGestor, usePermite } from '@/lib/cuenta-gestor';
import { formatFecha, resumen } from '@/lib/formato';
import { useComunicacionesGestion, usePublicacionComunicacion } from '../api/comunicaciones-gestion';
import { hayFiltros, useFiltrosComunicaciones } from '../hooks/filtros-url';
import { claveEstado, clavePara, tonoEstado } from './etiquetas';
import { FiltrosComunicacionesBarra } from './filtros-comunicaciones';
import { AltaComunicacion, EditarComunicacion } from './formulario-comunicacion';
import { RetirarComunicacion } from './retirar-comunicacion';

const h = columnasDe<ComunicacionGestion>();

/**
 * The row's publication button: "Publicar" a withdrawn one at once, "Retirar" one on show after a question (the
 * page's dialog). One element in both cases, so the focus stays on it when it changes.
 */
function AccionPublicacion({
  comunicacion: c,
  onRetirar,
}: {
  comunicacion: ComunicacionGestion;
  onRetirar: (c: ComunicacionGestion) => void;
}) {
  const { t } = useTranslation();
  const publicacion = usePublicacionComunicacion();
  // Past its end it is on no home any more: there is nothing to withdraw.
  if (c.publicada && c.estado === 'caducada') return null;
  const nombre = resumen(c.descripcion, 40);
  const publicar = () => {
    // Not disabled while it runs: a disabled button would drop the keyboard focus.
    if (publicacion.isPending) return;
    publicacion.mutate(
      { id: c.idComunicacion, publicada: true },
      { onSuccess: () => toast({ title: t('comunicacionesGestion.acciones.publicada'), tone: 'success' }) },
    );
  };
  return (
    <Button
      variant="outline"
      size="sm"
      aria-busy={publicacion.isPending || undefined}
      aria-label={t(c.publicada ? 'comunicacionesGestion.acciones.retirarA' : 'comunicacionesGestion.acciones.publicarA', {
        nombre,
      })}
      onClick={c.publicada ? () => onRetirar(c) : publicar}
    >
      {c.publicada ? <EyeOff aria-hidden="true" /> : <Send aria-hidden="true" />}
      {t(c.publicada ? 'comunicacionesGestion.acciones.retirar' : 'comunicacionesGestion.acciones.publicar')}
    </Button>
  );
}

/**
 * /gestion/comunicaciones: the notices of the students' and companies' homes, the latest to start first, filtered
 * by audience, state and text (kept in the address) and read page by page ("Cargar más"). Members with
 * contenidos:cambiar write new ones, edit them (the row's button, or Enter on it), and publish or withdraw them;
 * a read-only member sees the list alone, and one without the permission a page that says so.
 */
export function ComunicacionesGestionPage() {
  const { t, i18n } = useTranslation();
  const idioma = i18n.language;
  const cuenta = useMiCuentaGestor();
  const puedeLeer = usePermite('contenidos:leer');
  const puedeCambiar = usePermite('contenidos:cambiar');
  const [filtros, cambiarFiltros] = useFiltrosComunicaciones();
  const lista = useComunicacionesGestion(filtros, puedeLeer);
  const [editando, setEditando] = useState<ComunicacionGestion | null>(null);
  const [retirando, setRetirando] = useState<ComunicacionGestion | null>(null);

  const columnas = useMemo(
    () =>
      h.columns([
        h.accessor('descripcion', {
          enableSorting: false,
          meta: { etiqueta: t('comunicacionesGestion.lista.columnas.texto'), principal: true },
          cell: (c) => (
            <span className="flex max-w-md min-w-0 flex-col gap-1 sm:min-w-56">
              {/* Cut after two lines on screen; the whole text stays in the page for screen readers. */}
              <span className="line-clamp-2 [overflow-wrap:anywhere]">{c.getValue()}</span>
              {c.row.original.enlace ? (
                <span className="flex min-w-0 items-center gap-1 text-xs font-normal text-muted">
                  <Link2 aria-hidden="true" className="size-3.5 shrink-0" />
                  <span className="sr-only">{t('comunicacionesGestion.lista.enlace')}</span>
                  {/* Cut to one line, broken anywhere: a long address never widens the table. */}
                  <span className="line-clamp-1 min-w-0 break-all">{c.row.original.enlace}</span>
                </span>
              ) : null}
            </span>
          ),
        }),
        h.accessor('para', {
          enableSorting: false,
          meta: { etiqueta: t('comunicacionesGestion.lista.columnas.para') },
          cell: (c) => t(clavePara[c.getValue()]),
        }),
        h.accessor('fechaDesde', {
          enableSorting: false,
          meta: { etiqueta: t('comunicacionesGestion.lista.columnas.desde') },
          cell: (c) => <span className="whitespace-nowrap tabular-nums">{formatFecha(c.getValue(), idioma)}</span>,
        }),
        h.accessor('fechaHasta', {
          enableSorting: false,
          meta: { etiqueta: t('comunicacionesGestion.lista.columnas.hasta') },
          cell: (c) => {
            const hasta = c.getValue();
            return hasta ? (
              <span className="whitespace-nowrap tabular-nums">{formatFecha(hasta, idioma)}</span>
            ) : (
              <span className="text-muted">{t('comunicacionesGestion.lista.sinFin')}</span>
            );
          },
        }),
        h.accessor('estado', {
          enableSorting: false,
          meta: { etiqueta: t('comunicacionesGestion.lista.columnas.estado') },
          cell: (c) => (
            <span
              className={cn(
                'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
                tonoEstado[c.getValue()],
              )}
            >
              {t(claveEstado[c.getValue()])}
            </span>
          ),
        }),
        ...(puedeCambiar
          ? [
              h.display({
                id: 'acciones',
                enableHiding: false,
                meta: { etiqueta: t('comunicacionesGestion.lista.columnas.acciones'), alinear: 'end' },
                cell: (c) => (
                  <span className="flex flex-wrap gap-2 max-sm:w-full sm:flex-nowrap sm:justify-end">
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => setEditando(c.row.original)}
                      aria-label={t('comunicacionesGestion.acciones.editarA', {
                        nombre: resumen(c.row.original.descripcion, 40),
                      })}
                    >
                      <Pencil aria-hidden="true" />
                      {t('comunicacionesGestion.acciones.editar')}
                    </Button>
                    <AccionPublicacion comunicacion={c.row.original} onRetirar={setRetirando} />
                  </span>
                ),
              }),
            ]
          : []),
      ]),
    // Stable between renders: a cell is a component, and a new function would mount its buttons anew (and drop the focus).
    [t, idioma, puedeCambiar],
  );

  return (
    <ListaGestion<ComunicacionGestion>
      lista={lista}
      cuentaCargando={cuenta.isPending}
      sinPermiso={
        cuenta.data && !puedeLeer
          ? { titulo: t('comunicacionesGestion.sinPermiso.titulo'), texto: t('comunicacionesGestion.sinPermiso.texto') }
          : undefined
      }
      intro={t(puedeCambiar ? 'comunicacionesGestion.lista.intro' : 'comunicacionesGestion.lista.introLectura')}
      filtros={<FiltrosComunicacionesBarra filtros={filtros} onCambiar={cambiarFiltros} />}
      total={{
        exacto: (count) => t('comunicacionesGestion.lista.total', { count }),
        estimado: (total) => t('comunicacionesGestion.lista.totalEstimado', { total }),
      }}
      etiqueta={t('comunicacionesGestion.lista.tabla')}
      columnas={columnas}
      idDeFila={(c) => String(c.idComunicacion)}
      nombreDeFila={(c) => resumen(c.descripcion)}
      acciones={puedeCambiar ? <AltaComunicacion /> : null}
      vacio={{
        titulo: hayFiltros(filtros) ? t('comunicacionesGestion.lista.vacio') : t('comunicacionesGestion.lista.ninguna'),
        descripcion: hayFiltros(filtros)
          ? t('comunicacionesGestion.lista.vacioTexto')
          : puedeCambiar
            ? t('comunicacionesGestion.lista.ningunaTexto')
            : undefined,
        accion: hayFiltros(filtros) ? (
          <Button variant="outline" onClick={() => cambiarFiltros(null)}>
            <FilterX aria-hidden="true" />
            {t('comunicacionesGestion.lista.quitarFiltros')}
          </Button>
        ) : null,
      }}
      onAbrirFila={puedeCambiar ? setEditando : undefined}
    >
      {editando ? <EditarComunicacion comunicacion={editando} onClose={() => setEditando(null)} /> : null}
      {retirando ? <RetirarComunicacion comunicacion={retirando} onClose={() => setRetirando(null)} /> : null}
    </ListaGestion>
  );
}
