import { useTranslation } from 'react-i18next';
import { DialogoMotivo } from '@/components/dialogo-motivo/dialogo-motivo';
import { type DialogoMotivoOfertaProps, MOTIVOS_OFERTA } from './motivo-oferta';

/**
 * "Pedir cambios…": the offers' structured reasons (the rejection's list), which the company reads in its
 * language; the offer goes back to it until it resubmits it, once (decision 039).
 */
export function DialogoCambios({ que, ...props }: DialogoMotivoOfertaProps) {
  const { t } = useTranslation();
  return (
    <DialogoMotivo
      {...props}
      {...MOTIVOS_OFERTA}
      titulo={t('cambiosOferta.pedir.titulo', { que })}
      descripcion={t('cambiosOferta.pedir.descripcion')}
      etiquetaDetalle={t('cambiosOferta.pedir.detalle')}
      ayudaDetalle={t('cambiosOferta.pedir.detalleAyuda')}
      enviar={t('cambiosOferta.pedir.enviar')}
      enviando={t('cambiosOferta.pedir.enviando')}
      tonoEnviar="primary"
    />
  );
}
