import type { PracticaAlumno } from '@puente/contract/practicas-alumno';
import { Award, FileCheck2, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Loading, Skeleton } from '@/components/ui/skeleton';
import { useFormato } from '@/lib/formato';
import { useSeguimientoPractica } from '../api/seguimiento';
import { BotonPdf } from './descargas-practica';
import { MemoriaFinal } from './memoria-final';

/**
 * The end of a finished or certified internship, from its legal record: the
 * certificate with the grade once certified, and the student's final report
 * (to write, or as sent). A certified internship without the student's
 * report (registered by staff before Puente asked for it) shows no form.
 */
export function CierrePractica({ practica }: { practica: PracticaAlumno }) {
  const { t } = useTranslation();
  const seguimiento = useSeguimientoPractica(practica.idPractica);

  if (seguimiento.isPending) {
    return (
      <Loading label={t('practicasAlumno.cierre.cargando')}>
        <Skeleton className="h-24 w-full rounded-xl" />
      </Loading>
    );
  }
  if (seguimiento.isError) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border bg-subtle p-4">
        <p className="text-sm text-fg">{t('practicasAlumno.cierre.error')}</p>
        <Button variant="outline" size="sm" onClick={() => void seguimiento.refetch()}>
          <RefreshCw aria-hidden="true" />
          {t('practicasAlumno.reintentar')}
        </Button>
      </div>
    );
  }

  const registro = seguimiento.data;
  const certificada = practica.estado === 'certificada' || registro.estado === 'certificada';
  return (
    <div className="flex flex-col gap-3">
      {certificada ? (
        <Certificado
          idPractica={practica.idPractica}
          calificacion={registro.calificacion}
          certificadaEn={registro.certificadaEn}
        />
      ) : null}
      {registro.informeAlumno || !certificada ? (
        <MemoriaFinal
          idPractica={practica.idPractica}
          informe={registro.informeAlumno}
          pendienteCalificacion={!certificada && registro.calificacion === null}
        />
      ) : null}
    </div>
  );
}

function Certificado({
  idPractica,
  calificacion,
  certificadaEn,
}: {
  idPractica: number;
  calificacion: number | null;
  certificadaEn: string | null;
}) {
  const { t } = useTranslation();
  const { numero, fecha } = useFormato();
  const titulo = `practica-${idPractica}-certificado`;
  return (
    <section
      aria-labelledby={titulo}
      className="flex flex-col gap-3 rounded-xl border border-success/30 bg-success-bg p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex min-w-0 items-start gap-3">
        <Award aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
        <div className="flex min-w-0 flex-col gap-1">
          <h3 id={titulo} className="font-semibold leading-snug text-fg">
            {t('practicasAlumno.certificado.titulo')}
          </h3>
          <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-fg">
            <div className="flex gap-1.5">
              <dt className="text-muted">{t('practicasAlumno.certificado.calificacion')}</dt>
              <dd className="font-semibold tabular-nums">
                {calificacion === null
                  ? t('practicasAlumno.ficha.sinDato')
                  : numero(calificacion, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
              </dd>
            </div>
            {certificadaEn ? (
              <div className="flex gap-1.5">
                <dt className="text-muted">{t('practicasAlumno.certificado.fecha')}</dt>
                <dd>{fecha(certificadaEn)}</dd>
              </div>
            ) : null}
          </dl>
        </div>
      </div>
      <BotonPdf
        endpoint="certificadoPractica"
        idPractica={idPractica}
        texto={t('practicasAlumno.certificado.descargar')}
        fichero={t('practicasAlumno.certificado.fichero', { id: String(idPractica) })}
        icono={FileCheck2}
      />
    </section>
  );
}
