import type { practicaConDocumentacionSchema } from '@puente/contract/practicas-empresa';
import { CheckCircle2, ChevronDown, CircleAlert, GraduationCap } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { useFormato } from '@/lib/formato';
import { usePracticasConDocumentacion } from '../api/practicas-con-documentacion';
import { claveEstadoPractica, claveTipoPractica, tonoEstadoPractica } from '../etiquetas';
import { DocumentosDePractica } from './documentos-de-practica';
import { SegunConsulta } from './estados';
import { Insignia } from './insignia';
import { Seccion } from './seccion';

type PracticaConDocumentacion = z.infer<typeof practicaConDocumentacionSchema>;

/** #practicas: each intern with the paperwork's state; opened, the documents their internship needs. */
export function PracticasDocumentacion() {
  const { t } = useTranslation();
  const practicas = usePracticasConDocumentacion();
  // Opening one intern asks for every internship's documents once (one call, then from the cache).
  const [abiertas, setAbiertas] = useState<ReadonlySet<number>>(new Set());
  const alternar = (id: number) =>
    setAbiertas((antes) => {
      const nuevas = new Set(antes);
      if (!nuevas.delete(id)) nuevas.add(id);
      return nuevas;
    });
  return (
    <Seccion
      id="practicas"
      titulo={t('practicasEmpresa.practicas.titulo')}
      descripcion={t('practicasEmpresa.practicas.intro')}
      icono={GraduationCap}
    >
      <SegunConsulta consulta={practicas} vacio={t('practicasEmpresa.practicas.vacio')} filas={3}>
        {(lista) => (
          <ul className="flex flex-col gap-3" aria-label={t('practicasEmpresa.practicas.lista')}>
            {lista.map((practica) => (
              <FilaPractica
                key={practica.idPractica}
                practica={practica}
                abierta={abiertas.has(practica.idPractica)}
                onAlternar={() => alternar(practica.idPractica)}
                cargarDocumentos={abiertas.size > 0}
              />
            ))}
          </ul>
        )}
      </SegunConsulta>
    </Seccion>
  );
}

function FilaPractica({
  practica,
  abierta,
  onAlternar,
  cargarDocumentos,
}: {
  practica: PracticaConDocumentacion;
  abierta: boolean;
  onAlternar: () => void;
  cargarDocumentos: boolean;
}) {
  const { t } = useTranslation();
  const { fecha } = useFormato();
  const panel = `practica-${practica.idPractica}-documentos`;
  const titulo = `practica-${practica.idPractica}-alumno`;
  return (
    <li className="rounded-xl border border-border bg-bg">
      <div className="flex flex-col gap-3 p-3 sm:flex-row sm:p-4 sm:items-start sm:justify-between">
        <div className="flex min-w-0 flex-col gap-1">
          <h3 id={titulo} className="font-semibold text-fg">
            {practica.alumno}
          </h3>
          <Link
            to={`/documentacion/practicas/${practica.idPractica}`}
            aria-describedby={titulo}
            className="w-fit text-sm font-medium text-primary underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            {t('expedientePractica.verExpediente')}
          </Link>
          <p className="text-sm text-muted">
            {practica.programa ?? t('practicasEmpresa.practicas.sinPrograma')} · {t(claveTipoPractica[practica.tipo])}
          </p>
          <p className="text-sm text-muted">
            {t('practicasEmpresa.comun.fechas', { inicio: fecha(practica.fechaInicio), fin: fecha(practica.fechaFin) })}
          </p>
          <div className="mt-1 flex flex-wrap items-center gap-2">
            <Insignia tono={tonoEstadoPractica[practica.estado]}>{t(claveEstadoPractica[practica.estado])}</Insignia>
            {practica.completa ? (
              <Insignia tono="bg-success-bg text-success" icono={CheckCircle2}>
                {t('practicasEmpresa.practicas.completa')}
              </Insignia>
            ) : (
              <Insignia tono="bg-warning-bg text-warning" icono={CircleAlert}>
                {t('practicasEmpresa.practicas.incompleta')}
              </Insignia>
            )}
          </div>
        </div>
        <div className="flex shrink-0 flex-col gap-2 sm:items-end">
          <p className="text-sm font-medium text-fg">
            {t('practicasEmpresa.practicas.entregados', { aportados: practica.aportados, requeridos: practica.requeridos })}
          </p>
          {practica.pendientesEmpresa > 0 ? (
            <p className="text-xs text-warning">
              {t('practicasEmpresa.practicas.pendientesEmpresa', { count: practica.pendientesEmpresa })}
            </p>
          ) : null}
          <button
            type="button"
            aria-expanded={abierta}
            aria-controls={panel}
            aria-describedby={titulo}
            onClick={onAlternar}
            className="inline-flex h-8 cursor-pointer items-center gap-1.5 self-start rounded-md border border-border bg-surface px-3 text-sm font-medium text-fg hover:bg-subtle sm:self-end"
          >
            {abierta ? t('practicasEmpresa.practicas.ocultar') : t('practicasEmpresa.practicas.ver')}
            <ChevronDown aria-hidden="true" className={abierta ? 'size-4 rotate-180 transition' : 'size-4 transition'} />
          </button>
        </div>
      </div>
      <div id={panel} hidden={!abierta} className="border-t border-border p-3 sm:p-4">
        {abierta ? (
          <DocumentosDePractica idPractica={practica.idPractica} alumno={practica.alumno} cargar={cargarDocumentos} />
        ) : null}
      </div>
    </li>
  );
}
