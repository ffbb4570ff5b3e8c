import { BASE_LEGAL_MAX, resolverSolicitudBajaInput } from '@puente/contract/alumnos-gestion';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, fieldAria } from '@/components/ui/field';
import { useRechazoDialogo } from '@/components/ui/rechazo-dialogo';
import { Textarea } from '@/components/ui/textarea';

export interface DialogoRechazarBajaProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  idSolicitud: number;
  /** Whose request it is, as the title says it. */
  nombre: string;
  /** Sends the refusal; a refusal of the API (48: already decided) is said inside the dialog. */
  onConfirmar: (motivo: string) => Promise<unknown>;
}

/**
 * "Rechazar…": refusing a deregistration request needs the legal basis for keeping the account (an
 * internship in progress, a legal retention period…), which the student reads in the mail. Checked with
 * the contract's own schema before anything is sent.
 */
export function DialogoRechazarBaja({ open, onOpenChange, idSolicitud, nombre, onConfirmar }: DialogoRechazarBajaProps) {
  const { t } = useTranslation();
  const id = useId();
  const rechazo = useRechazoDialogo();
  const [motivo, setMotivo] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [enviando, setEnviando] = useState(false);

  const enviar = async (event: FormEvent) => {
    event.preventDefault();
    const leido = resolverSolicitudBajaInput.safeParse({ id: idSolicitud, aceptar: false, motivo });
    if (!leido.success) {
      setError(
        motivo.length > BASE_LEGAL_MAX
          ? t('gestionAlumnos.bajas.motivoLargo', { max: BASE_LEGAL_MAX })
          : t('gestionAlumnos.bajas.motivoRequerido'),
      );
      document.getElementById(`${id}-motivo`)?.focus();
      return;
    }
    setError(undefined);
    rechazo.limpiar();
    setEnviando(true);
    try {
      await onConfirmar(leido.data.motivo as string);
      onOpenChange(false);
    } catch (causa) {
      if (!rechazo.mostrar(causa)) onOpenChange(false);
    } finally {
      setEnviando(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={t('gestionAlumnos.bajas.rechazarTitulo', { nombre })}
      description={t('gestionAlumnos.bajas.rechazarDescripcion')}
      rechazo={rechazo}
    >
      <form noValidate onSubmit={enviar} className="flex flex-col gap-5">
        <Field
          id={`${id}-motivo`}
          label={t('gestionAlumnos.bajas.motivo')}
          hint={t('gestionAlumnos.bajas.motivoAyuda')}
          error={error}
          required
        >
          <Textarea
            {...fieldAria(`${id}-motivo`, { error, hint: true, required: true })}
            value={motivo}
            maxLength={BASE_LEGAL_MAX}
            onChange={(event) => setMotivo(event.target.value)}
          />
        </Field>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            {t('gestionAlumnos.bajas.cancelar')}
          </Button>
          <Button type="submit" disabled={enviando} aria-busy={enviando || undefined}>
            {enviando ? t('gestionAlumnos.bajas.enviando') : t('gestionAlumnos.bajas.rechazar')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
