import { eliminarCuentaInput, MENSAJE_CONFIRMACION_BAJA } from '@puente/contract/endpoints/mis-datos';
import { UserX } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CampoPassword, CampoTexto } from '@/components/form/campos';
import { CamposConMensajes } from '@/components/form/campos-formulario';
import { FormularioEmpresa } from '@/components/formularios-empresa/formulario-empresa';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose } from '@/components/ui/dialog';
import { useEliminarCuenta } from '../api/mis-datos';

/** The contract's Spanish message for a wrong word, in the reader's language. */
const MENSAJES_PROPIOS = new Map([[MENSAJE_CONFIRMACION_BAJA, 'misDatos.eliminar.confirmacionMal']]);

interface Valores {
  password: string;
  confirmacion: string;
}

/**
 * "Eliminar mi cuenta": the person's password and the word ELIMINAR, with the contract's own rules; the API
 * erases the account at once (a wrong password is said in the form, which keeps what was typed but the password).
 */
export function EliminarCuentaDialogo({ alEliminar }: { alEliminar: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const tituloId = `${id}-titulo`;
  const [abierto, setAbierto] = useState(false);
  const eliminar = useEliminarCuenta();
  return (
    <Dialog
      open={abierto}
      onOpenChange={setAbierto}
      trigger={
        <Button variant="danger">
          <UserX aria-hidden="true" />
          {t('misDatos.eliminar.boton')}
        </Button>
      }
      title={<span id={tituloId}>{t('misDatos.eliminar.dialogoTitulo')}</span>}
      description={t('misDatos.eliminar.dialogoTexto')}
    >
      <FormularioEmpresa<Valores, z.output<typeof eliminarCuentaInput>>
        id={`${id}-formulario`}
        schema={eliminarCuentaInput}
        valores={{ password: '', confirmacion: '' }}
        labelledBy={tituloId}
        campoDeServidor={(campo) => (campo === 'password' || campo === 'confirmacion' ? campo : null)}
        onEnviar={async (datos) => {
          await eliminar.mutateAsync(datos);
          setAbierto(false);
          alEliminar();
          return undefined;
        }}
        acciones={({ enviando }) => (
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline">{t('misDatos.eliminar.cancelar')}</Button>
            </DialogClose>
            <Button type="submit" variant="danger" disabled={enviando} aria-busy={enviando}>
              {enviando ? t('misDatos.eliminar.eliminando') : t('misDatos.eliminar.confirmar')}
            </Button>
          </div>
        )}
      >
        <CamposConMensajes prefijo={`${id}-campo`} propios={MENSAJES_PROPIOS}>
          <div className="flex flex-col gap-5">
            <CampoPassword name="password" label={t('misDatos.eliminar.password')} autoComplete="current-password" required />
            <CampoTexto
              name="confirmacion"
              label={t('misDatos.eliminar.confirmacion')}
              hint={t('misDatos.eliminar.confirmacionAyuda')}
              autoComplete="off"
              required
            />
          </div>
        </CamposConMensajes>
      </FormularioEmpresa>
    </Dialog>
  );
}
