import { EstadoOferta } from '@puente/contract/procesos';
import { CalendarClock, CalendarDays, CalendarPlus, Hourglass, UsersRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/ui/banner';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useDatosProceso } from '../api/datos-proceso';
import { AccionesOferta } from './acciones-oferta';
import { EstadoOfertaBadge, PerfilBadge, PlazoCerradoBadge } from './badges';
import { CambiosPedidosAviso, RechazoAviso, useMotivoCambios } from './cambios-pedidos';

export interface ProcesoResumenProps {
  idOferta: number;
  onCopiadaContrario: (idOferta: number) => void;
  onBorrada: () => void;
}

/** The head of an offer's page: profile, state, key dates, counts and what the company may do now. */
export function ProcesoResumenCard({ idOferta, onCopiadaContrario, onBorrada }: ProcesoResumenProps) {
  const { t } = useTranslation();
  const datos = useDatosProceso(idOferta);
  const motivoCambios = useMotivoCambios();
  if (datos.isPending) return <ResumenSkeleton />;
  if (!datos.data) return null;
  const { proceso, acciones } = datos.data;
  const hechos: { icon: typeof CalendarDays; label: string; value: ReactNode }[] = [
    { icon: CalendarPlus, label: t('procesos.datos.creada'), value: proceso.fechaCreacion },
    { icon: CalendarDays, label: t('procesos.datos.publicada'), value: proceso.fechaPublicacion ?? '—' },
    { icon: CalendarClock, label: t('procesos.datos.fechaLimite'), value: proceso.fechaLimite ?? t('procesos.datos.sinFecha') },
    { icon: UsersRound, label: t('procesos.datos.plazas'), value: proceso.plazas },
  ];
  return (
    <Card aria-label={t('procesos.detalle.resumen')} className="flex flex-col gap-5">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="flex flex-wrap gap-1.5">
          <PerfilBadge idPerfil={proceso.idPerfil} />
          <EstadoOfertaBadge idEstado={proceso.idEstado} fallback={proceso.Estado} />
          {proceso.plazoCerrado && proceso.idEstado === EstadoOferta.PUBLICADA ? <PlazoCerradoBadge /> : null}
        </div>
        <AccionesOferta
          proceso={proceso}
          acciones={acciones}
          variante="detalle"
          onCopiadaContrario={onCopiadaContrario}
          onBorrada={onBorrada}
        />
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {hechos.map(({ icon: Icon, label, value }) => (
          <div key={label} className="flex flex-col gap-1 rounded-xl bg-subtle px-3.5 py-3">
            <dt className="flex items-center gap-1.5 text-xs font-medium text-muted">
              <Icon aria-hidden="true" className="size-3.5" />
              {label}
            </dt>
            <dd className="font-semibold text-fg tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {proceso.idEstado === EstadoOferta.PENDIENTE_VALIDACION && proceso.reenvios === 0 ? (
        <Banner tone="info" role="status" title={t('procesos.detalle.pendienteTitulo')}>
          {acciones.editar ? t('procesos.detalle.pendienteEditable') : t('procesos.detalle.pendienteTexto')}
        </Banner>
      ) : null}
      {proceso.idEstado === EstadoOferta.PENDIENTE_VALIDACION && proceso.reenvios > 0 ? (
        <Banner tone="info" role="status" title={t('ofertasEmpresa.cambios.reenviadaTitulo')}>
          <p>
            {proceso.cambiosPedidos ? t('ofertasEmpresa.cambios.reenviadaBanner') : t('ofertasEmpresa.rechazo.reenviadaBanner')}
          </p>
          {proceso.cambiosPedidos ? (
            <p>{t('ofertasEmpresa.cambios.motivo', { motivo: motivoCambios(proceso.cambiosPedidos) })}</p>
          ) : null}
        </Banner>
      ) : null}
      {proceso.idEstado === EstadoOferta.CAMBIOS_PEDIDOS ? (
        <CambiosPedidosAviso
          idOferta={proceso.idOferta}
          urlAcceso={proceso.urlAcceso}
          pedido={proceso.cambiosPedidos}
          editar={acciones.editar}
          reenviar={acciones.reenviar}
        />
      ) : null}
      {proceso.idEstado === EstadoOferta.RECHAZADA ? (
        <RechazoAviso
          idOferta={proceso.idOferta}
          urlAcceso={proceso.urlAcceso}
          motivo={proceso.motivoRechazo}
          reenvios={proceso.reenvios}
          editar={acciones.editar}
          reenviar={acciones.reenviar}
        />
      ) : null}
      {proceso.idEstado === EstadoOferta.CERRADA ? (
        <p className="flex items-center gap-2 text-sm text-muted">
          <Hourglass aria-hidden="true" className="size-4" />
          {t('procesos.detalle.cerradaTexto')}
        </p>
      ) : null}
    </Card>
  );
}

function ResumenSkeleton() {
  const { t } = useTranslation();
  return (
    <Card as="div" padding="none" role="status" className="flex flex-col gap-5 p-6">
      <span className="sr-only">{t('procesos.cargando')}</span>
      <div className="flex gap-2">
        <Skeleton className="h-5 w-20 rounded-full" />
        <Skeleton className="h-5 w-24 rounded-full" />
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {[0, 1, 2, 3].map((n) => (
          <Skeleton key={n} className="h-16 rounded-xl" />
        ))}
      </div>
    </Card>
  );
}
