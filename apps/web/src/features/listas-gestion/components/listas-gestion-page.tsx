import type { ElementoLista, ListaReferencia } from '@puente/contract/listas-referencia';
import { LISTAS_BILINGUES } from '@puente/contract/listas-referencia';
import { ArchiveRestore, ArchiveX, Download, FilterX, Pencil } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { columnasDe } from '@/components/data-table/columnas';
import { ListaGestion } from '@/components/lista-gestion/lista-gestion';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast-store';
import { cn } from '@/lib/cn';
import { useMiCuentaGestor, usePermite } from '@/lib/cuenta-gestor';
import { resumen } from '@/lib/formato';
import { useDominios } from '@/lib/reference-data';
import { useDescargarLista, useListaReferencia, useRetiradaElemento } from '../api/listas-gestion';
import { hayFiltros, useFiltrosListas } from '../hooks/filtros-url';
import { FiltrosListasBarra } from './filtros-listas';
import { AltaElemento, EditarElemento } from './formulario-elemento';

const h = columnasDe<ElementoLista>();

/**
 * The name of what an item points to (a degree's level and area, a school's province), from the lists the forms
 * read: a cell of its own, so the table's columns do not change (and remount their buttons, dropping the focus)
 * when a change reads those lists again. A retired level shows its id.
 */
function NombreDe({ lista, id }: { lista: 'nivelesTitulacion' | 'areasTitulacion' | 'provincias'; id: number | null }) {
  const dominios = useDominios();
  if (id === null) return null;
  return <>{dominios.data?.[lista].find((i) => i.id === id)?.descripcion ?? `#${id}`}</>;
}

/**
 * The row's "Retirar" (after the page's question) or "Recuperar" (at once): one element in both cases, so the
 * focus stays on it when it changes.
 */
function AccionRetirada({
  lista,
  elemento: e,
  onRetirar,
}: {
  lista: ListaReferencia;
  elemento: ElementoLista;
  onRetirar: (e: ElementoLista) => void;
}) {
  const { t } = useTranslation();
  const retirada = useRetiradaElemento();
  const nombre = resumen(e.es, 40);
  const recuperar = () => {
    // Not disabled while it runs: a disabled button would drop the keyboard focus.
    if (retirada.isPending) return;
    retirada.mutate(
      { lista, id: e.id, retirado: false },
      { onSuccess: () => toast({ title: t('listasGestion.acciones.recuperado'), tone: 'success' }) },
    );
  };
  return (
    <Button
      variant="outline"
      size="sm"
      aria-busy={retirada.isPending || undefined}
      aria-label={t(e.retirado ? 'listasGestion.acciones.recuperarA' : 'listasGestion.acciones.retirarA', { nombre })}
      onClick={e.retirado ? recuperar : () => onRetirar(e)}
    >
      {e.retirado ? <ArchiveRestore aria-hidden="true" /> : <ArchiveX aria-hidden="true" />}
      {t(e.retirado ? 'listasGestion.acciones.recuperar' : 'listasGestion.acciones.retirar')}
    </Button>
  );
}

/** "¿Retirar este elemento?", kept by the page so the focus goes back to the row's button. */
function RetirarElemento({ lista, elemento, onClose }: { lista: ListaReferencia; elemento: ElementoLista; onClose: () => void }) {
  const { t } = useTranslation();
  const retirada = useRetiradaElemento();
  return (
    <ConfirmDialog
      onClose={onClose}
      tone="danger"
      title={t('listasGestion.acciones.confirmarTitulo')}
      description={t('listasGestion.acciones.confirmarTexto', { nombre: resumen(elemento.es, 120) })}
      cancelLabel={t('listasGestion.acciones.cancelar')}
      confirmLabel={t('listasGestion.acciones.retirar')}
      pendingLabel={t('listasGestion.acciones.retirando')}
      onConfirm={async () => {
        await retirada.mutateAsync({ lista, id: elemento.id, retirado: true });
        toast({ title: t('listasGestion.acciones.retirado'), tone: 'success' });
      }}
    />
  );
}

/**
 * /gestion/listas: the reference lists the forms offer (degrees, areas, schools per province, rejection reasons,
 * contact types), one at a time, alphabetical, filtered in the address and read page by page. Members with
 * contenidos:cambiar add, rename, retire and restore items; a read-only member sees and downloads them.
 */
export function ListasGestionPage() {
  const { t } = useTranslation();
  const cuenta = useMiCuentaGestor();
  const puedeLeer = usePermite('contenidos:leer');
  const puedeCambiar = usePermite('contenidos:cambiar');
  const [filtros, cambiarFiltros] = useFiltrosListas();
  const { lista: cual } = filtros;
  const lista = useListaReferencia(filtros, puedeLeer);
  const csv = useDescargarLista();
  const [editando, setEditando] = useState<ElementoLista | null>(null);
  const [retirando, setRetirando] = useState<ElementoLista | null>(null);

  const columnas = useMemo(() => {
    return h.columns([
      h.accessor('es', {
        enableSorting: false,
        meta: { etiqueta: t('listasGestion.lista.columnas.nombre'), principal: true },
        cell: (c) => <span className="[overflow-wrap:anywhere]">{c.getValue()}</span>,
      }),
      ...(LISTAS_BILINGUES.includes(cual)
        ? [
            h.accessor('en', {
              enableSorting: false,
              meta: { etiqueta: t('listasGestion.lista.columnas.en') },
              cell: (c) => <span lang="en">{c.getValue()}</span>,
            }),
          ]
        : []),
      ...(cual === 'titulaciones'
        ? [
            h.accessor('idNivel', {
              enableSorting: false,
              meta: { etiqueta: t('listasGestion.lista.columnas.nivel') },
              cell: (c) => <NombreDe lista="nivelesTitulacion" id={c.getValue()} />,
            }),
            h.accessor('idArea', {
              enableSorting: false,
              meta: { etiqueta: t('listasGestion.lista.columnas.area') },
              cell: (c) => <NombreDe lista="areasTitulacion" id={c.getValue()} />,
            }),
          ]
        : []),
      ...(cual === 'motivosCambioEstado'
        ? [
            h.accessor('idEstado', {
              enableSorting: false,
              meta: { etiqueta: t('listasGestion.lista.columnas.estadoMotivo') },
              cell: (c) => t(`listasGestion.estadosMotivo.${c.getValue()}`),
            }),
          ]
        : []),
      ...(cual === 'centrosEducativos'
        ? [
            h.accessor('idProvincia', {
              enableSorting: false,
              meta: { etiqueta: t('listasGestion.lista.columnas.provincia') },
              cell: (c) => <NombreDe lista="provincias" id={c.getValue()} />,
            }),
            h.accessor('localidad', {
              enableSorting: false,
              meta: { etiqueta: t('listasGestion.lista.columnas.localidad') },
            }),
          ]
        : []),
      h.accessor('retirado', {
        enableSorting: false,
        meta: { etiqueta: t('listasGestion.lista.columnas.estado') },
        cell: (c) => (
          <span
            className={cn(
              'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
              c.getValue() ? 'bg-subtle text-muted' : 'bg-success-bg text-success',
            )}
          >
            {t(c.getValue() ? 'listasGestion.lista.retirado' : 'listasGestion.lista.activo')}
          </span>
        ),
      }),
      ...(puedeCambiar
        ? [
            h.display({
              id: 'acciones',
              enableHiding: false,
              meta: { etiqueta: t('listasGestion.lista.columnas.acciones'), alinear: 'end' },
              cell: (c) => (
                <span className="flex flex-wrap gap-2 max-sm:w-full sm:flex-nowrap sm:justify-end">
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => setEditando(c.row.original)}
                    aria-label={t('listasGestion.acciones.editarA', { nombre: resumen(c.row.original.es, 40) })}
                  >
                    <Pencil aria-hidden="true" />
                    {t('listasGestion.acciones.editar')}
                  </Button>
                  <AccionRetirada lista={cual} elemento={c.row.original} onRetirar={setRetirando} />
                </span>
              ),
            }),
          ]
        : []),
    ]);
    // Stable between renders: a cell is a component, and a new function would mount its buttons anew (and drop the focus).
  }, [t, cual, puedeCambiar]);

  return (
    <ListaGestion<ElementoLista>
      lista={lista}
      cuentaCargando={cuenta.isPending}
      sinPermiso={
        cuenta.data && !puedeLeer
          ? { titulo: t('listasGestion.sinPermiso.titulo'), texto: t('listasGestion.sinPermiso.texto') }
          : undefined
      }
      intro={t(puedeCambiar ? 'listasGestion.lista.intro' : 'listasGestion.lista.introLectura')}
      filtros={<FiltrosListasBarra filtros={filtros} onCambiar={cambiarFiltros} />}
      total={{
        exacto: (count) => t('listasGestion.lista.total', { count }),
        estimado: (total) => t('listasGestion.lista.totalEstimado', { total }),
      }}
      etiqueta={t(`listasGestion.listas.${cual}`)}
      columnas={columnas}
      idDeFila={(e) => String(e.id)}
      nombreDeFila={(e) => resumen(e.es)}
      acciones={
        <span className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            onClick={() => csv.mutate(filtros)}
            disabled={csv.isPending || lista.total === 0}
            aria-busy={csv.isPending || undefined}
          >
            <Download aria-hidden="true" />
            {csv.isPending ? t('listasGestion.lista.descargando') : t('listasGestion.lista.descargar')}
          </Button>
          {puedeCambiar ? <AltaElemento lista={cual} /> : null}
        </span>
      }
      vacio={{
        titulo: hayFiltros(filtros) ? t('listasGestion.lista.vacio') : t('listasGestion.lista.ninguno'),
        descripcion: hayFiltros(filtros)
          ? t('listasGestion.lista.vacioTexto')
          : puedeCambiar
            ? t('listasGestion.lista.ningunoTexto')
            : undefined,
        accion: hayFiltros(filtros) ? (
          <Button variant="outline" onClick={() => cambiarFiltros(null)}>
            <FilterX aria-hidden="true" />
            {t('listasGestion.lista.quitarFiltros')}
          </Button>
        ) : null,
      }}
      onAbrirFila={puedeCambiar ? setEditando : undefined}
    >
      {editando ? <EditarElemento lista={cual} elemento={editando} onClose={() => setEditando(null)} /> : null}
      {retirando ? <RetirarElemento lista={cual} elemento={retirando} onClose={() => setRetirando(null)} /> : null}
    </ListaGestion>
  );
}
