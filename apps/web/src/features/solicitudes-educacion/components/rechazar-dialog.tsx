import { rechazarSolicitudInput, TAREAS_MAX } from '@puente/contract/solicitudes-practica';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CampoArea } from '@/components/form/campos';
import { FormularioEmpresa } from '@/components/formularios-empresa/formulario-empresa';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose } from '@/components/ui/dialog';
import { useRechazarSolicitud } from '../api/solicitudes-educacion';

/** Rejects a request with the reason the student will read → 520 (its banner); 48 if someone answered it meanwhile. */
export function RechazarDialog({
  id,
  alumno,
  open,
  onOpenChange,
}: {
  id: number;
  alumno: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const rechazar = useRechazarSolicitud();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('solicitudesPractica.rechazar.titulo')}
      description={t('solicitudesPractica.rechazar.texto', { alumno })}
    >
      <h3 id="rechazar-titulo" className="sr-only">
        {t('solicitudesPractica.rechazar.titulo')}
      </h3>
      <FormularioEmpresa
        id="rechazar"
        schema={rechazarSolicitudInput}
        valores={{ id: String(id), motivo: '' }}
        labelledBy="rechazar-titulo"
        onEnviar={async (datos) => {
          await rechazar.mutateAsync(datos);
          onOpenChange(false);
          return undefined;
        }}
        acciones={({ enviando }) => (
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline" type="button">
                {t('solicitudesPractica.rechazar.cancelar')}
              </Button>
            </DialogClose>
            <Button type="submit" variant="danger" disabled={enviando} aria-busy={enviando}>
              <X aria-hidden="true" />
              {enviando ? t('solicitudesPractica.rechazar.enviando') : t('solicitudesPractica.rechazar.confirmar')}
            </Button>
          </div>
        )}
      >
        <CampoArea name="motivo" label={t('solicitudesPractica.rechazar.motivo')} required rows={4} max={TAREAS_MAX} />
      </FormularioEmpresa>
    </Dialog>
  );
}
