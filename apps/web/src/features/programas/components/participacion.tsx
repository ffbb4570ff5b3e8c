import type { Participacion } from '@puente/contract/programas';
import { CircleAlert, CircleCheck, Hourglass, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

const estilos = {
  adherirse: { icono: UserPlus, clase: 'border-primary/25 bg-subtle text-primary' },
  inscribirse: { icono: CircleCheck, clase: 'border-success/25 bg-success-bg text-success' },
  pendiente: { icono: Hourglass, clase: 'border-warning/25 bg-warning-bg text-warning' },
  no: { icono: CircleAlert, clase: 'border-danger/25 bg-danger-bg text-danger' },
} as const;

/** Whether the reader may join or apply, and when not, why (the API's sentence names the condition). */
export function EstadoParticipacion({
  participacion,
  empresa,
  conMotivo = true,
}: {
  participacion: Participacion;
  empresa: boolean;
  conMotivo?: boolean;
}) {
  const { t } = useTranslation();
  const { icono: Icono, clase } = estilos[participacion.puede];
  const etiqueta =
    empresa && participacion.puede === 'inscribirse'
      ? t('programas.participacion.inscribirseEmpresa')
      : empresa && participacion.puede === 'no'
        ? t('programas.participacion.noEmpresa')
        : t(`programas.participacion.${participacion.puede}`);
  return (
    <div className="flex flex-col gap-1.5">
      <span className={cn('inline-flex w-fit items-center gap-1.5 rounded-full border px-3 py-1 text-sm font-medium', clase)}>
        <Icono aria-hidden="true" className="size-4" />
        {etiqueta}
      </span>
      {conMotivo && participacion.motivo ? <p className="text-sm text-muted">{participacion.motivo.mensaje}</p> : null}
    </div>
  );
}
