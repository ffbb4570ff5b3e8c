import { type EstadoEmpresa, ETIQUETAS_ESTADO_EMPRESA } from '@puente/contract/empresas-gestion';
import { cn } from '@/lib/cn';
import { useLanguage } from '@/lib/i18n';

const COLOR: Record<EstadoEmpresa, string> = {
  pendiente: 'bg-warning-bg text-warning',
  validada: 'bg-success-bg text-success',
  rechazada: 'bg-danger-bg text-danger',
  bloqueada: 'bg-danger-bg text-danger ring-1 ring-danger/40',
};

/** A company's state as a pill, in the UI language. */
export function EstadoEmpresaBadge({ estado, className }: { estado: EstadoEmpresa; className?: string }) {
  const idioma = useLanguage();
  return (
    <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap', COLOR[estado], className)}>
      {ETIQUETAS_ESTADO_EMPRESA[estado][idioma]}
    </span>
  );
}
