import type { MotivoRechazoOfertaDatos, OfertaGestionFila } from '@puente/contract/ofertas-gestion';
import { type EstadoOferta, etiquetasEstadoOferta } from '@puente/contract/procesos';
import type { RowSelectionState } from '@tanstack/react-table';
import { RotateCcw } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { columnasDe } from '@/components/data-table/columnas';
import { ListaGestion } from '@/components/lista-gestion/lista-gestion';
import { cn } from '@/lib/cn';
import { useMiCuentaGestor, usePermite } from '@/lib/cuenta-gestor';
import { useFormato } from '@/lib/formato';
import { useLanguage } from '@/lib/i18n';
import { useDeshacerLote, useOfertasEnBloque, useOfertasGestion } from '../api/ofertas-gestion';
import { filtroApi, useFiltrosOfertas } from '../hooks/filtros-url';
import { AvisoLote, type LoteHecho } from './aviso-lote';
import { BarraBloque } from './barra-bloque';
import { DialogoRechazo } from './dialogo-rechazo';
import { FiltrosOfertasBarra } from './filtros-ofertas';

const h = columnasDe<OfertaGestionFila>();

const COLOR_ESTADO: Record<number, string> = {
  1: 'bg-warning-bg text-warning',
  2: 'bg-success-bg text-success',
  4: 'bg-danger-bg text-danger',
  6: 'bg-info-bg text-info',
};

/** What the review page hands back to the list in the navigation state: the decision it made there. */
export interface EstadoVueltaOfertas {
  loteHecho?: LoteHecho;
}

/**
 * /gestion/ofertas: every company's offers with filters kept in the address, read page by page in the
 * server's order ("Cargar más"), and, for members with empresas:cambiar, bulk validation or decline with
 * a 10 s undo. Enter on a row opens its review (/gestion/ofertas/:id).
 */
export function OfertasGestionPage() {
  const { t } = useTranslation();
  const idioma = useLanguage();
  const { fecha } = useFormato();
  const navigate = useNavigate();
  const location = useLocation();
  const cuenta = useMiCuentaGestor();
  const puedeLeer = usePermite('empresas:leer');
  const puedeCambiar = usePermite('empresas:cambiar');
  const [filtros, cambiarFiltros] = useFiltrosOfertas();
  const lista = useOfertasGestion(filtros);
  const enBloque = useOfertasEnBloque();
  const deshacer = useDeshacerLote();

  const [seleccion, setSeleccion] = useState<RowSelectionState>({});
  const [todas, setTodas] = useState(false);
  const [rechazando, setRechazando] = useState(false);
  const [hecho, setHecho] = useState<LoteHecho | null>(() => (location.state as EstadoVueltaOfertas | null)?.loteHecho ?? null);

  const ids = Object.keys(seleccion)
    .filter((clave) => seleccion[clave])
    .map(Number);

  const cambiar = (cambio: Parameters<typeof cambiarFiltros>[0]) => {
    setSeleccion({});
    setTodas(false);
    cambiarFiltros(cambio);
  };

  const decidir = (decision: 'validar' | 'rechazar', motivo?: MotivoRechazoOfertaDatos) => {
    const objetivo = todas ? { filtro: filtroApi(filtros) } : { ids };
    enBloque.mutate(
      { decision, ...objetivo, ...(motivo ? { motivo } : {}) },
      {
        onSuccess: (lote) => {
          setHecho({ lote, decision, recibido: Date.now() });
          setSeleccion({});
          setTodas(false);
          setRechazando(false);
        },
      },
    );
  };

  const columnas = useMemo(
    () =>
      h.columns([
        h.accessor('titulo', {
          enableSorting: false,
          meta: { etiqueta: t('gestion.ofertas.columnas.titulo'), principal: true },
          cell: (c) => (
            <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
              <Link
                to={`/gestion/ofertas/${c.row.original.idOferta}`}
                state={{ volver: location.search }}
                className="font-medium text-fg underline-offset-4 hover:underline"
              >
                {c.getValue()}
              </Link>
              {c.row.original.reenvios > 0 ? (
                <span className="inline-flex items-center gap-1 rounded-full border border-info/25 bg-info-bg px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-info">
                  <RotateCcw aria-hidden="true" className="size-3" />
                  {t('cambiosOferta.reenviada.marca')}
                </span>
              ) : null}
            </span>
          ),
        }),
        h.accessor((o) => o.empresa.nombre, {
          id: 'empresa',
          enableSorting: false,
          meta: { etiqueta: t('gestion.ofertas.columnas.empresa') },
          cell: (c) => c.getValue(),
        }),
        h.accessor('idEstado', {
          enableSorting: false,
          meta: { etiqueta: t('gestion.ofertas.columnas.estado') },
          cell: (c) => (
            <span
              className={cn(
                'rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
                COLOR_ESTADO[c.getValue()] ?? 'bg-subtle text-muted',
              )}
            >
              {etiquetasEstadoOferta[c.getValue() as EstadoOferta]?.[idioma] ?? c.row.original.Estado}
            </span>
          ),
        }),
        h.accessor('idPerfil', {
          enableSorting: false,
          meta: { etiqueta: t('gestion.ofertas.columnas.perfil') },
          cell: (c) => t(`gestion.ofertas.perfil.${c.getValue() === 1 ? 1 : 2}`),
        }),
        h.accessor('fechaCreacion', {
          enableSorting: false,
          meta: { etiqueta: t('gestion.ofertas.columnas.creada') },
          cell: (c) => <span className="whitespace-nowrap">{fecha(c.getValue())}</span>,
        }),
        h.accessor('fechaLimite', {
          enableSorting: false,
          meta: { etiqueta: t('gestion.ofertas.columnas.plazo') },
          cell: (c) => {
            const valor = c.getValue();
            return <span className="whitespace-nowrap">{valor ? fecha(valor) : t('gestion.ofertas.sinPlazo')}</span>;
          },
        }),
      ]),
    [t, idioma, fecha, location.search],
  );

  const cuantas = todas
    ? t('gestion.ofertas.bloque.todas', { count: lista.total ?? 0 })
    : t('gestion.ofertas.bloque.seleccionadas', { count: ids.length });

  return (
    <ListaGestion<OfertaGestionFila>
      lista={lista}
      cuentaCargando={cuenta.isPending}
      sinPermiso={
        cuenta.data && !puedeLeer ? { titulo: t('gestion.sinPermiso.titulo'), texto: t('gestion.sinPermiso.texto') } : undefined
      }
      intro={t('gestion.ofertas.intro')}
      filtros={<FiltrosOfertasBarra filtros={filtros} onCambiar={cambiar} />}
      aviso={
        hecho ? (
          <AvisoLote
            hecho={hecho}
            deshaciendo={deshacer.isPending}
            onCerrar={() => setHecho(null)}
            onDeshacer={() =>
              deshacer.mutate(hecho.lote.idLote, {
                onSuccess: (r) =>
                  setHecho({ ...hecho, deshecho: { restauradas: r.restauradas, cambiadasDespues: r.cambiadasDespues } }),
              })
            }
          />
        ) : null
      }
      total={{
        exacto: (count) => t('gestion.ofertas.total', { count }),
        estimado: (total) => t('gestion.ofertas.totalEstimado', { total }),
      }}
      barra={
        puedeCambiar && (ids.length > 0 || todas) ? (
          <BarraBloque
            seleccionadas={ids.length}
            total={lista.total}
            totalEstimado={lista.totalEstimado}
            todas={todas}
            onTodas={setTodas}
            onValidar={() => decidir('validar')}
            onRechazar={() => setRechazando(true)}
            onLimpiar={() => {
              setSeleccion({});
              setTodas(false);
            }}
            ocupado={enBloque.isPending}
          />
        ) : null
      }
      etiqueta={t('gestion.ofertas.tabla')}
      columnas={columnas}
      idDeFila={(o) => String(o.idOferta)}
      nombreDeFila={(o) => o.titulo}
      vacio={{ titulo: t('gestion.ofertas.vacio'), descripcion: t('gestion.ofertas.vacioTexto') }}
      seleccionable={puedeCambiar}
      seleccion={seleccion}
      onSeleccionChange={setSeleccion}
      onAbrirFila={(o) => navigate(`/gestion/ofertas/${o.idOferta}`, { state: { volver: location.search } })}
    >
      {puedeCambiar ? (
        <DialogoRechazo
          key={rechazando ? 'abierto' : 'cerrado'}
          open={rechazando}
          onOpenChange={setRechazando}
          que={cuantas}
          ocupado={enBloque.isPending}
          onConfirmar={(motivo) => decidir('rechazar', motivo)}
        />
      ) : null}
    </ListaGestion>
  );
}
