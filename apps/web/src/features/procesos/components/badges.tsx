import { ID_PERFIL } from '@puente/contract/constants';
import { Briefcase, Clock, GraduationCap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { estadoOferta, type Tono } from '../estados';

const tonos: Record<Tono, string> = {
  neutral: 'border-border bg-subtle text-muted',
  info: 'border-info/25 bg-info-bg text-info',
  success: 'border-success/25 bg-success-bg text-success',
  warning: 'border-warning/25 bg-warning-bg text-warning',
  danger: 'border-danger/25 bg-danger-bg text-danger',
};

const base =
  'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap [&_svg]:size-3.5';

/** The process state as a coloured pill; the server's label covers a state the catalogue does not know. */
export function EstadoOfertaBadge({ idEstado, fallback }: { idEstado: number; fallback: string }) {
  const { t } = useTranslation();
  const estado = estadoOferta(idEstado);
  return <span className={cn(base, tonos[estado?.tono ?? 'neutral'])}>{estado ? t(estado.clave) : fallback}</span>;
}

export function PerfilBadge({ idPerfil }: { idPerfil: number }) {
  const { t } = useTranslation();
  const practicas = idPerfil === ID_PERFIL.PRACTICAS;
  const Icon = practicas ? GraduationCap : Briefcase;
  return (
    <span className={cn(base, 'border-primary/20 bg-subtle text-primary')}>
      <Icon aria-hidden="true" />
      {practicas ? t('procesos.perfil.practicas') : t('procesos.perfil.empleo')}
    </span>
  );
}

export function PlazoCerradoBadge() {
  const { t } = useTranslation();
  return (
    <span className={cn(base, tonos.neutral)}>
      <Clock aria-hidden="true" />
      {t('procesos.plazoCerrado')}
    </span>
  );
}
