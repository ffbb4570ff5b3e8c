import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRechazoDialogo } from '@/components/ui/rechazo-dialogo';
import { toast } from '@/components/ui/toast-store';
import { useEtiquetaEstadoCandidatura } from '@/lib/estado-candidatura';
import { fieldErrorOf } from '@/lib/field-errors';
import { useCambiaEstado } from '../api/cambia-estado';
import type { CambioElegido, CandidatoMovible } from '../components/cambiar-estado-dialog';
import { necesitaMotivo } from '../estados';

/** How long a move can be undone from its toast. */
export const DESHACER_MS = 8000;

export interface MoverOpciones {
  /** Announces a result to screen readers (the pipeline's live region). */
  anunciar: (texto: string) => void;
  /** After an undo: focus the candidacy where it now is (the toast that had focus is gone). */
  enfocar?: (idCandidatura: number) => void;
}

/**
 * One place for every way a candidacy moves (list button, board drop,
 * keyboard, CV page): a target that needs a reason opens the dialog first,
 * the rest move at once; each result is announced and confirmed with a
 * toast that offers "Deshacer" for a few seconds when the company's state
 * table lets the candidacy go back (the server's answer lists where it may
 * go now) and the way back needs no reason; otherwise the toast says it
 * cannot be undone.
 */
export function useMoverCandidatura(idOferta: number, { anunciar, enfocar }: MoverOpciones) {
  const { t } = useTranslation();
  const etiqueta = useEtiquetaEstadoCandidatura('empresa');
  const cambia = useCambiaEstado();
  const [dialogo, setDialogo] = useState<{ candidato: CandidatoMovible; destino: number | null } | null>(null);
  const [errorMotivo, setErrorMotivo] = useState<string | null>(null);
  /** A refusal of a move confirmed in the dialog: said inside it (useRechazoDialogo). */
  const rechazo = useRechazoDialogo();

  /** Moves it back to `candidato.estado`, the state it had before the move being undone. */
  const deshacer = (candidato: CandidatoMovible) => {
    cambia.mutate(
      { idOferta, idCandidatura: candidato.idCandidatura, idEstado: candidato.estado },
      {
        onSuccess: () => {
          const texto = t('candidatos.deshacer.hecho', { nombre: candidato.nombre, estado: etiqueta(candidato.estado) });
          anunciar(texto);
          toast({ title: texto, tone: 'success' });
          enfocar?.(candidato.idCandidatura);
        },
        onError: () => {
          anunciar(t('candidatos.noMovida', { nombre: candidato.nombre }));
          enfocar?.(candidato.idCandidatura);
        },
      },
    );
  };

  const ejecutar = (candidato: CandidatoMovible, cambio: CambioElegido, desdeDialogo = false) => {
    setErrorMotivo(null);
    rechazo.limpiar();
    cambia.mutate(
      { idOferta, idCandidatura: candidato.idCandidatura, ...cambio },
      {
        onSuccess: (cambiada) => {
          setDialogo(null);
          const texto = t('candidatos.movida', { nombre: candidato.nombre, estado: etiqueta(cambio.idEstado) });
          anunciar(texto);
          const vuelta = cambiada.transiciones.includes(candidato.estado) && !necesitaMotivo(candidato.estado);
          toast(
            vuelta
              ? {
                  title: texto,
                  tone: 'success',
                  duration: DESHACER_MS,
                  action: {
                    label: t('candidatos.deshacer.boton'),
                    altText: t('candidatos.deshacer.alternativa'),
                    onClick: () => deshacer(candidato),
                  },
                }
              : {
                  title: texto,
                  tone: 'success',
                  description: t('candidatos.deshacer.imposible', {
                    estado: etiqueta(cambio.idEstado),
                    anterior: etiqueta(candidato.estado),
                  }),
                },
          );
        },
        onError: (error) => {
          // Code 15 on idMotivo: shown inside the dialog.
          const motivo = fieldErrorOf(error, 'idMotivo');
          if (motivo) {
            setErrorMotivo(motivo);
            return;
          }
          // 14/49 and the rest: said inside the dialog when the move came from it (it stays open);
          // otherwise the banner explains. The card is back where it was.
          if (desdeDialogo && rechazo.mostrar(error)) return;
          setDialogo(null);
          anunciar(t('candidatos.noMovida', { nombre: candidato.nombre }));
        },
      },
    );
  };

  return {
    dialogo,
    errorMotivo,
    rechazo,
    ocupado: cambia.isPending,
    abrirDialogo: (candidato: CandidatoMovible, destino: number | null = null) => {
      setErrorMotivo(null);
      rechazo.limpiar();
      setDialogo({ candidato, destino });
    },
    cerrarDialogo: () => setDialogo(null),
    confirmarDialogo: (cambio: CambioElegido) => {
      if (dialogo) ejecutar(dialogo.candidato, cambio, true);
    },
    mover: (candidato: CandidatoMovible, destino: number) => {
      if (necesitaMotivo(destino)) {
        setErrorMotivo(null);
        rechazo.limpiar();
        setDialogo({ candidato, destino });
      } else ejecutar(candidato, { idEstado: destino });
    },
  };
}
