import type { EstadoSolicitudPractica } from '@puente/contract/solicitudes-practica';
import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

const estilos: Record<EstadoSolicitudPractica, { tono: string; icono: typeof Clock }> = {
  pendiente: { tono: 'bg-warning-bg text-warning', icono: Clock },
  aceptada: { tono: 'bg-success-bg text-success', icono: CheckCircle2 },
  rechazada: { tono: 'bg-danger-bg text-danger', icono: XCircle },
};

/** A proposal's or request's state as a small rounded label (the student's and company's proposals, the centre's requests). */
export function EstadoSolicitud({ estado }: { estado: EstadoSolicitudPractica }) {
  const { t } = useTranslation();
  const { tono, icono: Icono } = estilos[estado];
  return (
    <span className={cn('inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium', tono)}>
      <Icono aria-hidden="true" className="size-3.5" />
      {t(`solicitudesPractica.comun.estado.${estado}`)}
    </span>
  );
}
