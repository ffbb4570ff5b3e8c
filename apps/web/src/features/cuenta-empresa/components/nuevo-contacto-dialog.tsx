import { nuevoContactoInput } from '@puente/contract/empresa-cuenta';
import type { Dominios } from '@puente/contract/endpoints/dominios';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CamposContacto } from '@/components/formularios-empresa/campos-contacto';
import { FormularioEmpresa } from '@/components/formularios-empresa/formulario-empresa';
import { CODIGOS_DEL_EMAIL } from '@/components/formularios-empresa/rechazo';
import { contactoVacio, type ValoresDireccion } from '@/components/formularios-empresa/valores-contacto';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose } from '@/components/ui/dialog';
import { useGuardarContacto } from '../api/guardar-contacto';

export interface ContactoCreado {
  nombre: string;
  /** null: no e-mail; the caller gave it a first password. */
  email: string | null;
  nick: string;
}

/**
 * "Añadir contacto": a new contact of the company with its login name →
 * guardarUsuarioEmpresa (522). It sets its own password from the mailed link,
 * or, without an e-mail, gets the first one the caller writes (decision 035);
 * 29 and 44 are said on the e-mail field. Its address starts as the company's.
 */
export function NuevoContactoDialog({
  dominios,
  direccionEmpresa,
  onCreado,
}: {
  dominios: Dominios;
  direccionEmpresa: ValoresDireccion;
  onCreado: (contacto: ContactoCreado) => void;
}) {
  const { t } = useTranslation();
  const [abierto, setAbierto] = useState(false);
  const guardar = useGuardarContacto();
  return (
    <Dialog
      open={abierto}
      onOpenChange={setAbierto}
      size="lg"
      trigger={
        <Button variant="outline" size="sm">
          <UserPlus aria-hidden="true" />
          {t('cuentaEmpresa.contactos.anadir')}
        </Button>
      }
      title={<span id="nuevo-contacto-titulo">{t('cuentaEmpresa.nuevoContacto.titulo')}</span>}
      description={t('cuentaEmpresa.nuevoContacto.intro')}
    >
      <FormularioEmpresa
        id="nuevo-contacto"
        schema={nuevoContactoInput}
        valores={contactoVacio(direccionEmpresa)}
        camposDeCodigo={CODIGOS_DEL_EMAIL}
        labelledBy="nuevo-contacto-titulo"
        onEnviar={async (datos) => {
          await guardar.mutateAsync(datos);
          setAbierto(false);
          onCreado({ nombre: `${datos.nombre} ${datos.apellidos}`, email: datos.email || null, nick: datos.nick });
          return undefined;
        }}
        acciones={({ enviando }) => (
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline" disabled={enviando}>
                {t('cuentaEmpresa.comun.cancelar')}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={enviando} aria-busy={enviando}>
              <UserPlus aria-hidden="true" />
              {enviando ? t('cuentaEmpresa.nuevoContacto.creando') : t('cuentaEmpresa.nuevoContacto.crear')}
            </Button>
          </div>
        )}
      >
        <CamposContacto dominios={dominios} conNick conPasswordInicial />
      </FormularioEmpresa>
    </Dialog>
  );
}
