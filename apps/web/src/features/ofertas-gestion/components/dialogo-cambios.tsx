import {
  ETIQUETAS_MOTIVO_RECHAZO_OFERTA,
  MOTIVO_DETALLE_MAX,
  MOTIVOS_RECHAZO_OFERTA,
  type MotivoRechazoOfertaDatos,
  motivoRechazoOfertaSchema,
} from '@puente/contract/ofertas-gestion';
import { useTranslation } from 'react-i18next';
import { DialogoMotivo } from '@/components/dialogo-motivo/dialogo-motivo';

export interface DialogoCambiosProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The offer's title. */
  que: string;
  onConfirmar: (motivo: MotivoRechazoOfertaDatos) => void;
  ocupado: boolean;
}

/**
 * "Pedir cambios…": the offers' structured reasons (the rejection's list), which the company reads in its
 * language; the offer goes back to it until it resubmits it, once (decision 039).
 */
export function DialogoCambios({ open, onOpenChange, que, onConfirmar, ocupado }: DialogoCambiosProps) {
  const { t } = useTranslation();
  return (
    <DialogoMotivo
      open={open}
      onOpenChange={onOpenChange}
      titulo={t('cambiosOferta.pedir.titulo', { que })}
      descripcion={t('cambiosOferta.pedir.descripcion')}
      motivos={MOTIVOS_RECHAZO_OFERTA}
      etiquetas={ETIQUETAS_MOTIVO_RECHAZO_OFERTA}
      validar={(valor) => motivoRechazoOfertaSchema.safeParse(valor)}
      detalleMax={MOTIVO_DETALLE_MAX}
      etiquetaDetalle={t('cambiosOferta.pedir.detalle')}
      ayudaDetalle={t('cambiosOferta.pedir.detalleAyuda')}
      enviar={t('cambiosOferta.pedir.enviar')}
      enviando={t('cambiosOferta.pedir.enviando')}
      tonoEnviar="primary"
      onConfirmar={onConfirmar}
      ocupado={ocupado}
    />
  );
}
