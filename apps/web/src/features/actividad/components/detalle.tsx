import { useTranslation } from 'react-i18next';

/** A value of the audit row's details as text: lists of plain values joined, anything else as JSON. */
function comoTexto(valor: unknown): string {
  if (valor === null || valor === undefined) return '—';
  if (typeof valor === 'string') return valor;
  if (typeof valor === 'number' || typeof valor === 'boolean') return String(valor);
  if (Array.isArray(valor) && valor.every((v) => ['string', 'number', 'boolean'].includes(typeof v))) return valor.join(', ');
  return JSON.stringify(valor);
}

/**
 * What the row's `detalle` holds, as "name: value" lines (the reason of god mode by its name). Long values are
 * cut after three lines on screen; the whole text stays in the page for screen readers and in the CSV.
 */
export function Detalle({ detalle }: { detalle: Record<string, unknown> | null }) {
  const { t } = useTranslation();
  const entradas = detalle ? Object.entries(detalle) : [];
  if (entradas.length === 0) return <span className="text-muted">{t('gestionActividad.sinDetalle')}</span>;
  return (
    <dl className="grid max-w-md grid-cols-[auto_minmax(0,1fr)] gap-x-2 gap-y-0.5 text-xs">
      {entradas.map(([clave, valor]) => (
        <div key={clave} className="contents">
          <dt className="font-medium text-muted">{clave === 'motivo' ? t('gestionActividad.detalleMotivo') : clave}</dt>
          <dd className="line-clamp-3 break-words text-fg">{comoTexto(valor)}</dd>
        </div>
      ))}
    </dl>
  );
}
