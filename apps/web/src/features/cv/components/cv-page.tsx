import { Download, RefreshCw } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Loading, Skeleton } from '@/components/ui/skeleton';
import { UnsavedChangesDialog } from '@/components/unsaved-changes-dialog';
import { useUnsavedChanges } from '@/lib/use-unsaved-changes';
import { useCv } from '../api/cv';
import { useDescargarCv } from '../api/descargas';
import { CambiosCvProvider, useRegistroCambios } from '../hooks/use-cambios-cv';
import { Completitud } from './completitud';
import { LoQueVenLasEmpresas } from './lo-que-ven-las-empresas';
import { SeccionBusqueda } from './seccion-busqueda';
import { SeccionCompetencias } from './seccion-competencias';
import { SeccionConocimientos } from './seccion-conocimientos';
import { SeccionDocumentos } from './seccion-documentos';
import { SeccionExperiencia } from './seccion-experiencia';
import { SeccionFormacion } from './seccion-formacion';
import { SeccionFoto } from './seccion-foto';
import { SeccionIdiomas } from './seccion-idiomas';
import { SeccionIntereses } from './seccion-intereses';
import { SeccionPermiso } from './seccion-permiso';
import { SeccionPersonales } from './seccion-personales';
import { SeccionEnlaces, SeccionPresentacion } from './seccion-presentacion';
import { SeccionProfesional } from './seccion-profesional';

/** Mi currículum: every section of the student's CV, each edited and saved in place, and the CV as PDF. */
export function CvPage() {
  const { t } = useTranslation();
  const cv = useCv();
  const { hash } = useLocation();
  const { hayCambios, contexto } = useRegistroCambios();
  const { blocker } = useUnsavedChanges(hayCambios);
  const descargar = useDescargarCv();

  // A link such as /cv#busqueda (code 54) lands on its section once the CV is there.
  useEffect(() => {
    if (!cv.data || !hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [cv.data, hash]);

  if (cv.isPending) return <CvSkeleton label={t('cv.cargando')} />;
  if (cv.isError || !cv.data)
    return (
      <EmptyState
        titleAs="h2"
        title={t('cv.errorCarga')}
        description={t('cv.errorCargaTexto')}
        action={
          <Button variant="outline" onClick={() => void cv.refetch()}>
            <RefreshCw aria-hidden="true" />
            {t('cv.reintentar')}
          </Button>
        }
      />
    );

  const datos = cv.data;
  return (
    <CambiosCvProvider value={contexto}>
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start">
        <div className="flex flex-col gap-5 lg:order-2 lg:sticky lg:top-bajo-cabecera">
          <Completitud cv={datos} />
          <Button
            variant="primary"
            onClick={() => descargar.mutate(t('cv.nombrePdf'))}
            disabled={descargar.isPending}
            aria-busy={descargar.isPending}
          >
            <Download aria-hidden="true" />
            {descargar.isPending ? t('cv.descargando') : t('cv.descargar')}
          </Button>
          <LoQueVenLasEmpresas />
        </div>
        <div className="flex min-w-0 flex-col gap-5 lg:order-1">
          <SeccionPersonales cv={datos} />
          <SeccionFoto cv={datos} />
          <SeccionFormacion cv={datos} />
          <SeccionIdiomas cv={datos} />
          <SeccionExperiencia cv={datos} />
          <SeccionProfesional cv={datos} />
          <SeccionCompetencias cv={datos} />
          <SeccionConocimientos cv={datos} />
          <SeccionIntereses cv={datos} />
          <SeccionBusqueda cv={datos} />
          <SeccionPresentacion cv={datos} />
          <SeccionEnlaces cv={datos} />
          {datos.necesitaPermisoTrabajo ? <SeccionPermiso cv={datos} /> : null}
          <SeccionDocumentos cv={datos} />
        </div>
      </div>
      <UnsavedChangesDialog blocker={blocker} />
    </CambiosCvProvider>
  );
}

function CvSkeleton({ label }: { label: string }) {
  return (
    <Loading label={label} className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <div className="flex flex-col gap-5">
        <Skeleton className="h-56 rounded-2xl" />
        <Skeleton className="h-40 rounded-2xl" />
        <Skeleton className="h-48 rounded-2xl" />
      </div>
      <Skeleton className="h-64 rounded-2xl" />
    </Loading>
  );
}
