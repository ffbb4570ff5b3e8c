import { ESTADOS_SOLICITUD_BAJA, type EstadoSolicitudBaja, type SolicitudBaja } from '@puente/contract/alumnos-gestion';
import { TOTAL_EXACTO_HASTA } from '@puente/contract/paginas';
import { Check, CheckCircle2, RotateCw, ShieldOff, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { SkeletonList } from '@/components/ui/skeleton';
import { Tabs } from '@/components/ui/tabs';
import { useMiCuentaGestor, usePermite } from '@/lib/cuenta-gestor';
import { useLanguage } from '@/lib/i18n';
import { useResolverSolicitudBaja, useSolicitudesBaja } from '../api/alumnos-gestion';
import { rutaAlumno } from './alumnos-gestion-page';
import { DialogoRechazarBaja } from './dialogo-rechazar-baja';
import { fechaHora } from './estado-alumno';

const esEstado = (valor: string | null): valor is EstadoSolicitudBaja =>
  (ESTADOS_SOLICITUD_BAJA as readonly string[]).includes(valor ?? '');

/**
 * /gestion/alumnos/bajas: the students' deregistration requests, by state (pending first, the oldest on
 * top), for members with administración. Accepting asks first, saying what is erased and what the
 * university keeps; refusing asks for the legal basis. The decision is mailed to the student and recorded.
 */
export function BajasPage() {
  const { t } = useTranslation();
  const cuenta = useMiCuentaGestor();
  const puedeLeer = usePermite('administracion:leer');
  const puedeCambiar = usePermite('administracion:cambiar');
  const [params, setParams] = useSearchParams();
  const estado: EstadoSolicitudBaja = esEstado(params.get('estado'))
    ? (params.get('estado') as EstadoSolicitudBaja)
    : 'pendiente';
  const [hecho, setHecho] = useState<{ nombre: string; aceptada: boolean } | null>(null);

  if (cuenta.data && !puedeLeer) {
    return (
      <EmptyState
        as="section"
        titleAs="h2"
        icon={ShieldOff}
        title={t('gestion.sinPermiso.titulo')}
        description={t('gestionAlumnos.bajas.sinPermiso')}
      />
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <p className="max-w-3xl text-muted">{t('gestionAlumnos.bajas.intro')}</p>
      {hecho ? (
        <Banner
          tone="success"
          role="status"
          title={t(hecho.aceptada ? 'gestionAlumnos.bajas.aceptadaHecho' : 'gestionAlumnos.bajas.rechazadaHecho', {
            nombre: hecho.nombre,
          })}
          onClose={() => setHecho(null)}
        >
          {t('gestionAlumnos.bajas.avisado')}
        </Banner>
      ) : null}
      <Tabs
        aria-label={t('gestionAlumnos.bajas.estados')}
        value={estado}
        onValueChange={(valor) => setParams(valor === 'pendiente' ? {} : { estado: valor }, { replace: true })}
        focusablePanels={false}
        items={ESTADOS_SOLICITUD_BAJA.map((e) => ({
          value: e,
          label: t(`gestionAlumnos.bajas.pestana.${e}`),
          content: (
            <ListaBajas
              estado={e}
              activa={Boolean(cuenta.data) && puedeLeer}
              cargandoCuenta={cuenta.isPending}
              puedeCambiar={puedeCambiar}
              onDecidida={setHecho}
            />
          ),
        }))}
      />
    </div>
  );
}

function ListaBajas({
  estado,
  activa,
  cargandoCuenta,
  puedeCambiar,
  onDecidida,
}: {
  estado: EstadoSolicitudBaja;
  activa: boolean;
  cargandoCuenta: boolean;
  puedeCambiar: boolean;
  onDecidida: (hecho: { nombre: string; aceptada: boolean }) => void;
}) {
  const { t } = useTranslation();
  const lista = useSolicitudesBaja(estado, activa);
  if (cargandoCuenta || lista.cargando)
    return <SkeletonList label={t('gestionAlumnos.bajas.cargando')} count={2} row="h-32 w-full rounded-2xl" />;
  if (lista.error)
    return (
      <EmptyState
        title={t('gestionAlumnos.bajas.error')}
        action={
          <Button variant="outline" onClick={lista.reintentar}>
            <RotateCw aria-hidden="true" />
            {t('gestionAlumnos.reintentar')}
          </Button>
        }
      />
    );
  const filas = lista.filas ?? [];
  if (filas.length === 0) return <EmptyState icon={CheckCircle2} title={t(`gestionAlumnos.bajas.vacio.${estado}`)} />;
  return (
    <section aria-label={t(`gestionAlumnos.bajas.pestana.${estado}`)} className="flex flex-col gap-3">
      <p className="text-sm font-semibold text-fg" aria-live="polite">
        {lista.totalEstimado
          ? t('gestionAlumnos.bajas.totalEstimado', { total: TOTAL_EXACTO_HASTA })
          : t('gestionAlumnos.bajas.total', { count: lista.total ?? filas.length })}
      </p>
      <ul className="flex flex-col gap-3">
        {filas.map((s) => (
          <li key={s.idSolicitud}>
            <TarjetaBaja solicitud={s} puedeCambiar={puedeCambiar && estado === 'pendiente'} onDecidida={onDecidida} />
          </li>
        ))}
      </ul>
      {lista.hayMas ? (
        <Button variant="outline" className="w-fit self-center" onClick={lista.cargarMas} disabled={lista.cargandoMas}>
          {lista.cargandoMas ? t('gestionAlumnos.cargando') : t('gestionAlumnos.cargarMas')}
        </Button>
      ) : null}
    </section>
  );
}

function TarjetaBaja({
  solicitud: s,
  puedeCambiar,
  onDecidida,
}: {
  solicitud: SolicitudBaja;
  puedeCambiar: boolean;
  onDecidida: (hecho: { nombre: string; aceptada: boolean }) => void;
}) {
  const { t } = useTranslation();
  const idioma = useLanguage();
  const resolver = useResolverSolicitudBaja();
  const [rechazando, setRechazando] = useState(false);
  const tituloId = `baja-${s.idSolicitud}`;
  return (
    <Card as="article" aria-labelledby={tituloId} padding="sm" className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <h2 id={tituloId} className="font-semibold text-fg">
          <Link to={rutaAlumno(s.idAlumno)} className="underline-offset-4 hover:underline">
            {s.nombre}
          </Link>
        </h2>
        <p className="text-sm break-all text-muted">{s.email}</p>
        <p className="text-sm text-muted">{t('gestionAlumnos.bajas.pedida', { fecha: fechaHora(s.creadoEn, idioma) })}</p>
      </div>
      {s.motivo ? (
        <blockquote className="border-s-4 border-border ps-3 text-sm whitespace-pre-line text-fg">
          <span className="sr-only">{t('gestionAlumnos.bajas.suMotivo')} </span>
          {s.motivo}
        </blockquote>
      ) : null}
      {s.resolucion ? (
        <p className="text-sm text-fg">
          {t('gestionAlumnos.bajas.decididaPor', {
            gestor: s.resolucion.gestor ?? t('gestionAlumnos.ficha.cuentaBorrada'),
            fecha: fechaHora(s.resolucion.fecha, idioma),
          })}
          {s.resolucion.baseLegal ? (
            <span className="block text-muted">{t('gestionAlumnos.bajas.baseLegal', { base: s.resolucion.baseLegal })}</span>
          ) : null}
        </p>
      ) : null}
      {puedeCambiar ? (
        <div className="flex flex-wrap gap-2">
          <ConfirmDialog
            tone="danger"
            trigger={
              <Button variant="danger" size="sm">
                <Check aria-hidden="true" />
                {t('gestionAlumnos.bajas.aceptar')}
              </Button>
            }
            title={t('gestionAlumnos.bajas.aceptarTitulo', { nombre: s.nombre })}
            description={
              <span className="flex flex-col gap-2">
                <span>{t('gestionAlumnos.bajas.seBorra')}</span>
                <span>{t('gestionAlumnos.bajas.seConserva')}</span>
                <span>{t('gestionAlumnos.bajas.sinVuelta')}</span>
              </span>
            }
            cancelLabel={t('gestionAlumnos.bajas.cancelar')}
            confirmLabel={t('gestionAlumnos.bajas.aceptarConfirmar')}
            pendingLabel={t('gestionAlumnos.bajas.enviando')}
            onConfirm={async () => {
              await resolver.mutateAsync({ id: s.idSolicitud, aceptar: true });
              onDecidida({ nombre: s.nombre, aceptada: true });
            }}
          />
          <Button variant="outline" size="sm" onClick={() => setRechazando(true)}>
            <X aria-hidden="true" />
            {t('gestionAlumnos.bajas.rechazarAbrir')}
          </Button>
          <DialogoRechazarBaja
            key={rechazando ? 'abierto' : 'cerrado'}
            open={rechazando}
            onOpenChange={setRechazando}
            idSolicitud={s.idSolicitud}
            nombre={s.nombre}
            onConfirmar={async (motivo) => {
              await resolver.mutateAsync({ id: s.idSolicitud, aceptar: false, motivo });
              onDecidida({ nombre: s.nombre, aceptada: false });
            }}
          />
        </div>
      ) : null}
    </Card>
  );
}
