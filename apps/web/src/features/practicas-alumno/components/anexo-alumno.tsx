import { FileCheck2, FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormato } from '@/lib/formato';
import { useSeguimientoPractica } from '../api/seguimiento';
import { BotonPdf } from './descargas-practica';

/**
 * The agreement's annex for this internship and, once the company or the
 * office has uploaded it, the copy the three parties signed (the record's
 * `anexoFirmado`). The record is the one the card's other blocks read; while
 * it is not there (or could not be read) only the annex is offered.
 */
export function AnexoAlumno({ idPractica }: { idPractica: number }) {
  const { t } = useTranslation();
  const { fecha } = useFormato();
  const firmado = useSeguimientoPractica(idPractica).data?.anexoFirmado ?? null;
  const id = String(idPractica);
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-border p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-start gap-3">
        <FileText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        <div className="flex min-w-0 flex-col gap-0.5">
          <p className="font-medium text-fg">{t('practicasAlumno.anexo.titulo')}</p>
          <p className="text-sm text-muted">{t('practicasAlumno.anexo.texto')}</p>
          {firmado ? (
            <p className="text-sm text-fg">{t('practicasAlumno.anexo.firmado', { fecha: fecha(firmado.fecha) })}</p>
          ) : null}
        </div>
      </div>
      <div className="flex shrink-0 flex-col gap-2 sm:flex-row">
        <BotonPdf
          endpoint="anexoPracticaAlumno"
          idPractica={idPractica}
          texto={t('practicasAlumno.anexo.descargar')}
          fichero={t('practicasAlumno.anexo.fichero', { id })}
        />
        {firmado ? (
          <BotonPdf
            endpoint="descargaAnexoFirmadoAlumno"
            idPractica={idPractica}
            texto={t('practicasAlumno.anexo.descargarFirmado')}
            fichero={t('practicasAlumno.anexo.ficheroFirmado', { id })}
            icono={FileCheck2}
          />
        ) : null}
      </div>
    </div>
  );
}
