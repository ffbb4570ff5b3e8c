import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, fieldAria } from '@/components/ui/field';
import { RadioGroup } from '@/components/ui/radio-group';
import { Textarea } from '@/components/ui/textarea';
import { useLanguage } from '@/lib/i18n';

/** A structured reason as the contract knows it: one id of the list and the member's words. */
export interface MotivoElegido<M extends string> {
  idMotivo: M;
  detalle?: string | undefined;
}

export interface DialogoMotivoProps<M extends string> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  titulo: string;
  descripcion: string;
  /** The reasons in their order, the last usually "otro", and their labels in both languages. */
  motivos: readonly M[];
  etiquetas: Record<M, { es: string; en: string }>;
  /** The contract's schema of the reason ("otro" needs its text); it decides, the dialog only says where. */
  validar: (valor: {
    idMotivo: string;
    detalle: string;
  }) =>
    | { success: true; data: MotivoElegido<M> }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[] }[] } };
  detalleMax: number;
  /** The label of the free text; "Explica el motivo" is shown instead when "otro" is picked. */
  etiquetaDetalle?: string | undefined;
  ayudaDetalle: string;
  enviar: string;
  enviando: string;
  /** The send button's colour: danger for a refusal (the default), primary for a request such as "Pedir cambios". */
  tonoEnviar?: 'danger' | 'primary';
  onConfirmar: (motivo: MotivoElegido<M>) => void;
  ocupado: boolean;
}

/**
 * "Rechazar…", "Pedir cambios…", "Bloquear…": one of a list of structured reasons the other side reads in its
 * language, and the member's words, required for "otro". Checked with the contract's own schema before anything
 * is sent; the first wrong field takes the focus.
 */
export function DialogoMotivo<M extends string>(props: DialogoMotivoProps<M>) {
  const { open, onOpenChange, motivos, etiquetas, validar, detalleMax, onConfirmar, ocupado } = props;
  const { t } = useTranslation();
  const idioma = useLanguage();
  const id = useId();
  const [idMotivo, setIdMotivo] = useState('');
  const [detalle, setDetalle] = useState('');
  const [errores, setErrores] = useState<{ motivo?: string; detalle?: string }>({});

  const enviar = (event: FormEvent) => {
    event.preventDefault();
    const leido = validar({ idMotivo, detalle });
    if (leido.success) {
      setErrores({});
      onConfirmar(leido.data);
      return;
    }
    const campos = new Set(leido.error.issues.map((issue) => String(issue.path[0])));
    const nuevos = {
      motivo: campos.has('idMotivo') ? t('motivo.eligeMotivo') : undefined,
      detalle: campos.has('detalle')
        ? detalle.length > detalleMax
          ? t('motivo.detalleLargo', { max: detalleMax })
          : t('motivo.explica')
        : undefined,
    };
    setErrores(nuevos);
    document.getElementById(nuevos.motivo ? `${id}-motivo-${motivos[0]}` : `${id}-detalle`)?.focus();
  };

  const otro = idMotivo === 'otro';
  return (
    <Dialog open={open} onOpenChange={onOpenChange} size="lg" title={props.titulo} description={props.descripcion}>
      <form noValidate onSubmit={enviar} className="flex flex-col gap-5">
        <fieldset className="flex flex-col gap-2" aria-describedby={errores.motivo ? `${id}-motivo-error` : undefined}>
          <legend id={`${id}-motivo-leyenda`} className="mb-1 text-sm font-medium text-fg">
            {t('motivo.motivo')}
          </legend>
          <RadioGroup
            id={`${id}-motivo`}
            aria-labelledby={`${id}-motivo-leyenda`}
            value={idMotivo}
            onValueChange={(valor) => {
              setIdMotivo(valor);
              setErrores((e) => ({ ...e, motivo: undefined }));
            }}
            options={motivos.map((motivo) => ({ value: motivo, label: etiquetas[motivo][idioma] }))}
          />
          {errores.motivo ? (
            <p id={`${id}-motivo-error`} role="alert" className="text-xs font-medium text-danger">
              {errores.motivo}
            </p>
          ) : null}
        </fieldset>
        <Field
          id={`${id}-detalle`}
          label={otro ? t('motivo.explica') : (props.etiquetaDetalle ?? t('motivo.detalle'))}
          hint={props.ayudaDetalle}
          error={errores.detalle}
          required={otro}
        >
          <Textarea
            {...fieldAria(`${id}-detalle`, { error: errores.detalle, hint: true, required: otro })}
            value={detalle}
            maxLength={detalleMax}
            onChange={(event) => setDetalle(event.target.value)}
          />
        </Field>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            {t('motivo.cancelar')}
          </Button>
          <Button type="submit" variant={props.tonoEnviar ?? 'danger'} disabled={ocupado}>
            {ocupado ? props.enviando : props.enviar}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
