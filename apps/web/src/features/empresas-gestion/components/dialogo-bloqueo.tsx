import { TEXTO_MIN } from '@puente/contract/constants';
import { bloquearEmpresaInput, MOTIVO_BLOQUEO_MAX } from '@puente/contract/empresas-gestion';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, fieldAria } from '@/components/ui/field';
import { useRechazoDialogo } from '@/components/ui/rechazo-dialogo';
import { Textarea } from '@/components/ui/textarea';

export interface DialogoBloqueoProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  empresa: string;
  /** Blocks with the reason; rejects with the API's refusal, which the dialog says inside. */
  onConfirmar: (motivo: string) => Promise<unknown>;
  ocupado: boolean;
}

/**
 * "Bloquear…": what blocking does (its contacts are signed out at once) and the required reason, checked
 * with the contract's own rule before anything is sent. A refusal (48: no longer validated) is said
 * inside the dialog, which stays open.
 */
export function DialogoBloqueo({ open, onOpenChange, empresa, onConfirmar, ocupado }: DialogoBloqueoProps) {
  const { t } = useTranslation();
  const id = useId();
  const rechazo = useRechazoDialogo();
  const [motivo, setMotivo] = useState('');
  const [error, setError] = useState<string | undefined>();

  const enviar = async (event: FormEvent) => {
    event.preventDefault();
    const leido = bloquearEmpresaInput.shape.motivo.safeParse(motivo);
    if (!leido.success) {
      const limpio = motivo.trim();
      setError(
        limpio.length === 0
          ? t('gestionEmpresas.decision.motivoObligatorio')
          : limpio.length < TEXTO_MIN
            ? t('gestionEmpresas.decision.motivoCorto', { min: TEXTO_MIN })
            : t('gestionEmpresas.decision.motivoLargo', { max: MOTIVO_BLOQUEO_MAX }),
      );
      document.getElementById(`${id}-motivo`)?.focus();
      return;
    }
    setError(undefined);
    rechazo.limpiar();
    try {
      await onConfirmar(leido.data);
      onOpenChange(false);
    } catch (fallo) {
      if (!rechazo.mostrar(fallo)) onOpenChange(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="md"
      title={t('gestionEmpresas.decision.bloquearTitulo', { empresa })}
      description={t('gestionEmpresas.decision.bloquearTexto')}
      rechazo={rechazo}
    >
      <form noValidate onSubmit={enviar} className="flex flex-col gap-5">
        <Field
          id={`${id}-motivo`}
          label={t('gestionEmpresas.decision.bloquearMotivo')}
          hint={t('gestionEmpresas.decision.bloquearAyuda', { min: TEXTO_MIN, max: MOTIVO_BLOQUEO_MAX })}
          error={error}
          required
        >
          <Textarea
            {...fieldAria(`${id}-motivo`, { error, hint: true, required: true })}
            value={motivo}
            maxLength={MOTIVO_BLOQUEO_MAX}
            onChange={(event) => setMotivo(event.target.value)}
          />
        </Field>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            {t('gestionEmpresas.decision.cancelar')}
          </Button>
          <Button type="submit" variant="danger" disabled={ocupado} aria-busy={ocupado}>
            {ocupado ? t('gestionEmpresas.decision.bloqueando') : t('gestionEmpresas.decision.bloquearEnviar')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
