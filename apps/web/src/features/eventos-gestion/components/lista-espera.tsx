import type { InscritoEvento } from '@puente/contract/eventos';
import { useTranslation } from 'react-i18next';
import { useFechaEvento } from '@/components/evento-vista/fecha-evento';

/** "Lista de espera": who waits for a place, in the order a freed place goes to them. */
export function ListaEspera({ espera }: { espera: readonly InscritoEvento[] }) {
  const { t } = useTranslation();
  const f = useFechaEvento();
  return (
    <section aria-labelledby="espera-titulo" className="flex flex-col gap-3">
      <h2 id="espera-titulo" className="text-lg font-semibold text-fg">
        {t('eventosGestion.espera.titulo', { count: espera.length })}
      </h2>
      {espera.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border bg-surface px-4 py-6 text-center text-sm text-muted">
          {t('eventosGestion.espera.nadie')}
        </p>
      ) : (
        <ol className="divide-y divide-border overflow-hidden rounded-xl border border-border bg-surface">
          {espera.map((i) => (
            <li key={i.idAlumno} className="flex items-center gap-4 px-4 py-3">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-subtle text-sm font-semibold text-fg tabular-nums">
                <span className="sr-only">{t('eventosGestion.espera.puesto')} </span>
                {i.posicionEspera}
              </span>
              <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                <span className="font-medium text-fg [overflow-wrap:anywhere]">{i.nombre}</span>
                <span className="text-sm text-muted [overflow-wrap:anywhere]">{i.email}</span>
              </span>
              <span className="hidden shrink-0 text-xs text-muted sm:inline">
                {t('eventosGestion.espera.desde', { fecha: f.dia(i.fecha) })}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
