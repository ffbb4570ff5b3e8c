import type { DocumentosPractica } from '@puente/contract/practicas-empresa';
import { CheckCircle2, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DescargasDocumento } from '@/components/descargas/descargas-documento';
import { EmptyNote } from '@/components/ui/empty-state';
import { useFormato } from '@/lib/formato';
import { nombreParaEnviar } from '@/lib/leer-archivo';
import { useDocumentosPracticas } from '../api/documentos-practicas';
import { useEntregarDocumentoPractica } from '../api/entregar-documento-practica';
import { claveAportante } from '../etiquetas';
import { SegunConsulta } from './estados';
import { Insignia } from './insignia';
import { SubirArchivo } from './subir-archivo';

type Documento = DocumentosPractica['documentos'][number];

/**
 * The documents one internship needs: given ones with their download (a
 * student's own stays theirs: no link), pending ones with the upload when the
 * company is the one to give them, and the university's template when there is one.
 */
export function DocumentosDePractica({ idPractica, alumno, cargar }: { idPractica: number; alumno: string; cargar: boolean }) {
  const { t } = useTranslation();
  const consulta = useDocumentosPracticas(cargar);
  return (
    <SegunConsulta consulta={consulta} vacio={t('practicasEmpresa.practicas.sinDocumentos')}>
      {(lista) => {
        const practica = lista.find((p) => p.idPractica === idPractica);
        if (!practica || practica.documentos.length === 0)
          return <EmptyNote>{t('practicasEmpresa.practicas.sinDocumentos')}</EmptyNote>;
        return (
          <ul
            className="flex flex-col divide-y divide-border"
            aria-label={t('practicasEmpresa.practicas.documentosDe', { alumno })}
          >
            {practica.documentos.map((documento) => (
              <FilaRequerido key={documento.idDocumentoRequerido} idPractica={idPractica} documento={documento} />
            ))}
          </ul>
        );
      }}
    </SegunConsulta>
  );
}

function FilaRequerido({ idPractica, documento }: { idPractica: number; documento: Documento }) {
  const { t } = useTranslation();
  const { fecha } = useFormato();
  const entregar = useEntregarDocumentoPractica();
  const entregado = documento.entregado;
  const deLaEmpresa = documento.aportadoPor === 'empresa';
  return (
    <li className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <p className="font-medium text-fg">{documento.nombre}</p>
          {documento.descripcion ? <p className="text-sm text-muted">{documento.descripcion}</p> : null}
          <div className="flex flex-wrap items-center gap-2 text-xs text-muted">
            {entregado ? (
              <Insignia tono="bg-success-bg text-success" icono={CheckCircle2}>
                {t('practicasEmpresa.practicas.entregado')}
              </Insignia>
            ) : (
              <Insignia tono="bg-warning-bg text-warning" icono={Clock}>
                {t('practicasEmpresa.practicas.pendiente')}
              </Insignia>
            )}
            <span>{t('practicasEmpresa.practicas.loAporta', { quien: t(claveAportante[documento.aportadoPor]) })}</span>
          </div>
          {entregado ? (
            <p className="[overflow-wrap:anywhere] text-xs text-muted">
              {t('practicasEmpresa.practicas.entregadoDetalle', {
                nombre: entregado.nombre,
                fecha: fecha(entregado.fecha),
                quien: t(claveAportante[entregado.aportadoPor]),
              })}
            </p>
          ) : null}
        </div>
        <DescargasDocumento
          plantilla={
            documento.enlacePlantilla
              ? {
                  endpoint: 'descargaPlantillaDocumentoPractica',
                  id: documento.idDocumentoRequerido,
                  nombre: t('practicasEmpresa.practicas.plantillaDe', { nombre: documento.nombre }),
                  texto: t('practicasEmpresa.practicas.plantilla'),
                }
              : undefined
          }
          entregado={
            entregado?.enlace ? { endpoint: 'descargaDocumentoPractica', id: entregado.id, nombre: entregado.nombre } : undefined
          }
        />
      </div>
      {!entregado && deLaEmpresa ? (
        <SubirArchivo
          id={`practica-${idPractica}-doc-${documento.idDocumentoRequerido}`}
          prompt={t('practicasEmpresa.practicas.entregar', { nombre: documento.nombre })}
          onEnviar={(archivo) =>
            entregar.mutateAsync({
              idPractica,
              idDocumentoRequerido: documento.idDocumentoRequerido,
              nombre: nombreParaEnviar(archivo.nombre),
              extension_adjunto: archivo.extension,
              ficheroB64ParaAltas: archivo.ficheroB64,
            })
          }
        />
      ) : null}
    </li>
  );
}
