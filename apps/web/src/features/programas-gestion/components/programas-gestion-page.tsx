import type { ProgramaGestion } from '@puente/contract/programas';
import { FilterX, Globe2, Pencil, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { columnasDe } from '@/components/data-table/columnas';
import { ListaGestion } from '@/components/lista-gestion/lista-gestion';
import { Button } from '@/components/ui/button';
import { useMiCuentaGestor, usePermite } from '@/lib/cuenta-gestor';
import { formatFecha } from '@/lib/formato';
import { useLanguage } from '@/lib/i18n';
import { useProgramasGestion } from '../api/programas-gestion';
import { hayFiltros, useFiltrosProgramas } from '../hooks/filtros-url';
import { AccionActivacion, DesactivarPrograma, EstadoPrograma } from './activacion-programa';
import { audiencia } from './etiquetas';
import { FiltrosProgramasBarra } from './filtros-programas';
import { PendientesBadge } from './pendientes-badge';
import { RUTA_NUEVO_PROGRAMA, rutaEditarPrograma, rutaProgramaGestion } from './rutas';

const h = columnasDe<ProgramaGestion>();

/**
 * /gestion/programas: every internship programme, the newest first, filtered by a word of its title, active
 * or not and with adhesions to decide (kept in the address), read page by page ("Cargar más"). Its title, or
 * Enter on its row, opens its page. Members with practicas:cambiar create programmes, edit them and activate
 * or deactivate them (deactivating asks first); a read-only member sees the list alone, and one without the
 * permission a page that says so.
 */
export function ProgramasGestionPage() {
  const { t } = useTranslation();
  const idioma = useLanguage();
  const navigate = useNavigate();
  const location = useLocation();
  const cuenta = useMiCuentaGestor();
  const puedeLeer = usePermite('practicas:leer');
  const puedeCambiar = usePermite('practicas:cambiar');
  const [filtros, cambiarFiltros] = useFiltrosProgramas();
  const lista = useProgramasGestion(filtros, puedeLeer);
  const [desactivando, setDesactivando] = useState<ProgramaGestion | null>(null);

  const columnas = useMemo(
    () =>
      h.columns([
        h.accessor('titulo', {
          enableSorting: false,
          meta: { etiqueta: t('programasGestion.lista.columnas.programa'), principal: true },
          cell: (c) => (
            <span className="flex max-w-xs min-w-0 flex-col gap-0.5 sm:min-w-44">
              <Link
                to={rutaProgramaGestion(c.row.original.idPrograma)}
                state={{ volver: location.search }}
                className="font-medium text-fg underline-offset-4 [overflow-wrap:anywhere] hover:underline"
              >
                {c.getValue()}
              </Link>
              <span className="flex flex-wrap items-center gap-x-2 text-xs font-normal text-muted">
                <span className="break-all">/{c.row.original.urlAcceso}</span>
                {c.row.original.europeo ? (
                  <span className="inline-flex items-center gap-1">
                    <Globe2 aria-hidden="true" className="size-3.5" />
                    {t('programasGestion.lista.europeo')}
                  </span>
                ) : null}
              </span>
            </span>
          ),
        }),
        h.display({
          id: 'audiencia',
          meta: { etiqueta: t('programasGestion.lista.columnas.audiencia') },
          cell: (c) => <span className="block max-w-44">{audiencia(t, c.row.original)}</span>,
        }),
        h.accessor('activo', {
          enableSorting: false,
          meta: { etiqueta: t('programasGestion.lista.columnas.estado') },
          cell: (c) => <EstadoPrograma activo={c.getValue()} />,
        }),
        h.accessor('plazo', {
          enableSorting: false,
          meta: { etiqueta: t('programasGestion.lista.columnas.plazo') },
          cell: (c) => {
            const plazo = c.getValue();
            return plazo ? (
              <span className="whitespace-nowrap tabular-nums">{formatFecha(plazo, idioma)}</span>
            ) : (
              <span className="text-muted">{t('programasGestion.lista.sinPlazo')}</span>
            );
          },
        }),
        h.accessor('pendientes', {
          enableSorting: false,
          meta: { etiqueta: t('programasGestion.lista.columnas.pendientes') },
          cell: (c) => <PendientesBadge pendientes={c.getValue()} />,
        }),
        ...(puedeCambiar
          ? [
              h.display({
                id: 'acciones',
                enableHiding: false,
                meta: { etiqueta: t('programasGestion.lista.columnas.acciones'), alinear: 'end' },
                cell: (c) => (
                  <span className="flex flex-wrap gap-2 max-sm:w-full sm:flex-nowrap sm:justify-end">
                    <Button asChild variant="outline" size="sm">
                      <Link
                        to={rutaEditarPrograma(c.row.original.idPrograma)}
                        aria-label={t('programasGestion.acciones.editarA', { nombre: c.row.original.titulo })}
                      >
                        <Pencil aria-hidden="true" />
                        {t('programasGestion.acciones.editar')}
                      </Link>
                    </Button>
                    <AccionActivacion programa={c.row.original} onDesactivar={setDesactivando} />
                  </span>
                ),
              }),
            ]
          : []),
      ]),
    // Stable between renders: a cell is a component, and a new function would mount its buttons anew (and drop the focus).
    [t, idioma, puedeCambiar, location.search],
  );

  return (
    <ListaGestion<ProgramaGestion>
      lista={lista}
      cuentaCargando={cuenta.isPending}
      sinPermiso={
        cuenta.data && !puedeLeer
          ? { titulo: t('programasGestion.sinPermiso.titulo'), texto: t('programasGestion.sinPermiso.texto') }
          : undefined
      }
      intro={t(puedeCambiar ? 'programasGestion.lista.intro' : 'programasGestion.lista.introLectura')}
      filtros={<FiltrosProgramasBarra filtros={filtros} onCambiar={cambiarFiltros} />}
      total={{
        exacto: (count) => t('programasGestion.lista.total', { count }),
        estimado: (total) => t('programasGestion.lista.totalEstimado', { total }),
      }}
      etiqueta={t('programasGestion.lista.tabla')}
      columnas={columnas}
      idDeFila={(p) => String(p.idPrograma)}
      nombreDeFila={(p) => p.titulo}
      acciones={
        puedeCambiar ? (
          <Button asChild>
            <Link to={RUTA_NUEVO_PROGRAMA}>
              <Plus aria-hidden="true" />
              {t('programasGestion.lista.nuevo')}
            </Link>
          </Button>
        ) : null
      }
      vacio={{
        titulo: hayFiltros(filtros) ? t('programasGestion.lista.vacio') : t('programasGestion.lista.ninguno'),
        descripcion: hayFiltros(filtros)
          ? t('programasGestion.lista.vacioTexto')
          : puedeCambiar
            ? t('programasGestion.lista.ningunoTexto')
            : undefined,
        accion: hayFiltros(filtros) ? (
          <Button variant="outline" onClick={() => cambiarFiltros(null)}>
            <FilterX aria-hidden="true" />
            {t('programasGestion.lista.quitarFiltros')}
          </Button>
        ) : null,
      }}
      onAbrirFila={(p) => navigate(rutaProgramaGestion(p.idPrograma), { state: { volver: location.search } })}
    >
      {desactivando ? <DesactivarPrograma programa={desactivando} onClose={() => setDesactivando(null)} /> : null}
    </ListaGestion>
  );
}
