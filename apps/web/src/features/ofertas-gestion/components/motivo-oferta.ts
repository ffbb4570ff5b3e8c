import {
  ETIQUETAS_MOTIVO_RECHAZO_OFERTA,
  MOTIVO_DETALLE_MAX,
  MOTIVOS_RECHAZO_OFERTA,
  type MotivoRechazoOferta,
  type MotivoRechazoOfertaDatos,
  motivoRechazoOfertaSchema,
} from '@puente/contract/ofertas-gestion';
import type { DialogoMotivoProps } from '@/components/dialogo-motivo/dialogo-motivo';

/** What "Rechazar…" and "Pedir cambios…" an offer are given: only their texts differ. */
export interface DialogoMotivoOfertaProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What the title names: an offer's title, or for a refusal "3 ofertas", "todas las que coinciden (120)". */
  que: string;
  onConfirmar: (motivo: MotivoRechazoOfertaDatos) => void;
  ocupado: boolean;
}

/**
 * The offers' structured reasons, which the company reads in its language: one list (the rejection's) for a
 * refusal and for a request for changes, checked by the contract's schema.
 */
export const MOTIVOS_OFERTA = {
  motivos: MOTIVOS_RECHAZO_OFERTA,
  etiquetas: ETIQUETAS_MOTIVO_RECHAZO_OFERTA,
  validar: (valor) => motivoRechazoOfertaSchema.safeParse(valor),
  detalleMax: MOTIVO_DETALLE_MAX,
} satisfies Pick<DialogoMotivoProps<MotivoRechazoOferta>, 'motivos' | 'etiquetas' | 'validar' | 'detalleMax'>;
