import { SUBIDA_MAX_KB } from '@puente/contract/constants';
import type { ConvenioEmpresa } from '@puente/contract/convenios';
import { MENSAJES } from '@puente/contract/validation/messages';
import { Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose } from '@/components/ui/dialog';
import { FileInput } from '@/components/ui/file-input';
import { useRechazoDialogo } from '@/components/ui/rechazo-dialogo';
import { leerPdf, type RechazoPdf } from '@/lib/leer-pdf';
import { useValidationMessage } from '@/lib/validation-message';
import { useAdjuntarConvenio } from '../api/adjuntar-convenio';

type Fase = { tipo: 'elegir' } | { tipo: 'leyendo'; progreso: number } | { tipo: 'enviando' };

/**
 * The signed copy of one agreement (spec §5: PDF only, ≤ 2 MB): checked in
 * the browser (extension, size, the first bytes) before it is read and sent,
 * with its progress; → adjuntaFicheroAlConvenioEmpresa (513) and the
 * agreement reads 'firmado', awaiting the university's validation.
 */
export function SubidaFirmadoDialog({ convenio, onCerrar }: { convenio: ConvenioEmpresa | null; onCerrar: () => void }) {
  const { t } = useTranslation();
  const mensaje = useValidationMessage();
  const id = useId();
  const adjuntar = useAdjuntarConvenio();
  const rechazo = useRechazoDialogo();
  const [fichero, setFichero] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [fase, setFase] = useState<Fase>({ tipo: 'elegir' });
  const ocupado = fase.tipo !== 'elegir';

  const textoRechazo = (rechazo: RechazoPdf) =>
    // Spec §5's own words under the field.
    mensaje(rechazo === 46 ? MENSAJES.ficheroNoPermitido : MENSAJES.ficheroDemasiadoGrande) ?? '';

  const cerrar = () => {
    setFichero(null);
    setError(null);
    setFase({ tipo: 'elegir' });
    onCerrar();
  };

  const enviar = async () => {
    if (!convenio) return;
    if (!fichero) {
      setError(t('convenios.subir.faltaFichero'));
      return;
    }
    setFase({ tipo: 'leyendo', progreso: 0 });
    const leido = await leerPdf(fichero, (progreso) => setFase({ tipo: 'leyendo', progreso }));
    if ('rechazo' in leido) {
      setError(textoRechazo(leido.rechazo));
      setFase({ tipo: 'elegir' });
      return;
    }
    setFase({ tipo: 'enviando' });
    rechazo.limpiar();
    try {
      await adjuntar.mutateAsync({
        idConvenio: convenio.idConvenio,
        ficheroB64ParaAltas: leido.ficheroB64,
        extension_adjunto: leido.extension,
      });
      cerrar();
    } catch (error) {
      // Said inside the dialog (46, 413, 48…: the unsigned agreement itself…); the file can be chosen again.
      rechazo.mostrar(error);
      setFase({ tipo: 'elegir' });
    }
  };

  const progreso = fase.tipo === 'leyendo' ? fase.progreso : fase.tipo === 'enviando' ? 100 : undefined;
  return (
    <Dialog
      open={convenio !== null}
      onOpenChange={(abierto) => {
        if (!abierto && !ocupado) cerrar();
      }}
      rechazo={rechazo}
      title={t('convenios.subir.dialogoTitulo', { referencia: convenio?.referencia ?? '' })}
      description={t('convenios.subir.dialogoTexto')}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline" disabled={ocupado}>
              {t('convenios.comun.cancelar')}
            </Button>
          </DialogClose>
          <Button onClick={() => void enviar()} disabled={ocupado} aria-busy={ocupado}>
            <Upload aria-hidden="true" />
            {fase.tipo === 'leyendo'
              ? t('convenios.subir.leyendo')
              : fase.tipo === 'enviando'
                ? t('convenios.subir.enviando')
                : t('convenios.subir.enviar')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-2">
        <FileInput
          id={`${id}-fichero`}
          accept="application/pdf,.pdf"
          prompt={t('convenios.subir.elegirFichero')}
          hint={t('convenios.subir.ficheroAyuda', { mb: SUBIDA_MAX_KB / 1000 })}
          selectedName={fichero?.name}
          disabled={ocupado}
          progress={progreso}
          progressLabel={fase.tipo === 'enviando' ? t('convenios.subir.enviando') : t('convenios.subir.leyendo')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onFiles={(files) => {
            setFichero(files[0] ?? null);
            setError(null);
            rechazo.limpiar();
          }}
        />
        <p role="status" aria-live="polite" className="sr-only">
          {fase.tipo === 'leyendo'
            ? t('convenios.subir.leyendoProgreso', { porcentaje: fase.progreso })
            : fase.tipo === 'enviando'
              ? t('convenios.subir.enviando')
              : ''}
        </p>
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-sm font-medium text-danger">
            {error}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
