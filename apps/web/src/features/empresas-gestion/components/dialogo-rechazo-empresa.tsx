import {
  ETIQUETAS_MOTIVO_RECHAZO_EMPRESA,
  MOTIVOS_RECHAZO_EMPRESA,
  type MotivoRechazoEmpresa,
} from '@puente/contract/empresa-cuenta';
import { altaEmpresaEndpoints } from '@puente/contract/endpoints/alta-empresa';
import { useTranslation } from 'react-i18next';
import { DialogoMotivo, type MotivoElegido } from '@/components/dialogo-motivo/dialogo-motivo';

/** The longest words rechazarEmpresa takes after the reason (its input's `motivo`). */
const DETALLE_MAX = 2000;

/**
 * The reason as rechazarEmpresa's own input checks it: a reason of the list is required here, and "otro"
 * needs the words. The contract's `motivo` is the dialog's `detalle`.
 */
export function validarRechazoEmpresa(idEmpresa: number) {
  return (valor: { idMotivo: string; detalle: string }) => {
    if (!valor.idMotivo) return { success: false as const, error: { issues: [{ path: ['idMotivo'] as const }] } };
    const leido = altaEmpresaEndpoints.rechazarEmpresa.input.safeParse({
      id: idEmpresa,
      idMotivo: valor.idMotivo,
      motivo: valor.detalle,
    });
    if (leido.success) {
      return {
        success: true as const,
        data: { idMotivo: leido.data.idMotivo as MotivoRechazoEmpresa, detalle: leido.data.motivo },
      };
    }
    return {
      success: false as const,
      error: {
        issues: leido.error.issues.map((issue) => ({
          path: [issue.path[0] === 'motivo' ? 'detalle' : String(issue.path[0] ?? 'idMotivo')],
        })),
      },
    };
  };
}

export interface DialogoRechazoEmpresaProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  idEmpresa: number;
  empresa: string;
  onConfirmar: (motivo: MotivoElegido<MotivoRechazoEmpresa>) => void;
  ocupado: boolean;
}

/** "Rechazar…" a sign-up: the companies' structured reasons, which its contacts read in the rejection mail. */
export function DialogoRechazoEmpresa({
  open,
  onOpenChange,
  idEmpresa,
  empresa,
  onConfirmar,
  ocupado,
}: DialogoRechazoEmpresaProps) {
  const { t } = useTranslation();
  return (
    <DialogoMotivo
      open={open}
      onOpenChange={onOpenChange}
      titulo={t('gestionEmpresas.decision.rechazarTitulo', { empresa })}
      descripcion={t('gestionEmpresas.decision.rechazarTexto')}
      motivos={MOTIVOS_RECHAZO_EMPRESA}
      etiquetas={ETIQUETAS_MOTIVO_RECHAZO_EMPRESA}
      validar={validarRechazoEmpresa(idEmpresa)}
      detalleMax={DETALLE_MAX}
      etiquetaDetalle={t('gestionEmpresas.decision.rechazarDetalle')}
      ayudaDetalle={t('gestionEmpresas.decision.rechazarAyuda')}
      enviar={t('gestionEmpresas.decision.rechazarEnviar')}
      enviando={t('gestionEmpresas.decision.rechazando')}
      onConfirmar={onConfirmar}
      ocupado={ocupado}
    />
  );
}
