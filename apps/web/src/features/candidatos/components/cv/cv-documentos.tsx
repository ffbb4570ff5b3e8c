import type { CvEmpresa } from '@puente/contract/cv';
import { FileCheck2, FileText, Globe } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { download } from '@/lib/api-client';
import { useFormato } from '@/lib/formato';
import { EnlaceExterno } from './cv-secciones';
import { DescargarBoton } from './descargar-boton';
import { Seccion } from './seccion';

export function Enlaces({ cv }: { cv: CvEmpresa }) {
  const { t } = useTranslation();
  return (
    <Seccion
      id="cv-enlaces"
      icon={Globe}
      titulo={t('candidatos.cv.enlaces')}
      vacio={t('candidatos.cv.sinEnlaces')}
      vacia={!cv.enlacePortfolio && !cv.linkedin}
    >
      <ul className="flex flex-col gap-2">
        {cv.enlacePortfolio ? (
          <li className="flex flex-col gap-0.5">
            <span className="text-xs font-medium text-muted">{t('candidatos.cv.portfolio')}</span>
            <EnlaceExterno href={cv.enlacePortfolio} />
          </li>
        ) : null}
        {cv.linkedin ? (
          <li className="flex flex-col gap-0.5">
            <span className="text-xs font-medium text-muted">LinkedIn</span>
            <EnlaceExterno href={cv.linkedin} />
          </li>
        ) : null}
      </ul>
    </Seccion>
  );
}

const KB = 1024;

/** The student's CV documents (never the private ones: the API leaves them out) and the ones given for this offer. */
export function Documentos({ cv, idCandidatura }: { cv: CvEmpresa; idCandidatura: number }) {
  const { t } = useTranslation();
  const { fecha, numero } = useFormato();
  const tamano = (bytes: number) =>
    bytes >= KB * KB
      ? `${numero(bytes / (KB * KB), { maximumFractionDigits: 1 })} MB`
      : `${numero(Math.max(1, Math.round(bytes / KB)))} KB`;
  return (
    <>
      <Seccion
        id="cv-documentos-proceso"
        icon={FileCheck2}
        titulo={t('candidatos.cv.documentosProceso')}
        vacio={t('candidatos.cv.sinDocumentosProceso')}
        vacia={cv.documentosProcesos.length === 0}
      >
        <ul className="flex flex-col gap-2">
          {cv.documentosProcesos.map((d) => (
            <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-subtle p-3 text-sm">
              <span className="flex min-w-0 flex-col">
                <span className="font-medium break-all text-fg">{d.nombre}</span>
                <span className="text-xs text-muted">{t('candidatos.cv.entregado', { fecha: fecha(d.fecha) })}</span>
              </span>
              <DescargarBoton obtener={() => download('descargaDocumentoCandidato', { id: idCandidatura })}>
                {t('candidatos.cv.descargar')}
                <span className="sr-only"> {d.nombre}</span>
              </DescargarBoton>
            </li>
          ))}
        </ul>
      </Seccion>
      <Seccion
        id="cv-documentos"
        icon={FileText}
        titulo={t('candidatos.cv.documentos')}
        vacio={t('candidatos.cv.sinDocumentos')}
        vacia={cv.documentos.length === 0}
      >
        <ul className="flex flex-col gap-2">
          {cv.documentos.map((d) => (
            <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-subtle p-3 text-sm">
              <span className="flex min-w-0 flex-col">
                <span className="font-medium break-all text-fg">
                  {d.nombre}
                  {d.esCv ? (
                    <span className="ms-2 rounded-full bg-surface px-2 py-0.5 text-xs font-semibold text-primary">
                      {t('candidatos.cv.esCv')}
                    </span>
                  ) : null}
                </span>
                <span className="text-xs text-muted">
                  {d.extension.toUpperCase()} · {tamano(d.tamano)} · {fecha(d.fecha)}
                </span>
              </span>
              <DescargarBoton obtener={() => download('descargaDocCandidato', { id: idCandidatura, idDoc: d.id })}>
                {t('candidatos.cv.descargar')}
                <span className="sr-only"> {d.nombre}</span>
              </DescargarBoton>
            </li>
          ))}
        </ul>
      </Seccion>
    </>
  );
}
