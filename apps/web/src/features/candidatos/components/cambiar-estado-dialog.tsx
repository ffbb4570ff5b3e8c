import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, fieldAria } from '@/components/ui/field';
import { RadioGroup } from '@/components/ui/radio-group';
import type { RechazoDialogo } from '@/components/ui/rechazo-dialogo';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useEtiquetaEstadoCandidatura } from '@/lib/estado-candidatura';
import { useMotivosCambioEstado } from '@/lib/reference-data';
import { necesitaMotivo } from '../estados';
import type { useMoverCandidatura } from '../hooks/use-mover-candidatura';

/** The contract's limit for the comment kept in the history. */
const COMENTARIO_MAX = 500;

export interface CandidatoMovible {
  idCandidatura: number;
  nombre: string;
  estado: number;
  transiciones: number[];
}

export interface CambioElegido {
  idEstado: number;
  idMotivo?: number;
  comentario?: string;
}

export interface CambiarEstadoDialogProps {
  candidato: CandidatoMovible | null;
  /** Preselected target (a card dropped on a column that needs a reason). */
  destino?: number | null;
  ocupado: boolean;
  /** A reason the server refused (15 on idMotivo). */
  errorMotivo?: string | null;
  /** Where a refusal of the move is said, inside the dialog. */
  rechazo?: RechazoDialogo;
  onCancel: () => void;
  onConfirm: (cambio: CambioElegido) => void;
  /** Where focus goes when the move took the opener away (the card's handle in its new column). */
  devolverFoco?: () => HTMLElement | null;
}

/**
 * State change with reason: the targets the company may choose, the reasons
 * whose idEstado is the target (required when the move needs one) and an
 * optional comment kept in the candidacy's history.
 */
export function CambiarEstadoDialog({
  candidato,
  destino,
  ocupado,
  errorMotivo,
  rechazo,
  onCancel,
  onConfirm,
  devolverFoco,
}: CambiarEstadoDialogProps) {
  const { t } = useTranslation();
  const etiqueta = useEtiquetaEstadoCandidatura('empresa');
  const motivos = useMotivosCambioEstado();
  const baseId = useId();
  const [estado, setEstado] = useState<string>('');
  const [motivo, setMotivo] = useState<string>('');
  const [comentario, setComentario] = useState('');
  const [intentado, setIntentado] = useState(false);

  const abierto = candidato !== null;
  // A new candidate (or target) starts a clean form.
  useEffect(() => {
    if (!candidato) return;
    setEstado(destino ? String(destino) : candidato.transiciones.length === 1 ? String(candidato.transiciones[0]) : '');
    setMotivo('');
    setComentario('');
    setIntentado(false);
  }, [candidato, destino]);

  const idEstado = Number(estado);
  const motivosDelEstado = (motivos.data ?? []).filter((m) => m.idEstado === idEstado);
  const motivoRequerido = estado !== '' && necesitaMotivo(idEstado);
  const errorEstado = intentado && estado === '' ? t('candidatos.dialogo.eligeEstado') : undefined;
  const errorMotivoLocal = intentado && motivoRequerido && motivo === '' ? t('candidatos.dialogo.motivoRequerido') : undefined;
  const errorMotivoVisible = errorMotivoLocal ?? errorMotivo ?? undefined;
  const errorComentario =
    comentario.trim().length > COMENTARIO_MAX ? t('candidatos.dialogo.comentarioLargo', { max: COMENTARIO_MAX }) : undefined;

  const confirmar = () => {
    setIntentado(true);
    if (estado === '' || (motivoRequerido && motivo === '') || errorComentario) return;
    onConfirm({
      idEstado,
      idMotivo: motivosDelEstado.length > 0 && motivo !== '' ? Number(motivo) : undefined,
      comentario: comentario.trim() || undefined,
    });
  };

  const estadoId = `${baseId}-estado`;
  const motivoId = `${baseId}-motivo`;
  const comentarioId = `${baseId}-comentario`;
  return (
    <Dialog
      open={abierto}
      onOpenChange={(open) => {
        if (!open && !ocupado) onCancel();
      }}
      returnFocusTo={devolverFoco}
      rechazo={rechazo}
      title={candidato ? t('candidatos.dialogo.titulo', { nombre: candidato.nombre }) : ''}
      description={candidato ? t('candidatos.dialogo.estadoActual', { estado: etiqueta(candidato.estado) }) : undefined}
      footer={
        <>
          <Button variant="outline" onClick={onCancel} disabled={ocupado}>
            {t('candidatos.dialogo.cancelar')}
          </Button>
          <Button onClick={confirmar} disabled={ocupado} aria-busy={ocupado}>
            {ocupado ? t('candidatos.dialogo.guardando') : t('candidatos.dialogo.confirmar')}
          </Button>
        </>
      }
    >
      {candidato ? (
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            confirmar();
          }}
        >
          <div className="flex flex-col gap-1.5">
            <span id={`${estadoId}-label`} className="text-sm font-medium text-fg">
              {t('candidatos.dialogo.nuevoEstado')}
            </span>
            <RadioGroup
              id={estadoId}
              aria-labelledby={`${estadoId}-label`}
              value={estado}
              onValueChange={(value) => {
                setEstado(value);
                setMotivo('');
              }}
              options={candidato.transiciones.map((e) => ({ value: String(e), label: etiqueta(e) }))}
              className="sm:grid sm:grid-cols-2"
            />
            {errorEstado ? (
              <p role="alert" className="text-xs font-medium text-danger">
                {errorEstado}
              </p>
            ) : null}
          </div>
          {motivosDelEstado.length > 0 ? (
            <Field id={motivoId} label={t('candidatos.dialogo.motivo')} error={errorMotivoVisible} required={motivoRequerido}>
              <Select
                {...fieldAria(motivoId, { error: errorMotivoVisible, required: motivoRequerido })}
                value={motivo}
                onValueChange={setMotivo}
                placeholder={t('candidatos.dialogo.eligeMotivo')}
                options={motivosDelEstado.map((m) => ({ value: String(m.idMotivo), label: m.descripcion }))}
              />
            </Field>
          ) : null}
          <Field
            id={comentarioId}
            label={t('candidatos.dialogo.comentario')}
            hint={t('candidatos.dialogo.comentarioAyuda')}
            error={errorComentario}
          >
            <Textarea
              rows={3}
              value={comentario}
              onChange={(event) => setComentario(event.target.value)}
              {...fieldAria(comentarioId, { error: errorComentario, hint: true })}
            />
          </Field>
        </form>
      ) : null}
    </Dialog>
  );
}

/** The dialog wired to a `useMoverCandidatura` result, as the pipeline and the CV page both use it. */
export function DialogoMover({
  mover,
  devolverFoco,
}: {
  mover: ReturnType<typeof useMoverCandidatura>;
  /** Given the candidacy that was in the dialog: where its card or row is now. */
  devolverFoco?: (idCandidatura: number) => HTMLElement | null;
}) {
  const id = mover.dialogo?.candidato.idCandidatura;
  // Focus returns after the dialog has closed, when `mover.dialogo` is already empty.
  const ultimo = useRef<number | null>(null);
  useEffect(() => {
    if (id !== undefined) ultimo.current = id;
  }, [id]);
  return (
    <CambiarEstadoDialog
      devolverFoco={devolverFoco ? () => (ultimo.current === null ? null : devolverFoco(ultimo.current)) : undefined}
      candidato={mover.dialogo?.candidato ?? null}
      destino={mover.dialogo?.destino}
      ocupado={mover.ocupado}
      errorMotivo={mover.errorMotivo}
      rechazo={mover.rechazo}
      onCancel={mover.cerrarDialogo}
      onConfirm={mover.confirmarDialogo}
    />
  );
}
