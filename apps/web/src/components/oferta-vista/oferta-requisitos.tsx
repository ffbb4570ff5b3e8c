import type { OfertaDetalle } from '@puente/contract/endpoints/ofertas';
import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Requirements: the company's text, the application rules that apply (docs/candidaturas.md) and the degrees asked for. */
export function OfertaRequisitos({ oferta }: { oferta: OfertaDetalle }) {
  const { t } = useTranslation();
  const reglas = [
    oferta.soloTitulados ? t('ofertas.requisitos.soloTitulados') : null,
    oferta.soloPostgrado ? t('ofertas.requisitos.soloPostgrado') : null,
    oferta.soloUniversidad ? t('ofertas.requisitos.soloUniversidad') : null,
    oferta.creditosMinimos !== null ? t('ofertas.requisitos.creditos', { creditos: oferta.creditosMinimos }) : null,
    oferta.documentacionNecesaria
      ? t('ofertas.requisitos.documentacion', { documentacion: oferta.documentacionNecesaria })
      : null,
  ].filter((regla): regla is string => regla !== null);
  if (!oferta.requisitos && reglas.length === 0 && oferta.titulaciones.length === 0) return null;
  return (
    <section className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold text-fg">{t('ofertas.detalle.requisitos')}</h2>
      {oferta.requisitos ? <p className="leading-relaxed whitespace-pre-line text-fg">{oferta.requisitos}</p> : null}
      {reglas.length > 0 ? (
        <ul className="flex flex-col gap-1.5">
          {reglas.map((regla) => (
            <li key={regla} className="flex items-start gap-2 text-sm text-fg">
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              {regla}
            </li>
          ))}
        </ul>
      ) : null}
      {oferta.titulaciones.length > 0 ? (
        <div className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold text-fg">{t('ofertas.detalle.titulaciones')}</h3>
          <ul className="flex flex-wrap gap-1.5">
            {oferta.titulaciones.map((titulacion) => (
              <li key={titulacion.id} className="rounded-lg border border-border bg-subtle px-2.5 py-1 text-xs text-fg">
                {titulacion.descripcion}
                <span className="text-muted"> · {titulacion.nivel}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
