import { FileText, Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BotonDescarga } from '@/components/descargas/boton-descarga';
import { useFormato } from '@/lib/formato';
import { useAnexos } from '../api/anexos';
import { useNotasInformativas } from '../api/notas-informativas';
import { claveTipoPractica } from '../etiquetas';
import { SegunConsulta } from './estados';
import { Seccion } from './seccion';

/** #anexos: the university's annexes for every company, newest first. */
export function Anexos() {
  const { t } = useTranslation();
  const { fecha } = useFormato();
  const anexos = useAnexos();
  return (
    <Seccion
      id="anexos"
      titulo={t('practicasEmpresa.anexos.titulo')}
      descripcion={t('practicasEmpresa.anexos.intro')}
      icono={FileText}
    >
      <SegunConsulta consulta={anexos} vacio={t('practicasEmpresa.anexos.vacio')}>
        {(lista) => (
          <ul className="flex flex-col divide-y divide-border" aria-label={t('practicasEmpresa.anexos.titulo')}>
            {lista.map((anexo) => (
              <li key={anexo.id} className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1 py-3 first:pt-0 last:pb-0">
                <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                  <p className="font-medium text-fg">{anexo.titulo}</p>
                  {anexo.descripcion ? <p className="text-sm text-muted">{anexo.descripcion}</p> : null}
                  <p className="[overflow-wrap:anywhere] text-xs text-muted">
                    {anexo.nombre} · {fecha(anexo.fecha)}
                  </p>
                </div>
                <BotonDescarga endpoint="descargaAnexoPracticas" id={anexo.id} nombre={anexo.nombre} variant="outline" />
              </li>
            ))}
          </ul>
        )}
      </SegunConsulta>
    </Seccion>
  );
}

/** #notas: the current information note of curricular and of extracurricular internships. */
export function NotasInformativas() {
  const { t } = useTranslation();
  const { fecha } = useFormato();
  const notas = useNotasInformativas();
  return (
    <Seccion id="notas" titulo={t('practicasEmpresa.notas.titulo')} descripcion={t('practicasEmpresa.notas.intro')} icono={Info}>
      <SegunConsulta consulta={notas} vacio={t('practicasEmpresa.notas.vacio')}>
        {(lista) => (
          <ul className="grid gap-3 sm:grid-cols-2" aria-label={t('practicasEmpresa.notas.titulo')}>
            {lista.map((nota) => (
              <li key={nota.id} className="flex flex-col gap-2 rounded-xl border border-border bg-bg p-4">
                <p className="text-xs font-semibold uppercase tracking-wide text-primary">
                  {t('practicasEmpresa.notas.deTipo', { tipo: t(claveTipoPractica[nota.tipo]) })}
                </p>
                <p className="font-medium text-fg">{nota.titulo}</p>
                <p className="[overflow-wrap:anywhere] text-xs text-muted">
                  {nota.nombre} · {fecha(nota.fecha)}
                </p>
                <div>
                  <BotonDescarga
                    endpoint="descargaNotaInformativaPracticas"
                    id={nota.id}
                    nombre={nota.nombre}
                    variant="outline"
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </SegunConsulta>
    </Seccion>
  );
}
