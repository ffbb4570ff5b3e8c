import {
  ETIQUETAS_MOTIVO_RECHAZO_EMPRESA,
  MOTIVOS_RECHAZO_EMPRESA,
  type MotivoRechazoEmpresa,
} from '@puente/contract/empresa-cuenta';
import { altaEmpresaEndpoints } from '@puente/contract/endpoints/alta-empresa';
import {
  ETIQUETAS_MOTIVO_RECHAZO_OFERTA,
  MOTIVO_DETALLE_MAX,
  MOTIVOS_RECHAZO_OFERTA,
  type MotivoRechazoOfertaDatos,
  motivoRechazoOfertaSchema,
} from '@puente/contract/ofertas-gestion';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogoMotivo, type MotivoElegido } from '@/components/dialogo-motivo/dialogo-motivo';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, fieldAria } from '@/components/ui/field';
import type { RechazoDialogo } from '@/components/ui/rechazo-dialogo';
import { Textarea } from '@/components/ui/textarea';

/** What every decision dialog of the home takes: open or not, what it is about, busy, and the answer. */
interface DialogoBase<V> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What is declined, as the title names it. */
  que: string;
  ocupado: boolean;
  onConfirmar: (valor: V) => void;
}

/** The company's sign-up reasons; its contacts read the reason and the words in the mail (2000 characters). */
const DETALLE_EMPRESA_MAX = 2000;

/** "Rechazar…" a company's sign-up: one of the contract's reasons, the words required for "otro". */
export function DialogoRechazoEmpresa(props: DialogoBase<MotivoElegido<MotivoRechazoEmpresa>>) {
  const { t } = useTranslation();
  return (
    <DialogoMotivo
      open={props.open}
      onOpenChange={props.onOpenChange}
      titulo={t('pendienteDecisiones.empresas.rechazo.titulo', { que: props.que })}
      descripcion={t('pendienteDecisiones.empresas.rechazo.descripcion')}
      motivos={MOTIVOS_RECHAZO_EMPRESA}
      etiquetas={ETIQUETAS_MOTIVO_RECHAZO_EMPRESA}
      // The endpoint's own schema (id aside): "otro" needs the words, which it calls `motivo`.
      validar={({ idMotivo, detalle }) => {
        // A reason of the list is always asked here, although the endpoint alone would take the words.
        if (!idMotivo) return { success: false, error: { issues: [{ path: ['idMotivo'] }] } };
        const leido = altaEmpresaEndpoints.rechazarEmpresa.input.safeParse({ id: 1, idMotivo, motivo: detalle });
        if (leido.success) {
          return { success: true, data: { idMotivo: idMotivo as MotivoRechazoEmpresa, detalle: leido.data.motivo } };
        }
        return {
          success: false,
          error: { issues: leido.error.issues.map((i) => ({ path: i.path.map((p) => (p === 'motivo' ? 'detalle' : p)) })) },
        };
      }}
      detalleMax={DETALLE_EMPRESA_MAX}
      etiquetaDetalle={t('pendienteDecisiones.empresas.rechazo.detalle')}
      ayudaDetalle={t('pendienteDecisiones.empresas.rechazo.detalleAyuda')}
      enviar={t('pendienteDecisiones.acciones.rechazarEnviar')}
      enviando={t('pendienteDecisiones.acciones.rechazando')}
      onConfirmar={props.onConfirmar}
      ocupado={props.ocupado}
    />
  );
}

/** "Rechazar…" an offer: the offers' structured reasons, which the company reads in its language. */
export function DialogoRechazoOferta(props: DialogoBase<MotivoRechazoOfertaDatos>) {
  const { t } = useTranslation();
  return (
    <DialogoMotivo
      open={props.open}
      onOpenChange={props.onOpenChange}
      titulo={t('pendienteDecisiones.ofertas.rechazo.titulo', { que: props.que })}
      descripcion={t('pendienteDecisiones.ofertas.rechazo.descripcion')}
      motivos={MOTIVOS_RECHAZO_OFERTA}
      etiquetas={ETIQUETAS_MOTIVO_RECHAZO_OFERTA}
      validar={(valor) => motivoRechazoOfertaSchema.safeParse(valor)}
      detalleMax={MOTIVO_DETALLE_MAX}
      etiquetaDetalle={t('pendienteDecisiones.ofertas.rechazo.detalle')}
      ayudaDetalle={t('pendienteDecisiones.ofertas.rechazo.detalleAyuda')}
      enviar={t('pendienteDecisiones.acciones.rechazarEnviar')}
      enviando={t('pendienteDecisiones.acciones.rechazando')}
      onConfirmar={props.onConfirmar}
      ocupado={props.ocupado}
    />
  );
}

export interface DialogoTextoProps extends DialogoBase<string> {
  titulo: string;
  descripcion: string;
  etiqueta: string;
  ayuda: string;
  max: number;
  /** The endpoint's schema on the words: whether they would be taken. */
  valido: (texto: string) => boolean;
  enviar: string;
  rechazo?: RechazoDialogo;
}

/**
 * "Rechazar…" where the endpoint takes the member's words and no list of reasons (agreements, proposals,
 * change requests): one required text, checked with the endpoint's own schema before anything is sent.
 */
export function DialogoTexto(props: DialogoTextoProps) {
  const { t } = useTranslation();
  const id = useId();
  const [texto, setTexto] = useState('');
  const [error, setError] = useState<string | undefined>();
  const enviar = (event: FormEvent) => {
    event.preventDefault();
    if (props.valido(texto)) {
      setError(undefined);
      props.onConfirmar(texto.trim());
      return;
    }
    const limpio = texto.trim();
    setError(
      limpio === ''
        ? t('pendienteDecisiones.texto.requerido')
        : limpio.length > props.max
          ? t('pendienteDecisiones.texto.largo', { max: props.max })
          : t('pendienteDecisiones.texto.corto'),
    );
    document.getElementById(`${id}-texto`)?.focus();
  };
  return (
    <Dialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      size="lg"
      title={props.titulo}
      description={props.descripcion}
      {...(props.rechazo ? { rechazo: props.rechazo } : {})}
    >
      <form noValidate onSubmit={enviar} className="flex flex-col gap-5">
        <Field id={`${id}-texto`} label={props.etiqueta} hint={props.ayuda} error={error} required>
          <Textarea
            {...fieldAria(`${id}-texto`, { error, hint: true, required: true })}
            value={texto}
            maxLength={props.max}
            onChange={(event) => setTexto(event.target.value)}
          />
        </Field>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={() => props.onOpenChange(false)}>
            {t('pendienteDecisiones.acciones.cancelar')}
          </Button>
          <Button type="submit" variant="danger" disabled={props.ocupado}>
            {props.ocupado ? t('pendienteDecisiones.acciones.rechazando') : props.enviar}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
