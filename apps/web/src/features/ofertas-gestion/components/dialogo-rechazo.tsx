import {
  ETIQUETAS_MOTIVO_RECHAZO_OFERTA,
  MOTIVO_DETALLE_MAX,
  MOTIVOS_RECHAZO_OFERTA,
  type MotivoRechazoOfertaDatos,
  motivoRechazoOfertaSchema,
} from '@puente/contract/ofertas-gestion';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, fieldAria } from '@/components/ui/field';
import { RadioGroup } from '@/components/ui/radio-group';
import { Textarea } from '@/components/ui/textarea';
import { useLanguage } from '@/lib/i18n';

export interface DialogoRechazoProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What is declined, as the title says it ("3 ofertas", "todas las que coinciden (120)", an offer's title). */
  que: string;
  onConfirmar: (motivo: MotivoRechazoOfertaDatos) => void;
  ocupado: boolean;
}

/**
 * "Rechazar…": one of the structured reasons the company reads in its language, and the member's words,
 * required for "otro". Checked with the contract's own schema before anything is sent.
 */
export function DialogoRechazo({ open, onOpenChange, que, onConfirmar, ocupado }: DialogoRechazoProps) {
  const { t } = useTranslation();
  const idioma = useLanguage();
  const id = useId();
  const [idMotivo, setIdMotivo] = useState('');
  const [detalle, setDetalle] = useState('');
  const [errores, setErrores] = useState<{ motivo?: string; detalle?: string }>({});

  const enviar = (event: FormEvent) => {
    event.preventDefault();
    const leido = motivoRechazoOfertaSchema.safeParse({ idMotivo, detalle });
    if (leido.success) {
      setErrores({});
      onConfirmar(leido.data);
      return;
    }
    const campos = new Set(leido.error.issues.map((issue) => String(issue.path[0])));
    const nuevos = {
      motivo: campos.has('idMotivo') ? t('gestion.ofertas.rechazo.eligeMotivo') : undefined,
      detalle: campos.has('detalle')
        ? detalle.length > MOTIVO_DETALLE_MAX
          ? t('gestion.ofertas.rechazo.detalleLargo', { max: MOTIVO_DETALLE_MAX })
          : t('gestion.ofertas.rechazo.explica')
        : undefined,
    };
    setErrores(nuevos);
    document.getElementById(nuevos.motivo ? `${id}-motivo-${MOTIVOS_RECHAZO_OFERTA[0]}` : `${id}-detalle`)?.focus();
  };

  const otro = idMotivo === 'otro';
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={t('gestion.ofertas.rechazo.titulo', { que })}
      description={t('gestion.ofertas.rechazo.descripcion')}
    >
      <form noValidate onSubmit={enviar} className="flex flex-col gap-5">
        <fieldset className="flex flex-col gap-2" aria-describedby={errores.motivo ? `${id}-motivo-error` : undefined}>
          <legend id={`${id}-motivo-leyenda`} className="mb-1 text-sm font-medium text-fg">
            {t('gestion.ofertas.rechazo.motivo')}
          </legend>
          <RadioGroup
            id={`${id}-motivo`}
            aria-labelledby={`${id}-motivo-leyenda`}
            value={idMotivo}
            onValueChange={(valor) => {
              setIdMotivo(valor);
              setErrores((e) => ({ ...e, motivo: undefined }));
            }}
            options={MOTIVOS_RECHAZO_OFERTA.map((motivo) => ({
              value: motivo,
              label: ETIQUETAS_MOTIVO_RECHAZO_OFERTA[motivo][idioma],
            }))}
          />
          {errores.motivo ? (
            <p id={`${id}-motivo-error`} role="alert" className="text-xs font-medium text-danger">
              {errores.motivo}
            </p>
          ) : null}
        </fieldset>
        <Field
          id={`${id}-detalle`}
          label={t(otro ? 'gestion.ofertas.rechazo.detalleOtro' : 'gestion.ofertas.rechazo.detalle')}
          hint={t('gestion.ofertas.rechazo.detalleAyuda')}
          error={errores.detalle}
          required={otro}
        >
          <Textarea
            {...fieldAria(`${id}-detalle`, { error: errores.detalle, hint: true, required: otro })}
            value={detalle}
            maxLength={MOTIVO_DETALLE_MAX}
            onChange={(event) => setDetalle(event.target.value)}
          />
        </Field>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            {t('gestion.ofertas.cancelar')}
          </Button>
          <Button type="submit" variant="danger" disabled={ocupado}>
            {ocupado ? t('gestion.ofertas.rechazo.enviando') : t('gestion.ofertas.rechazo.enviar')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
