import { editarGestorInput, type Gestor } from '@puente/contract/equipo';
import { passwordSchema } from '@puente/contract/validation/password';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CampoPassword } from '@/components/form/campos';
import { CampoCasilla } from '@/components/form/campos-casillas';
import { FormularioEmpresa } from '@/components/formularios-empresa/formulario-empresa';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast-store';
import { useEditarGestor } from '../api/equipo';
import { CampoPermisos } from './campo-permisos';

/** The contract's editarGestorInput without the id (the path's), an empty new password meaning "keep it". */
const edicionSchema = editarGestorInput.omit({ id: true }).extend({
  password: z.preprocess((valor) => (valor === '' ? undefined : valor), passwordSchema.optional()),
});

export interface EditarMiembroProps {
  miembro: Gestor;
  onClose: () => void;
}

/**
 * A member's permissions, whether the account is active, and a new password (their sessions end). The API's
 * 48 (no active administrator would be left) is said inside the dialog.
 */
export function EditarMiembro({ miembro, onClose }: EditarMiembroProps) {
  const { t } = useTranslation();
  const editar = useEditarGestor();
  const nombre = `${miembro.nombre} ${miembro.apellidos}`;
  return (
    <Dialog
      open
      onOpenChange={(abierto) => {
        if (!abierto) onClose();
      }}
      size="lg"
      title={<span id="editar-gestor-titulo">{t('gestion.equipo.edicion.titulo', { nombre })}</span>}
      description={t('gestion.equipo.edicion.descripcion', { nick: miembro.nick })}
    >
      <FormularioEmpresa
        id="editar-gestor"
        schema={edicionSchema}
        valores={{ permisos: miembro.permisos, activo: miembro.activo, password: '' }}
        labelledBy="editar-gestor-titulo"
        onEnviar={async (datos) => {
          await editar.mutateAsync({ id: miembro.id, ...datos });
          onClose();
          toast({ title: t('gestion.equipo.edicion.hecho', { nombre }), tone: 'success' });
          return undefined;
        }}
        acciones={({ enviando }) => (
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline">{t('gestion.equipo.cancelar')}</Button>
            </DialogClose>
            <Button type="submit" disabled={enviando} aria-busy={enviando}>
              {enviando ? t('gestion.equipo.edicion.enviando') : t('gestion.equipo.edicion.enviar')}
            </Button>
          </div>
        )}
      >
        {/* The member's login name, hidden: a password manager pairs the new password with it. */}
        <input type="text" name="username" autoComplete="username" value={miembro.nick} readOnly hidden />
        <div className="flex flex-col gap-5">
          <CampoPermisos name="permisos" />
          <CampoCasilla name="activo" label={t('gestion.equipo.campos.activo')} />
          <CampoPassword
            name="password"
            label={t('gestion.equipo.campos.passwordNueva')}
            hint={t('gestion.equipo.campos.passwordNuevaAyuda')}
            autoComplete="new-password"
            className="sm:max-w-[calc(50%-0.625rem)]"
          />
        </div>
      </FormularioEmpresa>
    </Dialog>
  );
}
