import { Briefcase, RefreshCw } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { SkeletonList } from '@/components/ui/skeleton';
import { useFaltaDatos } from '../api/falta-datos';
import { usePracticasAlumno } from '../api/practicas';
import { DatosPractica, ID_CAMPO_NSS } from './datos-practica';
import { anclaPractica, TarjetaPractica } from './tarjeta-practica';

export interface MisPracticasPageProps {
  rutas: { ofertas: string; propuesta: string };
}

/**
 * /mis-practicas: the bank data a paid internship needs first (518), then
 * each internship with its documents. Every call reads the token's student.
 */
export function MisPracticasPage({ rutas }: MisPracticasPageProps) {
  const { t } = useTranslation();
  const practicas = usePracticasAlumno();
  const falta = useFaltaDatos();
  const { hash } = useLocation();
  // A notification about one internship links to its card (#practica-<id>): once the list is there, it is shown.
  useEffect(() => {
    const id = /^#practica-(\d+)$/.exec(hash)?.[1];
    if (!id || !practicas.data) return;
    document.getElementById(anclaPractica(Number(id)))?.scrollIntoView?.({ block: 'start' });
  }, [hash, practicas.data]);
  const rutaOferta = (url: string) => `${rutas.ofertas}/${encodeURIComponent(url)}`;
  // The form above asks for the NUSS while it is missing: a card that waits for it can take the student there.
  const nssEnFormulario = Boolean(
    falta.data && (falta.data.necesarios || falta.data.ibanEnmascarado) && falta.data.faltan.includes('nss'),
  );
  const irANss = nssEnFormulario
    ? () => {
        const campo = document.getElementById(ID_CAMPO_NSS);
        campo?.scrollIntoView?.({ block: 'center' });
        campo?.focus({ preventScroll: true });
      }
    : undefined;
  return (
    <div className="flex flex-col gap-5">
      <p className="text-muted">{t('practicasAlumno.intro')}</p>
      {falta.data ? <DatosPractica falta={falta.data} /> : null}
      {practicas.isPending ? (
        <SkeletonList label={t('practicasAlumno.cargando')} count={2} row="h-48 w-full" />
      ) : !practicas.data ? (
        <EmptyState
          title={t('practicasAlumno.errorCarga')}
          action={
            <Button variant="outline" onClick={() => void practicas.refetch()}>
              <RefreshCw aria-hidden="true" />
              {t('practicasAlumno.reintentar')}
            </Button>
          }
        />
      ) : practicas.data.length === 0 ? (
        <EmptyState
          icon={Briefcase}
          titleAs="h2"
          title={t('practicasAlumno.vacio.titulo')}
          description={t('practicasAlumno.vacio.texto')}
          action={
            <div className="flex flex-wrap justify-center gap-2">
              <Button asChild>
                <Link to={rutas.ofertas}>{t('practicasAlumno.vacio.ofertas')}</Link>
              </Button>
              <Button asChild variant="outline">
                <Link to={rutas.propuesta}>{t('practicasAlumno.vacio.propuesta')}</Link>
              </Button>
            </div>
          }
        />
      ) : (
        practicas.data.map((p) => <TarjetaPractica key={p.idPractica} practica={p} rutaOferta={rutaOferta} irANss={irANss} />)
      )}
    </div>
  );
}
