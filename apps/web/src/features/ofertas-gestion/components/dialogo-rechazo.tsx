import {
  ETIQUETAS_MOTIVO_RECHAZO_OFERTA,
  MOTIVO_DETALLE_MAX,
  MOTIVOS_RECHAZO_OFERTA,
  type MotivoRechazoOfertaDatos,
  motivoRechazoOfertaSchema,
} from '@puente/contract/ofertas-gestion';
import { useTranslation } from 'react-i18next';
import { DialogoMotivo } from '@/components/dialogo-motivo/dialogo-motivo';

export interface DialogoRechazoProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What is declined, as the title says it ("3 ofertas", "todas las que coinciden (120)", an offer's title). */
  que: string;
  onConfirmar: (motivo: MotivoRechazoOfertaDatos) => void;
  ocupado: boolean;
}

/** "Rechazar…" offers: the offers' structured reasons, which the company reads in its language. */
export function DialogoRechazo({ open, onOpenChange, que, onConfirmar, ocupado }: DialogoRechazoProps) {
  const { t } = useTranslation();
  return (
    <DialogoMotivo
      open={open}
      onOpenChange={onOpenChange}
      titulo={t('gestion.ofertas.rechazo.titulo', { que })}
      descripcion={t('gestion.ofertas.rechazo.descripcion')}
      motivos={MOTIVOS_RECHAZO_OFERTA}
      etiquetas={ETIQUETAS_MOTIVO_RECHAZO_OFERTA}
      validar={(valor) => motivoRechazoOfertaSchema.safeParse(valor)}
      detalleMax={MOTIVO_DETALLE_MAX}
      etiquetaDetalle={t('gestion.ofertas.rechazo.detalle')}
      ayudaDetalle={t('gestion.ofertas.rechazo.detalleAyuda')}
      enviar={t('gestion.ofertas.rechazo.enviar')}
      enviando={t('gestion.ofertas.rechazo.enviando')}
      onConfirmar={onConfirmar}
      ocupado={ocupado}
    />
  );
}
