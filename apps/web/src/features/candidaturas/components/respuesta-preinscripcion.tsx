import { ID_ESTADO_MOTIVO_RECHAZO } from '@puente/contract/constants';
import { Check, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { estadoCandidaturaEn } from '@/components/estado-candidatura-badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose } from '@/components/ui/dialog';
import { RadioGroup } from '@/components/ui/radio-group';
import { useRechazoDialogo } from '@/components/ui/rechazo-dialogo';
import { SkeletonList } from '@/components/ui/skeleton';
import { focusWhenReady } from '@/lib/focus-return';
import { useMotivosCambioEstado } from '@/lib/reference-data';
import { useAceptarPreinscripcion } from '../api/aceptar-preinscripcion';
import { useRechazarPreinscripcion } from '../api/rechazar-preinscripcion';
import { Spinner } from './confirmar-dialog';

export interface RespuestaPreinscripcionProps {
  urlOferta: string;
  tituloOferta: string;
  /** Full-width buttons (the offer's side panel) instead of inline ones (cards). */
  apilado?: boolean;
}

/**
 * The candidate options of status 16 (spec §2, §4): accept, or reject with a
 * required reason of the pre-registration family (idEstado 17). Notices 519/520.
 */
export function RespuestaPreinscripcion({ urlOferta, tituloOferta, apilado }: RespuestaPreinscripcionProps) {
  const { t } = useTranslation();
  const aceptar = useAceptarPreinscripcion();
  const [rechazando, setRechazando] = useState(false);
  const ocupado = aceptar.isPending;
  return (
    <div className={apilado ? 'flex flex-col gap-2' : 'flex flex-wrap gap-2'}>
      <Button
        size={apilado ? 'md' : 'sm'}
        // Accepting removes these buttons: focus follows to the new status.
        onClick={() => aceptar.mutate(urlOferta, { onSuccess: () => focusWhenReady(() => estadoCandidaturaEn(urlOferta)) })}
        disabled={ocupado}
        aria-busy={ocupado}
        aria-label={apilado ? undefined : t('candidaturas.preinscripcion.aceptarDe', { oferta: tituloOferta })}
      >
        {ocupado ? <Spinner /> : <Check aria-hidden="true" />}
        {t('candidaturas.preinscripcion.aceptar')}
      </Button>
      <Button
        size={apilado ? 'md' : 'sm'}
        variant="outline"
        onClick={() => setRechazando(true)}
        disabled={ocupado}
        aria-label={apilado ? undefined : t('candidaturas.preinscripcion.rechazarDe', { oferta: tituloOferta })}
      >
        <X aria-hidden="true" />
        {t('candidaturas.preinscripcion.rechazar')}
      </Button>
      <RechazoDialog open={rechazando} onOpenChange={setRechazando} urlOferta={urlOferta} tituloOferta={tituloOferta} />
    </div>
  );
}

interface RechazoDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  urlOferta: string;
  tituloOferta: string;
}

function RechazoDialog({ open, onOpenChange, urlOferta, tituloOferta }: RechazoDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const motivos = useMotivosCambioEstado({ idEstado: ID_ESTADO_MOTIVO_RECHAZO, enabled: open });
  const rechazar = useRechazarPreinscripcion();
  const [idMotivo, setIdMotivo] = useState<string | undefined>(undefined);
  const [error, setError] = useState(false);
  const rechazo = useRechazoDialogo();

  const cerrar = (abierto: boolean) => {
    onOpenChange(abierto);
    if (!abierto) {
      setIdMotivo(undefined);
      setError(false);
    }
  };
  const enviar = () => {
    if (!idMotivo) {
      setError(true);
      return;
    }
    rechazo.limpiar();
    rechazar.mutate(
      { urlOferta, idMotivo: Number(idMotivo) },
      {
        onSuccess: () => cerrar(false),
        // Said inside the dialog, which stays open; what needs the whole page closes it for the banner.
        onError: (fallo) => {
          if (!rechazo.mostrar(fallo)) cerrar(false);
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={cerrar}
      returnFocusTo={() => estadoCandidaturaEn(urlOferta)}
      rechazo={rechazo}
      title={t('candidaturas.preinscripcion.rechazoTitulo')}
      description={t('candidaturas.preinscripcion.rechazoTexto', { oferta: tituloOferta })}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline">{t('ui.cancelar')}</Button>
          </DialogClose>
          <Button variant="danger" onClick={enviar} disabled={rechazar.isPending} aria-busy={rechazar.isPending}>
            {rechazar.isPending ? <Spinner /> : null}
            {t('candidaturas.preinscripcion.confirmarRechazo')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-2">
        <p id={`${id}-motivo`} className="text-sm font-medium text-fg">
          {t('candidaturas.preinscripcion.motivo')}
          <span aria-hidden="true" className="text-danger">
            {' '}
            *
          </span>
        </p>
        {motivos.data ? (
          <RadioGroup
            id={`${id}-motivos`}
            aria-labelledby={`${id}-motivo`}
            value={idMotivo}
            onValueChange={(value) => {
              setIdMotivo(value);
              setError(false);
            }}
            options={motivos.data.map((motivo) => ({ value: String(motivo.idMotivo), label: motivo.descripcion }))}
          />
        ) : (
          <SkeletonList
            label={t('candidaturas.preinscripcion.cargandoMotivos')}
            count={4}
            className="flex flex-col gap-2"
            row="h-11 w-full"
          />
        )}
        {error ? (
          <p role="alert" className="text-xs font-medium text-danger">
            {t('candidaturas.preinscripcion.motivoRequerido')}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
