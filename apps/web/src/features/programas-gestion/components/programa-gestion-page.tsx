import type { ProgramaGestion } from '@puente/contract/programas';
import { ArrowLeft, Pencil, ShieldOff } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { SkeletonDetail } from '@/components/ui/skeleton';
import { Tabs } from '@/components/ui/tabs';
import { useMiCuentaGestor, usePermite } from '@/lib/cuenta-gestor';
import { useProgramaGestion } from '../api/programas-gestion';
import { AccionActivacion, DesactivarPrograma } from './activacion-programa';
import { ErrorCargaPrograma, ProgramaNoEncontrado } from './estados-programa';
import { PendientesBadge } from './pendientes-badge';
import { ResumenPrograma } from './resumen-programa';
import { RUTA_PROGRAMAS, rutaEditarPrograma } from './rutas';
import { SeccionAdhesiones } from './seccion-adhesiones';
import { SeccionOfertasPracticas } from './seccion-ofertas-practicas';

/** The page's two sections, kept in the address (?seccion=ofertas) so a link opens the one it means. */
const SECCIONES = ['adhesiones', 'ofertas'] as const;
type Seccion = (typeof SECCIONES)[number];

function useSeccion() {
  const [params, setParams] = useSearchParams();
  const valor = params.get('seccion');
  const seccion: Seccion = SECCIONES.includes(valor as Seccion) ? (valor as Seccion) : 'adhesiones';
  const cambiar = (nueva: string) =>
    setParams(nueva === 'adhesiones' ? {} : { seccion: nueva }, { replace: true, preventScrollReset: true });
  return [seccion, cambiar] as const;
}

/** Back to the list, with the filters it had when the programme was opened from it. */
function VolverALista() {
  const { t } = useTranslation();
  const location = useLocation();
  const volver = (location.state as { volver?: string } | null)?.volver ?? '';
  return (
    <Button asChild variant="outline">
      <Link to={`${RUTA_PROGRAMAS}${volver}`}>
        <ArrowLeft aria-hidden="true" />
        {t('programasGestion.volver')}
      </Link>
    </Button>
  );
}

/**
 * /gestion/programas/:id: one programme for the office. Headed by its title (the route's `heading`), with
 * "Editar" and "Activar"/"Desactivar" for members who may change programmes; its conditions at a glance;
 * then two sections: "Adhesiones" (those to decide first, each approved or rejected in place, the adherent
 * notified) and "Ofertas y prácticas" (what the programme has produced).
 */
export function ProgramaGestionPage({ idPrograma, heading }: { idPrograma: number; heading: (titulo?: string) => ReactNode }) {
  const { t } = useTranslation();
  const cuenta = useMiCuentaGestor();
  const puedeLeer = usePermite('practicas:leer');
  const puedeCambiar = usePermite('practicas:cambiar');
  const programa = useProgramaGestion(idPrograma, puedeLeer);
  const [seccion, cambiarSeccion] = useSeccion();
  const [desactivando, setDesactivando] = useState<ProgramaGestion | null>(null);

  let cuerpo: ReactNode = null;
  if (cuenta.data && !puedeLeer)
    cuerpo = (
      <EmptyState
        as="section"
        titleAs="h2"
        icon={ShieldOff}
        title={t('programasGestion.sinPermiso.titulo')}
        description={t('programasGestion.sinPermiso.texto')}
      />
    );
  else if (cuenta.isPending || (idPrograma > 0 && programa.isPending))
    cuerpo = <SkeletonDetail label={t('programasGestion.cargando')} header={['h-48 rounded-2xl']} />;
  else if (programa.isError) cuerpo = <ErrorCargaPrograma reintentar={() => void programa.refetch()} />;
  else if (!programa.data) cuerpo = <ProgramaNoEncontrado />;
  if (cuerpo)
    return (
      <div className="flex flex-col gap-6">
        {heading()}
        {cuerpo}
      </div>
    );

  const p = programa.data as ProgramaGestion;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div className="min-w-0">{heading(p.titulo)}</div>
        <div className="flex flex-wrap gap-2 lg:shrink-0 lg:justify-end">
          {puedeCambiar ? (
            <>
              <Button asChild variant="outline">
                <Link to={rutaEditarPrograma(p.idPrograma)}>
                  <Pencil aria-hidden="true" />
                  {t('programasGestion.acciones.editar')}
                </Link>
              </Button>
              <AccionActivacion programa={p} onDesactivar={setDesactivando} size="md" />
            </>
          ) : null}
          <VolverALista />
        </div>
      </div>
      {cuenta.data && !puedeCambiar ? <p className="text-sm text-muted">{t('programasGestion.programa.soloLectura')}</p> : null}
      <div className="grid gap-6 lg:grid-cols-[22rem_minmax(0,1fr)] lg:items-start">
        <ResumenPrograma programa={p} />
        <Tabs
          aria-label={t('programasGestion.programa.secciones')}
          value={seccion}
          onValueChange={cambiarSeccion}
          className="min-w-0"
          items={[
            {
              value: 'adhesiones',
              label: (
                <>
                  <span>{t('programasGestion.programa.adhesiones')}</span>
                  {p.pendientes > 0 ? (
                    <>
                      {' '}
                      <PendientesBadge pendientes={p.pendientes} />
                    </>
                  ) : null}
                </>
              ),
              content: <SeccionAdhesiones programa={p} />,
            },
            {
              value: 'ofertas',
              label: t('programasGestion.programa.ofertas'),
              content: <SeccionOfertasPracticas idPrograma={p.idPrograma} />,
            },
          ]}
        />
      </div>
      {desactivando ? <DesactivarPrograma programa={desactivando} onClose={() => setDesactivando(null)} /> : null}
    </div>
  );
}
