import { useTranslation } from 'react-i18next';
import { DialogoMotivo } from '@/components/dialogo-motivo/dialogo-motivo';
import { type DialogoMotivoOfertaProps, MOTIVOS_OFERTA } from './motivo-oferta';

/** "Rechazar…" offers: the offers' structured reasons, which the company reads in its language. */
export function DialogoRechazo({ que, ...props }: DialogoMotivoOfertaProps) {
  const { t } = useTranslation();
  return (
    <DialogoMotivo
      {...props}
      {...MOTIVOS_OFERTA}
      titulo={t('gestion.ofertas.rechazo.titulo', { que })}
      descripcion={t('gestion.ofertas.rechazo.descripcion')}
      etiquetaDetalle={t('gestion.ofertas.rechazo.detalle')}
      ayudaDetalle={t('gestion.ofertas.rechazo.detalleAyuda')}
      enviar={t('gestion.ofertas.rechazo.enviar')}
      enviando={t('gestion.ofertas.rechazo.enviando')}
    />
  );
}
