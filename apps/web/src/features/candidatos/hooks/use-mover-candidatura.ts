import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import { useEtiquetaEstadoCandidatura } from '@/lib/estado-candidatura';
import { fieldErrorOf } from '@/lib/field-errors';
import { useCambiaEstado } from '../api/cambia-estado';
import type { CambioElegido, CandidatoMovible } from '../components/cambiar-estado-dialog';
import { necesitaMotivo } from '../estados';

/**
 * One place for every way a candidacy moves (list button, board drop,
 * keyboard, CV page): a target that needs a reason opens the dialog first,
 * the rest move at once; each result is announced and confirmed with a toast.
 */
export function useMoverCandidatura(idOferta: number, anunciar: (texto: string) => void) {
  const { t } = useTranslation();
  const etiqueta = useEtiquetaEstadoCandidatura('empresa');
  const cambia = useCambiaEstado();
  const [dialogo, setDialogo] = useState<{ candidato: CandidatoMovible; destino: number | null } | null>(null);
  const [errorMotivo, setErrorMotivo] = useState<string | null>(null);

  const ejecutar = (candidato: CandidatoMovible, cambio: CambioElegido) => {
    setErrorMotivo(null);
    cambia.mutate(
      { idOferta, idCandidatura: candidato.idCandidatura, ...cambio },
      {
        onSuccess: () => {
          setDialogo(null);
          const texto = t('candidatos.movida', { nombre: candidato.nombre, estado: etiqueta(cambio.idEstado) });
          anunciar(texto);
          toast({ title: texto, tone: 'success' });
        },
        onError: (error) => {
          // Code 15 on idMotivo: shown inside the dialog.
          const motivo = fieldErrorOf(error, 'idMotivo');
          if (motivo) {
            setErrorMotivo(motivo);
            return;
          }
          // 14/49 and the rest: the banner explains; the card is back where it was.
          setDialogo(null);
          anunciar(t('candidatos.noMovida', { nombre: candidato.nombre }));
        },
      },
    );
  };

  return {
    dialogo,
    errorMotivo,
    ocupado: cambia.isPending,
    abrirDialogo: (candidato: CandidatoMovible, destino: number | null = null) => {
      setErrorMotivo(null);
      setDialogo({ candidato, destino });
    },
    cerrarDialogo: () => setDialogo(null),
    confirmarDialogo: (cambio: CambioElegido) => {
      if (dialogo) ejecutar(dialogo.candidato, cambio);
    },
    mover: (candidato: CandidatoMovible, destino: number) => {
      if (necesitaMotivo(destino)) {
        setErrorMotivo(null);
        setDialogo({ candidato, destino });
      } else ejecutar(candidato, { idEstado: destino });
    },
  };
}
