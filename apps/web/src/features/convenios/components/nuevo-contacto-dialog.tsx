import { nuevoContactoInput } from '@puente/contract/empresa-cuenta';
import type { Dominios } from '@puente/contract/endpoints/dominios';
import { UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CamposContacto } from '@/components/formularios-empresa/campos-contacto';
import { FormularioEmpresa } from '@/components/formularios-empresa/formulario-empresa';
import { CODIGOS_DEL_EMAIL } from '@/components/formularios-empresa/rechazo';
import { contactoVacio, type ValoresDireccion } from '@/components/formularios-empresa/valores-contacto';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose } from '@/components/ui/dialog';
import { useAddContacto } from '../api/add-contacto';

/**
 * "Añadir un nuevo contacto" of the agreement (spec §3 New management
 * contact, §5 Contact): the contact's data, login name and, without an
 * e-mail, its first password → addContactoEmpresa (530); the new contact
 * becomes the agreement's. Its address starts as the company's.
 */
export function NuevoContactoDialog({
  abierto,
  onAbierto,
  dominios,
  direccionEmpresa,
  onCreado,
}: {
  abierto: boolean;
  onAbierto: (abierto: boolean) => void;
  dominios: Dominios;
  direccionEmpresa: ValoresDireccion;
  onCreado: (idContacto: number) => void;
}) {
  const { t } = useTranslation();
  const anadir = useAddContacto();
  return (
    <Dialog
      open={abierto}
      onOpenChange={onAbierto}
      size="lg"
      title={<span id="convenio-contacto-titulo">{t('convenios.contactoDialog.titulo')}</span>}
      description={t('convenios.contactoDialog.intro')}
    >
      <FormularioEmpresa
        id="convenio-contacto"
        schema={nuevoContactoInput}
        valores={contactoVacio(direccionEmpresa)}
        camposDeCodigo={CODIGOS_DEL_EMAIL}
        labelledBy="convenio-contacto-titulo"
        onEnviar={async (datos) => {
          const { idContacto } = await anadir.mutateAsync(datos);
          onCreado(idContacto);
          onAbierto(false);
          return undefined;
        }}
        acciones={({ enviando }) => (
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline" disabled={enviando}>
                {t('convenios.comun.cancelar')}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={enviando} aria-busy={enviando}>
              <UserPlus aria-hidden="true" />
              {enviando ? t('convenios.contactoDialog.creando') : t('convenios.contactoDialog.crear')}
            </Button>
          </div>
        )}
      >
        <CamposContacto dominios={dominios} conNick conPasswordInicial />
      </FormularioEmpresa>
    </Dialog>
  );
}
