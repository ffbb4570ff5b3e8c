import { cn } from '@/lib/cn';
import { infoEstado, type Tono } from '../estados';
import { useEtiquetaEstado } from '../hooks/use-etiqueta-estado';

export const tonosEstado: Record<Tono, string> = {
  neutral: 'border-border bg-subtle text-muted',
  info: 'border-info/25 bg-info-bg text-info',
  primary: 'border-primary/25 bg-subtle text-primary',
  success: 'border-success/25 bg-success-bg text-success',
  warning: 'border-warning/25 bg-warning-bg text-warning',
  danger: 'border-danger/25 bg-danger-bg text-danger',
};

export function EstadoBadge({ estado, fallback, className }: { estado: number; fallback?: string; className?: string }) {
  const etiqueta = useEtiquetaEstado();
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        tonosEstado[infoEstado(estado)?.tono ?? 'neutral'],
        className,
      )}
    >
      {etiqueta(estado, fallback)}
    </span>
  );
}
