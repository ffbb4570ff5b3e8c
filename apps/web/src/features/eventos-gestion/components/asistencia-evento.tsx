import type { InscritoEvento } from '@puente/contract/eventos';
import { Check } from 'lucide-react';
import { Checkbox as RadixCheckbox } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { useAsistenciaEvento } from '../api/inscritos-evento';

/** Said beside each student: attended, did not, or not marked yet. */
function useEstadoAsistencia() {
  const { t } = useTranslation();
  return (asistio: boolean | null) =>
    asistio === null
      ? t('eventosGestion.asistencia.sinMarcar')
      : asistio
        ? t('eventosGestion.asistencia.asistio')
        : t('eventosGestion.asistencia.noAsistio');
}

/**
 * One student with a place: the whole row is the tap target (a phone at the door), the box on the end side
 * as big as a thumb. One tap marks them as attended, another as not; each is saved at once.
 */
function FilaAsistencia({ idEvento, inscrito: i }: { idEvento: number; inscrito: InscritoEvento }) {
  const { t } = useTranslation();
  const estado = useEstadoAsistencia();
  const asistencia = useAsistenciaEvento(idEvento);
  const id = `asistencia-${i.idAlumno}`;
  return (
    <label
      htmlFor={id}
      className="flex min-h-16 cursor-pointer items-center gap-4 px-4 py-3 transition hover:bg-subtle has-[:focus-visible]:bg-subtle"
    >
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="font-medium text-fg [overflow-wrap:anywhere]">{i.nombre}</span>
        <span className="text-sm text-muted [overflow-wrap:anywhere]">{i.email}</span>
        {/* Read once, as the box's description: "sin marcar" and "no asistió" both leave it unchecked. */}
        <span
          id={`${id}-estado`}
          aria-hidden="true"
          className={cn('text-xs font-medium', i.asistio ? 'text-success' : 'text-muted')}
        >
          {estado(i.asistio)}
        </span>
      </span>
      <RadixCheckbox.Root
        id={id}
        checked={i.asistio === true}
        aria-label={t('eventosGestion.asistencia.marcar', { nombre: i.nombre })}
        aria-describedby={`${id}-estado`}
        aria-busy={asistencia.isPending || undefined}
        // Not disabled while it saves: a disabled box would drop the keyboard focus; a second tap waits its turn.
        onCheckedChange={(valor) => {
          if (!asistencia.isPending) asistencia.mutate({ idAlumno: i.idAlumno, asistio: valor === true });
        }}
        className="flex size-9 shrink-0 cursor-pointer items-center justify-center rounded-lg border-2 border-border bg-surface transition data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-fg"
      >
        <RadixCheckbox.Indicator>
          <Check aria-hidden="true" className="size-6" strokeWidth={3} />
        </RadixCheckbox.Indicator>
      </RadixCheckbox.Root>
    </label>
  );
}

/** A read-only member's row: the same student, the mark as words. */
function FilaLectura({ inscrito: i }: { inscrito: InscritoEvento }) {
  const estado = useEstadoAsistencia();
  return (
    <div className="flex min-h-16 items-center gap-4 px-4 py-3">
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="font-medium text-fg [overflow-wrap:anywhere]">{i.nombre}</span>
        <span className="text-sm text-muted [overflow-wrap:anywhere]">{i.email}</span>
      </span>
      <span className={cn('shrink-0 text-sm font-medium', i.asistio ? 'text-success' : 'text-muted')}>{estado(i.asistio)}</span>
    </div>
  );
}

/**
 * "Inscritos": those with a place, in the order they registered, with the attendance marked on the day and
 * its count ("X de Y asistieron", said as it changes). A member who may change events marks it; a read-only
 * one reads it.
 */
export function AsistenciaEvento({
  idEvento,
  inscritos,
  puedeMarcar,
}: {
  idEvento: number;
  inscritos: readonly InscritoEvento[];
  puedeMarcar: boolean;
}) {
  const { t } = useTranslation();
  const asistieron = inscritos.filter((i) => i.asistio === true).length;
  return (
    <section aria-labelledby="inscritos-titulo" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="inscritos-titulo" className="text-lg font-semibold text-fg">
          {t('eventosGestion.asistencia.titulo', { count: inscritos.length })}
        </h2>
        {inscritos.length > 0 ? (
          <p className="text-sm font-semibold text-fg tabular-nums" aria-live="polite">
            {t('eventosGestion.asistencia.cuenta', { count: asistieron, total: inscritos.length })}
          </p>
        ) : null}
      </div>
      {inscritos.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border bg-surface px-4 py-6 text-center text-sm text-muted">
          {t('eventosGestion.asistencia.nadie')}
        </p>
      ) : (
        <>
          {puedeMarcar ? <p className="text-sm text-muted">{t('eventosGestion.asistencia.ayuda')}</p> : null}
          <ul className="divide-y divide-border overflow-hidden rounded-xl border border-border bg-surface">
            {inscritos.map((i) => (
              <li key={i.idAlumno}>
                {puedeMarcar ? <FilaAsistencia idEvento={idEvento} inscrito={i} /> : <FilaLectura inscrito={i} />}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
