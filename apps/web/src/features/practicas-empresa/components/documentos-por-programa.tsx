import { FileDown, ListChecks } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BotonDescarga } from '@/components/descargas/boton-descarga';
import { useDocumentosPorPrograma } from '../api/documentos-por-programa';
import { claveAportante, claveTipoPractica } from '../etiquetas';
import { SegunConsulta } from './estados';
import { Seccion } from './seccion';

/** #programas: what internships need, those of every internship first, then each programme's. */
export function DocumentosPorPrograma() {
  const { t } = useTranslation();
  const grupos = useDocumentosPorPrograma();
  return (
    <Seccion
      id="programas"
      titulo={t('practicasEmpresa.programas.titulo')}
      descripcion={t('practicasEmpresa.programas.intro')}
      icono={ListChecks}
    >
      <SegunConsulta consulta={grupos} vacio={t('practicasEmpresa.programas.vacio')}>
        {(lista) => (
          <div className="flex flex-col gap-6">
            {lista.map((grupo) => (
              <div key={grupo.idPrograma ?? 'todas'} className="flex flex-col gap-2">
                <h3 className="text-base font-semibold text-fg">{grupo.programa ?? t('practicasEmpresa.programas.todas')}</h3>
                {grupo.documentos.length === 0 ? (
                  <p className="text-sm text-muted">{t('practicasEmpresa.programas.ninguno')}</p>
                ) : (
                  <ul className="flex flex-col divide-y divide-border">
                    {grupo.documentos.map((documento) => (
                      <li
                        key={documento.idDocumentoRequerido}
                        className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1 py-3 first:pt-0 last:pb-0"
                      >
                        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                          <p className="font-medium text-fg">{documento.nombre}</p>
                          {documento.descripcion ? <p className="text-sm text-muted">{documento.descripcion}</p> : null}
                          <p className="text-xs text-muted">
                            {t('practicasEmpresa.practicas.loAporta', { quien: t(claveAportante[documento.aportadoPor]) })}
                            {' · '}
                            {documento.tipoPractica
                              ? t('practicasEmpresa.programas.soloTipo', { tipo: t(claveTipoPractica[documento.tipoPractica]) })
                              : t('practicasEmpresa.programas.ambosTipos')}
                          </p>
                        </div>
                        {documento.enlacePlantilla ? (
                          <BotonDescarga
                            endpoint="descargaPlantillaDocumentoPractica"
                            id={documento.idDocumentoRequerido}
                            nombre={t('practicasEmpresa.practicas.plantillaDe', { nombre: documento.nombre })}
                            texto={t('practicasEmpresa.practicas.plantilla')}
                            icono={FileDown}
                          />
                        ) : null}
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            ))}
          </div>
        )}
      </SegunConsulta>
    </Seccion>
  );
}
