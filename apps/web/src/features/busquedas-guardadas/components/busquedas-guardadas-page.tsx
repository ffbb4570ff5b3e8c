import { type BusquedaGuardada, FRECUENCIAS_ALERTA, type FrecuenciaAlerta } from '@puente/contract/endpoints/busquedas-guardadas';
import { BellRing, CalendarDays, Search, SlidersHorizontal, Trash2, WifiOff } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Select } from '@/components/ui/select';
import { Skeleton, SkeletonList } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast-store';
import { useFormato } from '@/lib/formato';
import { useBorrarBusqueda, useBusquedasGuardadas, useEditarBusqueda } from '../api/busquedas-guardadas';

export interface BusquedasGuardadasPageProps {
  /** The offer list's address with a saved search's filters (the app knows the routes and their URL). */
  hrefBusqueda: (b: BusquedaGuardada) => string;
  pathPracticas: string;
}

/** /busquedas-guardadas: the student's saved searches, each to open, change its alerts or delete (issue 28). */
export function BusquedasGuardadasPage({ hrefBusqueda, pathPracticas }: BusquedasGuardadasPageProps) {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch, isFetching } = useBusquedasGuardadas();
  if (isPending) return <SkeletonList label={t('busquedasGuardadas.lista.cargando')} count={3} item={BusquedaSkeleton} />;
  if (isError) {
    return (
      <EmptyState
        icon={WifiOff}
        titleAs="h2"
        title={t('busquedasGuardadas.lista.errorTitulo')}
        description={t('busquedasGuardadas.lista.errorTexto')}
        action={
          <Button onClick={() => void refetch()} disabled={isFetching} aria-busy={isFetching}>
            {t('busquedasGuardadas.lista.reintentar')}
          </Button>
        }
      />
    );
  }
  if (data.length === 0) {
    return (
      <EmptyState
        icon={BellRing}
        titleAs="h2"
        title={t('busquedasGuardadas.lista.vacioTitulo')}
        description={t('busquedasGuardadas.lista.vacioTexto')}
        action={
          <Button asChild>
            <Link to={pathPracticas}>{t('busquedasGuardadas.lista.verPracticas')}</Link>
          </Button>
        }
      />
    );
  }
  return (
    <ul className="flex flex-col gap-3">
      {data.map((b) => (
        <li key={b.id}>
          <TarjetaBusqueda busqueda={b} href={hrefBusqueda(b)} />
        </li>
      ))}
    </ul>
  );
}

/** How many filters a search holds besides its text and "para mí". */
const numFiltros = (b: BusquedaGuardada) =>
  Object.entries(b.filtros).reduce(
    (n, [clave, valor]) =>
      clave === 'texto' || clave === 'paraMi' || valor === undefined ? n : n + (Array.isArray(valor) ? valor.length : 1),
    0,
  );

function TarjetaBusqueda({ busqueda: b, href }: { busqueda: BusquedaGuardada; href: string }) {
  const { t } = useTranslation();
  const { fecha } = useFormato();
  const id = useId();
  const editar = useEditarBusqueda();
  const borrar = useBorrarBusqueda();
  const etiquetaFrecuencia = (f: FrecuenciaAlerta) => t(`busquedasGuardadas.frecuencia.${f}`);
  const filtros = numFiltros(b);
  return (
    <Card as="article" padding="sm" className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <p className="text-sm text-muted">
          {t('busquedasGuardadas.lista.perfil', { perfil: t(`busquedasGuardadas.perfil.${b.tipo}`) })}
        </p>
        <h2 className="text-base leading-snug font-semibold text-fg sm:text-lg">{b.nombre}</h2>
      </div>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
        {b.filtros.texto ? (
          <li className="flex items-center gap-1.5">
            <Search aria-hidden="true" className="size-4 shrink-0" />
            {t('busquedasGuardadas.lista.texto', { texto: b.filtros.texto })}
          </li>
        ) : null}
        {filtros > 0 ? (
          <li className="flex items-center gap-1.5">
            <SlidersHorizontal aria-hidden="true" className="size-4 shrink-0" />
            {t('busquedasGuardadas.lista.filtros', { count: filtros })}
          </li>
        ) : null}
        {b.filtros.paraMi ? <li>{t('busquedasGuardadas.lista.paraMi')}</li> : null}
        <li className="flex items-center gap-1.5">
          <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
          {b.ultimaAlerta
            ? t('busquedasGuardadas.lista.ultimaAlerta', { fecha: fecha(b.ultimaAlerta) })
            : t('busquedasGuardadas.lista.guardadaEl', { fecha: fecha(b.creadaEl) })}
        </li>
      </ul>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-frecuencia`} className="text-sm font-medium text-fg">
            {t('busquedasGuardadas.lista.frecuencia', { nombre: b.nombre })}
          </label>
          <Select
            id={`${id}-frecuencia`}
            className="w-full sm:w-56"
            value={b.frecuencia}
            disabled={editar.isPending}
            onValueChange={(valor) =>
              editar.mutate(
                { id: b.id, frecuencia: valor as FrecuenciaAlerta },
                {
                  onSuccess: (nueva) =>
                    toast({
                      title: t('busquedasGuardadas.lista.frecuenciaCambiada', {
                        nombre: nueva.nombre,
                        frecuencia: etiquetaFrecuencia(nueva.frecuencia),
                      }),
                      tone: 'success',
                    }),
                },
              )
            }
            options={FRECUENCIAS_ALERTA.map((f) => ({ value: f, label: etiquetaFrecuencia(f) }))}
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild size="sm">
            <Link to={href}>
              <Search aria-hidden="true" />
              {t('busquedasGuardadas.lista.abrir')}
            </Link>
          </Button>
          <ConfirmDialog
            trigger={
              <Button variant="outline" size="sm" aria-label={`${t('busquedasGuardadas.lista.borrar')}: ${b.nombre}`}>
                <Trash2 aria-hidden="true" />
                {t('busquedasGuardadas.lista.borrar')}
              </Button>
            }
            tone="danger"
            title={t('busquedasGuardadas.lista.borrarTitulo', { nombre: b.nombre })}
            description={t('busquedasGuardadas.lista.borrarTexto')}
            cancelLabel={t('busquedasGuardadas.guardar.cancelar')}
            confirmLabel={t('busquedasGuardadas.lista.borrarConfirmar')}
            pendingLabel={t('busquedasGuardadas.lista.borrando')}
            onConfirm={async () => {
              await borrar.mutateAsync(b.id);
              toast({ title: t('busquedasGuardadas.lista.borrada'), tone: 'success' });
            }}
          />
        </div>
      </div>
    </Card>
  );
}

function BusquedaSkeleton() {
  return (
    <Card as="div" padding="sm" aria-hidden="true" className="flex flex-col gap-3">
      <Skeleton className="h-3.5 w-1/4" />
      <Skeleton className="h-5 w-2/3" />
      <Skeleton className="h-9 w-56" />
    </Card>
  );
}
