import type { ActividadFila } from '@puente/contract/actividad';
import { Download, ShieldAlert } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { columnasDe } from '@/components/data-table/columnas';
import { ListaGestion } from '@/components/lista-gestion/lista-gestion';
import { Button } from '@/components/ui/button';
import { useMiCuentaGestor, usePermite } from '@/lib/cuenta-gestor';
import { localeDe } from '@/lib/formato';
import { useLanguage } from '@/lib/i18n';
import { useActividad, useDescargarCsv } from '../api/actividad';
import { useFiltrosActividad } from '../hooks/filtros-url';
import { Detalle } from './detalle';
import { enlaceObjeto, enlacePersona, etiquetaAccion, etiquetaObjeto } from './etiquetas';
import { FiltrosActividadBarra } from './filtros-actividad';

const h = columnasDe<ActividadFila>();

const enlace = 'font-medium text-fg underline underline-offset-4 hover:text-primary';

/**
 * /gestion/actividad: the audit trail for administración (and solo lectura), newest first, read page by page
 * ("Cargar más") with its filters in the address, so another page links "Ver actividad" with
 * `?objeto=empresa&id=12`; "Descargar CSV" downloads exactly the rows the filters show.
 */
export function ActividadPage() {
  const { t } = useTranslation();
  const idioma = useLanguage();
  const cuenta = useMiCuentaGestor();
  const puedeLeer = usePermite('administracion:leer');
  const [filtros, cambiarFiltros] = useFiltrosActividad();
  const lista = useActividad(filtros);
  const csv = useDescargarCsv();

  const columnas = useMemo(() => {
    const instante = new Intl.DateTimeFormat(localeDe(idioma), {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      timeZone: 'Europe/Madrid',
    });
    const nombre = (p: ActividadFila['actor']) =>
      p.nombre?.trim() ||
      (p.id === null
        ? t('gestionActividad.sistema')
        : t('gestionActividad.sinNombre', {
            tipo: t(`gestionActividad.actores.${p.tipo}`, { defaultValue: p.tipo }),
            id: p.id,
          }));
    const persona = (p: ActividadFila['actor']) => {
      const ruta = enlacePersona(p.tipo, p.id);
      return ruta ? (
        <Link to={ruta} className={enlace}>
          {nombre(p)}
        </Link>
      ) : (
        <span className="font-medium">{nombre(p)}</span>
      );
    };
    return h.columns([
      h.accessor('fecha', {
        enableSorting: false,
        meta: { etiqueta: t('gestionActividad.columnas.fecha') },
        cell: (c) => (
          <time dateTime={c.getValue()} className="whitespace-nowrap tabular-nums">
            {instante.format(new Date(c.getValue()))}
          </time>
        ),
      }),
      h.accessor('actor', {
        enableSorting: false,
        meta: { etiqueta: t('gestionActividad.columnas.quien') },
        cell: (c) => {
          const { actor, como } = c.row.original;
          return (
            <span className="flex flex-col gap-0.5">
              <span>
                {persona(actor)}{' '}
                <span className="text-xs text-muted">
                  · {t(`gestionActividad.actores.${actor.tipo}`, { defaultValue: actor.tipo })}
                </span>
              </span>
              {como ? (
                <span className="flex flex-wrap items-center gap-1.5 text-sm">
                  <span className="inline-flex items-center gap-1 rounded-full bg-warning-bg px-2 py-0.5 text-xs font-semibold text-warning">
                    <ShieldAlert aria-hidden="true" className="size-3" />
                    {t('gestionActividad.modoDios')}
                  </span>
                  <span>
                    {t('gestionActividad.como')} {persona(como)}
                  </span>
                </span>
              ) : null}
            </span>
          );
        },
      }),
      h.accessor('accion', {
        enableSorting: false,
        meta: { etiqueta: t('gestionActividad.columnas.accion'), principal: true },
        cell: (c) => {
          const { texto, conocida } = etiquetaAccion(t, c.getValue());
          return conocida ? texto : <code className="rounded bg-subtle px-1.5 py-0.5 text-xs">{texto}</code>;
        },
      }),
      h.accessor((f) => `${f.entidad ?? ''}:${f.entidadId ?? ''}`, {
        id: 'objeto',
        enableSorting: false,
        meta: { etiqueta: t('gestionActividad.columnas.objeto') },
        cell: (c) => {
          const { entidad, entidadId } = c.row.original;
          if (!entidad) return <span className="text-muted">{t('gestionActividad.sinDetalle')}</span>;
          const objeto = etiquetaObjeto(t, entidad);
          const texto = entidadId ? t('gestionActividad.objetoConId', { objeto, id: entidadId }) : objeto;
          const ruta = enlaceObjeto(entidad, entidadId);
          return ruta ? (
            <Link to={ruta} className={`${enlace} whitespace-nowrap`}>
              {texto}
            </Link>
          ) : (
            <span className="whitespace-nowrap">{texto}</span>
          );
        },
      }),
      h.accessor('detalle', {
        enableSorting: false,
        meta: { etiqueta: t('gestionActividad.columnas.detalle') },
        cell: (c) => <Detalle detalle={c.getValue()} />,
      }),
    ]);
  }, [t, idioma]);

  return (
    <ListaGestion<ActividadFila>
      lista={lista}
      cuentaCargando={cuenta.isPending}
      sinPermiso={
        cuenta.data && !puedeLeer
          ? { titulo: t('gestionActividad.sinPermiso.titulo'), texto: t('gestionActividad.sinPermiso.texto') }
          : undefined
      }
      intro={t('gestionActividad.intro')}
      filtros={<FiltrosActividadBarra filtros={filtros} onCambiar={cambiarFiltros} />}
      total={{
        exacto: (count) => t('gestionActividad.total', { count }),
        estimado: (total) => t('gestionActividad.totalEstimado', { total }),
      }}
      etiqueta={t('gestionActividad.tabla')}
      columnas={columnas}
      idDeFila={(f) => String(f.id)}
      nombreDeFila={(f) => etiquetaAccion(t, f.accion).texto}
      vacio={{ titulo: t('gestionActividad.vacio'), descripcion: t('gestionActividad.vacioTexto') }}
      acciones={
        <Button
          variant="outline"
          size="sm"
          onClick={() => csv.mutate(filtros)}
          disabled={csv.isPending || lista.total === 0}
          aria-busy={csv.isPending || undefined}
        >
          <Download aria-hidden="true" />
          {csv.isPending ? t('gestionActividad.descargando') : t('gestionActividad.descargar')}
        </Button>
      }
    />
  );
}
