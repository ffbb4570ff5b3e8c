import type { DocumentoEmpresa } from '@puente/contract/practicas-empresa';
import { Building2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BotonDescarga } from '@/components/descargas/boton-descarga';
import { useFormato } from '@/lib/formato';
import { nombreParaEnviar } from '@/lib/leer-archivo';
import { useAportarDocumento } from '../api/aportar-documento';
import { useBorrarDocumento } from '../api/borrar-documento';
import { useDocumentosAportados } from '../api/documentos-aportados';
import { BorrarDocumento } from './borrar-documento';
import { SegunConsulta } from './estados';
import { Seccion } from './seccion';
import { SubirArchivo } from './subir-archivo';

const kb = (bytes: number) => Math.max(1, Math.round(bytes / 1024));

/** #aportados: the company's own documents (its insurance policy, tax certificates…): upload, download, delete. */
export function DocumentosAportados() {
  const { t } = useTranslation();
  const documentos = useDocumentosAportados();
  const aportar = useAportarDocumento();
  const borrar = useBorrarDocumento();
  return (
    <Seccion
      id="aportados"
      titulo={t('practicasEmpresa.aportados.titulo')}
      descripcion={t('practicasEmpresa.aportados.intro')}
      icono={Building2}
    >
      <div className="flex flex-col gap-5">
        <SubirArchivo
          id="aportados-fichero"
          prompt={t('practicasEmpresa.aportados.elige')}
          onEnviar={(archivo) =>
            aportar.mutateAsync({
              nombre: nombreParaEnviar(archivo.nombre),
              extension_adjunto: archivo.extension,
              ficheroB64ParaAltas: archivo.ficheroB64,
            })
          }
        />
        <SegunConsulta consulta={documentos} vacio={t('practicasEmpresa.aportados.vacio')}>
          {(lista) => (
            <ul className="flex flex-col divide-y divide-border" aria-label={t('practicasEmpresa.aportados.lista')}>
              {lista.map((documento) => (
                <FilaDocumento key={documento.id} documento={documento} onBorrar={() => borrar.mutateAsync(documento.id)} />
              ))}
            </ul>
          )}
        </SegunConsulta>
      </div>
    </Seccion>
  );
}

function FilaDocumento({ documento, onBorrar }: { documento: DocumentoEmpresa; onBorrar: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const { fecha, numero } = useFormato();
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-3 first:pt-0 last:pb-0">
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <p className="[overflow-wrap:anywhere] font-medium text-fg">{documento.nombre}</p>
        <p className="text-xs text-muted">
          {documento.extension.toUpperCase()} · {t('practicasEmpresa.comun.kb', { kb: numero(kb(documento.tamano)) })} ·{' '}
          {fecha(documento.fecha)}
          {documento.aportadoPor ? ` · ${t('practicasEmpresa.aportados.por', { nombre: documento.aportadoPor })}` : null}
        </p>
      </div>
      <div className="flex gap-1">
        <BotonDescarga endpoint="descargaDocumentoEmpresa" id={documento.id} nombre={documento.nombre} />
        <BorrarDocumento nombre={documento.nombre} onBorrar={onBorrar} />
      </div>
    </li>
  );
}
