import { MAX_CANDIDATURAS_SIMULTANEAS } from '@puente/contract/constants';
import type { OfertaDetalle, TipoOferta } from '@puente/contract/endpoints/ofertas';
import { AlertTriangle, FileText, Send } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { estadoCandidaturaEn } from '@/components/estado-candidatura-badge';
import { Button } from '@/components/ui/button';
import { useRechazoDialogo } from '@/components/ui/rechazo-dialogo';
import { useAvisoCreditos } from '../api/get-aviso-creditos';
import { useInscribirse } from '../api/inscribirse';
import { ConfirmarDialog } from './confirmar-dialog';

export interface InscribirseBotonProps {
  oferta: OfertaDetalle;
  tipo: TipoOferta;
  /**
   * The id of the sentence saying why the student cannot apply. The button
   * stays focusable (aria-disabled, not disabled) so a screen reader reaches
   * it and hears that reason; pressing it does nothing.
   */
  bloqueadoPor?: string;
  id?: string;
}

/** Apply, after a confirmation that says what happens (the company gets the CV) and warns of a credit minimum. */
export function InscribirseBoton({ oferta, tipo, bloqueadoPor, id }: InscribirseBotonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const inscribirse = useInscribirse();
  const aviso = useAvisoCreditos(oferta.urlAcceso, open);
  const rechazo = useRechazoDialogo();
  // A refusal (103 the limit, 17 an overlap…) is said inside the dialog, which stays open.
  const confirmar = () => {
    rechazo.limpiar();
    inscribirse.mutate(
      { urlOferta: oferta.urlAcceso, tipo },
      {
        onSuccess: () => setOpen(false),
        onError: (error) => {
          if (!rechazo.mostrar(error)) setOpen(false);
        },
      },
    );
  };
  const bloqueado = bloqueadoPor !== undefined;
  return (
    <>
      <Button
        id={id}
        size="lg"
        className={bloqueado ? 'w-full cursor-not-allowed opacity-55' : 'w-full'}
        aria-disabled={bloqueado || undefined}
        aria-describedby={bloqueadoPor}
        onClick={() => {
          if (!bloqueado) setOpen(true);
        }}
      >
        <Send aria-hidden="true" />
        {t('candidaturas.inscribirse.boton')}
      </Button>
      <ConfirmarDialog
        open={open}
        onOpenChange={setOpen}
        titulo={t('candidaturas.inscribirse.titulo')}
        descripcion={t('candidaturas.inscribirse.texto', { oferta: oferta.titulo, empresa: oferta.empresa.nombre })}
        confirmar={t('candidaturas.inscribirse.confirmar')}
        onConfirmar={confirmar}
        ocupado={inscribirse.isPending}
        rechazo={rechazo}
        // Applying replaces this button with the candidacy's status: focus goes there.
        returnFocusTo={() => estadoCandidaturaEn(oferta.urlAcceso)}
      >
        <ul className="flex flex-col gap-2 text-sm text-fg">
          {aviso.data?.aviso ? (
            <li className="flex items-start gap-2 rounded-lg bg-warning-bg p-3 text-warning">
              <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {aviso.data.mensaje ??
                t('candidaturas.inscribirse.avisoCreditos', {
                  minimos: aviso.data.creditosMinimos,
                  tuyos: aviso.data.creditosAlumno ?? 0,
                })}
            </li>
          ) : null}
          {oferta.documentacionNecesaria ? (
            <li className="flex items-start gap-2 rounded-lg bg-subtle p-3">
              <FileText aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              {t('candidaturas.inscribirse.documentacion', { documentacion: oferta.documentacionNecesaria })}
            </li>
          ) : null}
          <li className="text-muted">{t('candidaturas.inscribirse.limite', { max: MAX_CANDIDATURAS_SIMULTANEAS })}</li>
        </ul>
      </ConfirmarDialog>
    </>
  );
}
