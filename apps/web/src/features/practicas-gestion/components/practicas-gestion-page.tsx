import { etiquetasObligadoCotizacion } from '@puente/contract/cotizacion-practicas';
import type { PracticaGestionFila } from '@puente/contract/seguimiento-practicas';
import type { RowSelectionState } from '@tanstack/react-table';
import { CalendarRange, FilterX } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { columnasDe } from '@/components/data-table/columnas';
import { ListaGestion } from '@/components/lista-gestion/lista-gestion';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { useMiCuentaGestor, usePermite } from '@/lib/cuenta-gestor';
import { formatFecha } from '@/lib/formato';
import { useLanguage } from '@/lib/i18n';
import { usePracticasGestion, useRecordarInformes } from '../api/practicas-gestion';
import { hayFiltros, useFiltrosPracticas } from '../hooks/filtros-url';
import { BarraRecordatorio } from './barra-recordatorio';
import { claveTipo } from './etiquetas';
import { FiltrosPracticasBarra } from './filtros-practicas';
import { EstadoPracticaMarca, FaltasMarcas } from './marcas';

const h = columnasDe<PracticaGestionFila>();

/** Where an internship's record is; the list's address travels in the navigation state to go back to. */
export const rutaPractica = (idPractica: number) => `/gestion/practicas/${idPractica}`;
export const RUTA_DIAS_EFECTIVOS = '/gestion/practicas/dias-efectivos';

/**
 * /gestion/practicas: every internship, the latest to start first, filtered by state, what is missing, who
 * registers the student and a month, all kept in the address, read page by page ("Cargar más"). Members with
 * practicas:cambiar choose rows and remind their company tutors of the final report. Enter on a row, or its
 * student's name, opens the record; a link leads to the monthly effective days.
 */
export function PracticasGestionPage() {
  const { t } = useTranslation();
  const idioma = useLanguage();
  const navigate = useNavigate();
  const location = useLocation();
  const cuenta = useMiCuentaGestor();
  const puedeLeer = usePermite('practicas:leer');
  const puedeCambiar = usePermite('practicas:cambiar');
  const [filtros, cambiarFiltros] = useFiltrosPracticas();
  const lista = usePracticasGestion(filtros);
  const recordar = useRecordarInformes();

  const [seleccion, setSeleccion] = useState<RowSelectionState>({});
  const [resultado, setResultado] = useState<{ enviados: number; omitidos: number } | null>(null);
  const ids = Object.keys(seleccion)
    .filter((clave) => seleccion[clave])
    .map(Number);

  const cambiar = (cambio: Parameters<typeof cambiarFiltros>[0]) => {
    setSeleccion({});
    cambiarFiltros(cambio);
  };

  const columnas = useMemo(
    () =>
      h.columns([
        h.accessor('alumno', {
          enableSorting: false,
          meta: { etiqueta: t('practicasGestion.lista.columnas.alumno'), principal: true },
          cell: (c) => (
            <Link
              to={rutaPractica(c.row.original.idPractica)}
              state={{ volver: location.search }}
              className="font-medium text-fg underline-offset-4 hover:underline"
            >
              {c.getValue()}
            </Link>
          ),
        }),
        h.accessor('empresa', {
          enableSorting: false,
          meta: { etiqueta: t('practicasGestion.lista.columnas.empresa') },
          cell: (c) => (
            <span className="flex flex-col">
              <span>{c.getValue()}</span>
              <span className="text-xs text-muted">{t(claveTipo[c.row.original.tipo])}</span>
            </span>
          ),
        }),
        h.accessor('fechaInicio', {
          enableSorting: false,
          meta: { etiqueta: t('practicasGestion.lista.columnas.fechas') },
          cell: (c) => (
            <span className="whitespace-nowrap tabular-nums">
              {t('practicasGestion.lista.fechas', {
                inicio: formatFecha(c.getValue(), idioma),
                fin: formatFecha(c.row.original.fechaFin, idioma),
              })}
            </span>
          ),
        }),
        h.accessor('estado', {
          enableSorting: false,
          meta: { etiqueta: t('practicasGestion.lista.columnas.estado') },
          cell: (c) => <EstadoPracticaMarca estado={c.getValue()} />,
        }),
        h.accessor('obligado', {
          enableSorting: false,
          meta: { etiqueta: t('practicasGestion.lista.columnas.obligado') },
          cell: (c) => etiquetasObligadoCotizacion[idioma][c.getValue()],
        }),
        h.accessor('faltas', {
          enableSorting: false,
          meta: { etiqueta: t('practicasGestion.lista.columnas.faltas') },
          cell: (c) => <FaltasMarcas faltas={c.getValue()} />,
        }),
      ]),
    // Stable between renders (no formatter function that is new at each one): a cell is a component, and new
    // columns would mount the rows' links anew and drop the focus (selecting a row re-renders the page).
    [t, idioma, location.search],
  );

  return (
    <ListaGestion<PracticaGestionFila>
      lista={lista}
      cuentaCargando={cuenta.isPending}
      sinPermiso={
        cuenta.data && !puedeLeer
          ? { titulo: t('practicasGestion.sinPermiso.titulo'), texto: t('practicasGestion.sinPermiso.texto') }
          : undefined
      }
      intro={t('practicasGestion.lista.intro')}
      enlaces={
        <Button asChild variant="outline" className="w-fit shrink-0">
          <Link to={RUTA_DIAS_EFECTIVOS}>
            <CalendarRange aria-hidden="true" />
            {t('practicasGestion.lista.irADiasEfectivos')}
          </Link>
        </Button>
      }
      filtros={<FiltrosPracticasBarra filtros={filtros} onCambiar={cambiar} />}
      aviso={
        resultado ? (
          <Banner
            tone={resultado.enviados > 0 ? 'success' : 'info'}
            role="status"
            title={
              resultado.omitidos > 0
                ? t('practicasGestion.recordatorio.resultado', {
                    enviados: t('practicasGestion.recordatorio.enviados', { count: resultado.enviados }),
                    omitidos: t('practicasGestion.recordatorio.omitidos', { count: resultado.omitidos }),
                  })
                : t('practicasGestion.recordatorio.enviados', { count: resultado.enviados })
            }
            onClose={() => setResultado(null)}
          />
        ) : null
      }
      total={{
        exacto: (count) => t('practicasGestion.lista.total', { count }),
        estimado: (total) => t('practicasGestion.lista.totalEstimado', { total }),
      }}
      barra={
        puedeCambiar && ids.length > 0 ? (
          <BarraRecordatorio
            seleccionadas={ids.length}
            ocupado={recordar.isPending}
            onLimpiar={() => setSeleccion({})}
            onRecordar={async () => {
              const r = await recordar.mutateAsync(ids);
              setResultado(r);
              setSeleccion({});
            }}
          />
        ) : null
      }
      etiqueta={t('practicasGestion.lista.tabla')}
      columnas={columnas}
      idDeFila={(p) => String(p.idPractica)}
      nombreDeFila={(p) => t('practicasGestion.lista.nombreFila', { alumno: p.alumno, empresa: p.empresa })}
      vacio={{
        titulo: t('practicasGestion.lista.vacio'),
        descripcion: t('practicasGestion.lista.vacioTexto'),
        accion: hayFiltros(filtros) ? (
          <Button variant="outline" onClick={() => cambiar(null)}>
            <FilterX aria-hidden="true" />
            {t('practicasGestion.lista.quitarFiltros')}
          </Button>
        ) : null,
      }}
      seleccionable={puedeCambiar}
      seleccion={seleccion}
      onSeleccionChange={setSeleccion}
      onAbrirFila={(p) => navigate(rutaPractica(p.idPractica), { state: { volver: location.search } })}
    />
  );
}
