import { MENSAJE_EVENTO_MAX, mensajeInscritosInput } from '@puente/contract/eventos';
import { Mail } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CampoArea, CampoTexto } from '@/components/form/campos';
import { CampoCasilla } from '@/components/form/campos-casillas';
import { CamposConMensajes } from '@/components/form/campos-formulario';
import { FormularioEmpresa } from '@/components/formularios-empresa/formulario-empresa';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast-store';
import { useMensajeInscritos } from '../api/inscritos-evento';
import { MENSAJES_EVENTO } from './mensajes-formulario';

const schema = mensajeInscritosInput.omit({ id: true });
const PREFIJO = 'mensaje-inscritos';
const TITULO_ID = 'mensaje-inscritos-titulo';

/**
 * "Enviar mensaje a los inscritos": a subject and a text the office writes, mailed through the outbox to
 * everyone with a place and, when ticked, to the waiting list too (each mail links to the event's page).
 * Sent, the dialog closes and says to how many it went.
 */
export function MensajeInscritos({ idEvento, inscritos, enEspera }: { idEvento: number; inscritos: number; enEspera: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const enviar = useMensajeInscritos();
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      size="lg"
      title={<span id={TITULO_ID}>{t('eventosGestion.mensaje.titulo')}</span>}
      description={t('eventosGestion.mensaje.descripcion', { count: inscritos })}
      trigger={
        <Button variant="outline">
          <Mail aria-hidden="true" />
          {t('eventosGestion.mensaje.abrir')}
        </Button>
      }
    >
      <FormularioEmpresa
        id={PREFIJO}
        schema={schema}
        valores={{ asunto: '', texto: '', incluirEspera: false }}
        labelledBy={TITULO_ID}
        campoDeServidor={(campo) => (campo === 'id' ? null : campo)}
        onEnviar={async (datos) => {
          const { enviados } = await enviar.mutateAsync({ id: idEvento, ...datos });
          setOpen(false);
          toast({ title: t('eventosGestion.mensaje.enviado', { count: enviados }), tone: 'success' });
          return undefined;
        }}
        acciones={({ enviando }) => (
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline">{t('eventosGestion.mensaje.cancelar')}</Button>
            </DialogClose>
            <Button type="submit" disabled={enviando} aria-busy={enviando}>
              <Mail aria-hidden="true" />
              {enviando ? t('eventosGestion.mensaje.enviando') : t('eventosGestion.mensaje.enviar')}
            </Button>
          </div>
        )}
      >
        <CamposConMensajes prefijo={PREFIJO} propios={MENSAJES_EVENTO}>
          <div className="flex flex-col gap-5">
            <CampoTexto name="asunto" label={t('eventosGestion.mensaje.asunto')} required autoComplete="off" />
            <CampoArea
              name="texto"
              label={t('eventosGestion.mensaje.texto')}
              hint={t('eventosGestion.mensaje.textoAyuda')}
              required
              rows={7}
              max={MENSAJE_EVENTO_MAX}
            />
            {enEspera > 0 ? (
              <CampoCasilla name="incluirEspera" label={t('eventosGestion.mensaje.incluirEspera', { count: enEspera })} />
            ) : null}
          </div>
        </CamposConMensajes>
      </FormularioEmpresa>
    </Dialog>
  );
}
