import type { GuiaGestion } from '@puente/contract/guias';
import { Download, EyeOff, FilterX, Pencil, Send } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { columnasDe } from '@/components/data-table/columnas';
import { useDescargar } from '@/components/descargas/boton-descarga';
import { ListaGestion } from '@/components/lista-gestion/lista-gestion';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { cn } from '@/lib/cn';
import { useMiCuentaGestor, usePermite } from '@/lib/cuenta-gestor';
import { formatFecha, formatNumero, resumen, useFormato } from '@/lib/formato';
import { useGuiasGestion, usePublicacionGuia } from '../api/guias-gestion';
import { hayFiltros, useFiltrosGuias } from '../hooks/filtros-url';
import { FiltrosGuiasBarra } from './filtros-guias';
import { kb } from './formatos';
import { AltaGuia, EditarGuia } from './formulario-guia';
import { RetirarGuia } from './retirar-guia';

const h = columnasDe<GuiaGestion>();

/**
 * The row's publication button: "Publicar" a withdrawn one at once, "Retirar" a published one after a question
 * (the page's dialog). One element in both cases, so the focus stays on it when it changes.
 */
function AccionPublicacion({ guia: g, onRetirar }: { guia: GuiaGestion; onRetirar: (g: GuiaGestion) => void }) {
  const { t } = useTranslation();
  const publicacion = usePublicacionGuia();
  const nombre = resumen(g.titulo, 40);
  const publicar = () => {
    // Not disabled while it runs: a disabled button would drop the keyboard focus.
    if (publicacion.isPending) return;
    publicacion.mutate(
      { id: g.idGuia, publicada: true },
      { onSuccess: () => toast({ title: t('guiasGestion.acciones.publicada'), tone: 'success' }) },
    );
  };
  return (
    <Button
      variant="outline"
      size="sm"
      aria-busy={publicacion.isPending || undefined}
      aria-label={t(g.publicada ? 'guiasGestion.acciones.retirarA' : 'guiasGestion.acciones.publicarA', { nombre })}
      onClick={g.publicada ? () => onRetirar(g) : publicar}
    >
      {g.publicada ? <EyeOff aria-hidden="true" /> : <Send aria-hidden="true" />}
      {t(g.publicada ? 'guiasGestion.acciones.retirar' : 'guiasGestion.acciones.publicar')}
    </Button>
  );
}

/**
 * The guide's PDF as a link-like button: its name and size, which downloads it (every member who reads the
 * list can). Its visible name is part of what a screen reader says ("Descargar <file>").
 */
function DescargaPdf({ guia: g }: { guia: GuiaGestion }) {
  const { t } = useTranslation();
  const { numero } = useFormato();
  const descargar = useDescargar('ficheroGuiaOrientacionGestion');
  return (
    <span className="flex min-w-0 flex-col items-start gap-0.5 sm:w-44">
      <button
        type="button"
        className="inline-flex max-w-full cursor-pointer items-start gap-1.5 rounded-sm text-start text-sm font-medium text-primary underline-offset-4 hover:underline"
        aria-busy={descargar.isPending || undefined}
        onClick={() => {
          if (!descargar.isPending) descargar.mutate({ id: g.idGuia, nombre: g.titulo });
        }}
      >
        <Download aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span className="sr-only">{t('guiasGestion.acciones.descargar')}</span>{' '}
        <span className="min-w-0 [overflow-wrap:anywhere]">{g.nombreFichero}</span>
      </button>
      <span className="ps-5.5 text-xs text-muted tabular-nums">
        {t('guiasGestion.lista.kb', { kb: numero(kb(g.tamanoFichero)) })}
      </span>
    </span>
  );
}

/**
 * /gestion/guias: the orientation guides students read and download, in their order (newest, then `orden`),
 * filtered by title and state (kept in the address) and read page by page ("Cargar más"). Every member who
 * reads them downloads their PDF; members with contenidos:cambiar add new ones, edit them (the row's button, or
 * Enter on it), and publish or withdraw them; a member without the permission sees a page that says so.
 */
export function GuiasGestionPage() {
  const { t, i18n } = useTranslation();
  const idioma = i18n.language;
  const cuenta = useMiCuentaGestor();
  const puedeLeer = usePermite('contenidos:leer');
  const puedeCambiar = usePermite('contenidos:cambiar');
  const [filtros, cambiarFiltros] = useFiltrosGuias();
  const lista = useGuiasGestion(filtros, puedeLeer);
  const [editando, setEditando] = useState<GuiaGestion | null>(null);
  const [retirando, setRetirando] = useState<GuiaGestion | null>(null);

  const columnas = useMemo(
    () =>
      h.columns([
        h.accessor('titulo', {
          enableSorting: false,
          meta: { etiqueta: t('guiasGestion.lista.columnas.titulo'), principal: true },
          cell: (c) => (
            <span className="flex max-w-md min-w-0 flex-col gap-1 sm:min-w-40">
              <span className="line-clamp-2 [overflow-wrap:anywhere]">{c.getValue()}</span>
              {c.row.original.descripcion ? (
                <span className="line-clamp-1 text-xs font-normal text-muted [overflow-wrap:anywhere]">
                  {c.row.original.descripcion}
                </span>
              ) : null}
            </span>
          ),
        }),
        h.accessor('fecha', {
          enableSorting: false,
          meta: { etiqueta: t('guiasGestion.lista.columnas.fecha') },
          cell: (c) => <span className="whitespace-nowrap tabular-nums">{formatFecha(c.getValue(), idioma)}</span>,
        }),
        h.accessor('orden', {
          enableSorting: false,
          meta: { etiqueta: t('guiasGestion.lista.columnas.orden') },
          cell: (c) => <span className="tabular-nums">{formatNumero(c.getValue(), idioma)}</span>,
        }),
        h.accessor('nombreFichero', {
          enableSorting: false,
          meta: { etiqueta: t('guiasGestion.lista.columnas.fichero') },
          cell: (c) => <DescargaPdf guia={c.row.original} />,
        }),
        h.accessor('publicada', {
          enableSorting: false,
          meta: { etiqueta: t('guiasGestion.lista.columnas.estado') },
          cell: (c) => (
            <span
              className={cn(
                'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
                c.getValue() ? 'bg-success-bg text-success' : 'bg-warning-bg text-warning',
              )}
            >
              {t(c.getValue() ? 'guiasGestion.estados.publicada' : 'guiasGestion.estados.retirada')}
            </span>
          ),
        }),
        ...(puedeCambiar
          ? [
              h.display({
                id: 'acciones',
                enableHiding: false,
                meta: { etiqueta: t('guiasGestion.lista.columnas.acciones'), alinear: 'end' },
                cell: (c) => (
                  <span className="flex flex-wrap gap-2 max-sm:w-full sm:flex-nowrap sm:justify-end">
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => setEditando(c.row.original)}
                      aria-label={t('guiasGestion.acciones.editarA', { nombre: resumen(c.row.original.titulo, 40) })}
                    >
                      <Pencil aria-hidden="true" />
                      {t('guiasGestion.acciones.editar')}
                    </Button>
                    <AccionPublicacion guia={c.row.original} onRetirar={setRetirando} />
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
    <ListaGestion<GuiaGestion>
      lista={lista}
      cuentaCargando={cuenta.isPending}
      sinPermiso={
        cuenta.data && !puedeLeer
          ? { titulo: t('guiasGestion.sinPermiso.titulo'), texto: t('guiasGestion.sinPermiso.texto') }
          : undefined
      }
      intro={t(puedeCambiar ? 'guiasGestion.lista.intro' : 'guiasGestion.lista.introLectura')}
      filtros={<FiltrosGuiasBarra filtros={filtros} onCambiar={cambiarFiltros} />}
      total={{
        exacto: (count) => t('guiasGestion.lista.total', { count }),
        estimado: (total) => t('guiasGestion.lista.totalEstimado', { total }),
      }}
      etiqueta={t('guiasGestion.lista.tabla')}
      columnas={columnas}
      idDeFila={(g) => String(g.idGuia)}
      nombreDeFila={(g) => resumen(g.titulo)}
      acciones={puedeCambiar ? <AltaGuia /> : null}
      vacio={{
        titulo: hayFiltros(filtros) ? t('guiasGestion.lista.vacio') : t('guiasGestion.lista.ninguna'),
        descripcion: hayFiltros(filtros)
          ? t('guiasGestion.lista.vacioTexto')
          : puedeCambiar
            ? t('guiasGestion.lista.ningunaTexto')
            : undefined,
        accion: hayFiltros(filtros) ? (
          <Button variant="outline" onClick={() => cambiarFiltros(null)}>
            <FilterX aria-hidden="true" />
            {t('guiasGestion.lista.quitarFiltros')}
          </Button>
        ) : null,
      }}
      onAbrirFila={puedeCambiar ? setEditando : undefined}
    >
      {editando ? <EditarGuia guia={editando} onClose={() => setEditando(null)} /> : null}
      {retirando ? <RetirarGuia guia={retirando} onClose={() => setRetirando(null)} /> : null}
    </ListaGestion>
  );
}
