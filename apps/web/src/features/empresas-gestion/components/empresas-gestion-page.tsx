import type { EmpresaGestionFila } from '@puente/contract/empresas-gestion';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { columnasDe } from '@/components/data-table/columnas';
import { ListaGestion } from '@/components/lista-gestion/lista-gestion';
import { useMiCuentaGestor, usePermite } from '@/lib/cuenta-gestor';
import { useFormato } from '@/lib/formato';
import { useDominios } from '@/lib/reference-data';
import { useEmpresasGestion } from '../api/empresas-gestion';
import { useFiltrosEmpresas } from '../hooks/filtros-url';
import { EstadoEmpresaBadge } from './estado-empresa';
import { FiltrosEmpresasBarra } from './filtros-empresas';

const h = columnasDe<EmpresaGestionFila>();

/** A list's name in the UI language when the reference lists know it, the API's Spanish one otherwise. */
const nombreEn = (items: { id: number; descripcion: string }[] | undefined, id: number | null, porDefecto: string | null) =>
  (id !== null ? items?.find((item) => item.id === id)?.descripcion : undefined) ?? porDefecto ?? '';

/**
 * /gestion/empresas: every company, filters kept in the address, read page by page in the server's
 * order ("Cargar más"). Enter on a row (or its name's link) opens the company's page.
 */
export function EmpresasGestionPage() {
  const { t } = useTranslation();
  const { fecha, numero } = useFormato();
  const navigate = useNavigate();
  const location = useLocation();
  const cuenta = useMiCuentaGestor();
  const puedeLeer = usePermite('empresas:leer');
  const dominios = useDominios();
  const [filtros, cambiarFiltros, limpiarFiltros] = useFiltrosEmpresas();
  const lista = useEmpresasGestion(filtros);
  const provincias = dominios.data?.provincias;
  const sectores = dominios.data?.sectoresActividad;

  const columnas = useMemo(
    () =>
      h.columns([
        h.accessor('nombre', {
          enableSorting: false,
          meta: { etiqueta: t('gestionEmpresas.lista.columnas.nombre'), principal: true },
          cell: (c) => {
            const e = c.row.original;
            return (
              <span className="flex flex-col">
                <Link
                  to={`/gestion/empresas/${e.idEmpresa}`}
                  state={{ volver: location.search }}
                  className="font-medium text-fg underline-offset-4 hover:underline"
                >
                  {e.nombre}
                </Link>
                {e.nombreComercial && e.nombreComercial !== e.nombre ? (
                  <span className="text-xs font-normal text-muted">{e.nombreComercial}</span>
                ) : null}
              </span>
            );
          },
        }),
        h.accessor('cif', {
          enableSorting: false,
          meta: { etiqueta: t('gestionEmpresas.lista.columnas.cif') },
          cell: (c) => <span className="font-mono text-xs">{c.getValue()}</span>,
        }),
        h.accessor('estado', {
          enableSorting: false,
          meta: { etiqueta: t('gestionEmpresas.lista.columnas.estado') },
          cell: (c) => <EstadoEmpresaBadge estado={c.getValue()} />,
        }),
        h.accessor((e) => nombreEn(provincias, e.idProvincia, e.provincia), {
          id: 'provincia',
          enableSorting: false,
          meta: { etiqueta: t('gestionEmpresas.lista.columnas.provincia') },
          cell: (c) => c.getValue(),
        }),
        h.accessor((e) => nombreEn(sectores, e.idSector, e.sector), {
          id: 'sector',
          enableSorting: false,
          meta: { etiqueta: t('gestionEmpresas.lista.columnas.sector') },
          cell: (c) => <span className="line-clamp-2 max-w-56">{c.getValue()}</span>,
        }),
        h.accessor('fechaAlta', {
          enableSorting: false,
          meta: { etiqueta: t('gestionEmpresas.lista.columnas.alta') },
          cell: (c) => <span className="whitespace-nowrap">{fecha(c.getValue())}</span>,
        }),
        h.accessor('ofertas', {
          enableSorting: false,
          meta: { etiqueta: t('gestionEmpresas.lista.columnas.ofertas'), alinear: 'end' },
          cell: (c) => numero(c.getValue()),
        }),
        h.accessor('convenios', {
          enableSorting: false,
          meta: { etiqueta: t('gestionEmpresas.lista.columnas.convenios'), alinear: 'end' },
          cell: (c) => numero(c.getValue()),
        }),
      ]),
    [t, fecha, numero, location.search, provincias, sectores],
  );

  return (
    <ListaGestion<EmpresaGestionFila>
      lista={lista}
      cuentaCargando={cuenta.isPending}
      sinPermiso={
        cuenta.data && !puedeLeer
          ? { titulo: t('gestionEmpresas.sinPermiso.titulo'), texto: t('gestionEmpresas.sinPermiso.texto') }
          : undefined
      }
      intro={t('gestionEmpresas.lista.intro')}
      filtros={<FiltrosEmpresasBarra filtros={filtros} onCambiar={cambiarFiltros} onLimpiar={limpiarFiltros} />}
      total={{
        exacto: (count) => t('gestionEmpresas.lista.total', { count }),
        estimado: (total) => t('gestionEmpresas.lista.totalEstimado', { total }),
      }}
      etiqueta={t('gestionEmpresas.lista.tabla')}
      columnas={columnas}
      idDeFila={(e) => String(e.idEmpresa)}
      nombreDeFila={(e) => e.nombre}
      vacio={{ titulo: t('gestionEmpresas.lista.vacio'), descripcion: t('gestionEmpresas.lista.vacioTexto') }}
      onAbrirFila={(e) => navigate(`/gestion/empresas/${e.idEmpresa}`, { state: { volver: location.search } })}
      columnasOcultas={['sector']}
    />
  );
}
