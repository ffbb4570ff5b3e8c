import { useTranslation } from 'react-i18next';
import { useAncla } from '../hooks/use-ancla';
import { Anexos, NotasInformativas } from './descargas-universidad';
import { DiasEfectivos } from './dias-efectivos';
import { DocumentosAportados } from './documentos-aportados';
import { DocumentosPorPrograma } from './documentos-por-programa';
import { PracticasDocumentacion } from './practicas-documentacion';

const SECCIONES = [
  ['aportados', 'practicasEmpresa.aportados.titulo'],
  ['practicas', 'practicasEmpresa.practicas.titulo'],
  ['programas', 'practicasEmpresa.programas.titulo'],
  ['anexos', 'practicasEmpresa.anexos.titulo'],
  ['notas', 'practicasEmpresa.notas.titulo'],
] as const;

/**
 * /documentacion: the company's own documents, its interns' paperwork, what
 * each programme asks, the effective days it reports to the Social Security
 * (only when it registers some internship itself), and the university's
 * annexes and information notes.
 * Every call reads the token's active company only; the query cache is
 * cleared when the active company changes, so none of another company shows.
 */
export function DocumentacionPage() {
  const { t } = useTranslation();
  useAncla();
  return (
    <div className="flex flex-col gap-5">
      <nav aria-label={t('practicasEmpresa.indice')}>
        <ul className="flex flex-wrap gap-2">
          {SECCIONES.map(([id, clave]) => (
            <li key={id}>
              <a
                href={`#${id}`}
                className="inline-flex min-h-8 items-center rounded-full border border-border bg-surface px-3 py-1 text-sm font-medium text-fg hover:bg-subtle"
              >
                {t(clave)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <DocumentosAportados />
      <PracticasDocumentacion />
      <DiasEfectivos />
      <DocumentosPorPrograma />
      <Anexos />
      <NotasInformativas />
    </div>
  );
}
