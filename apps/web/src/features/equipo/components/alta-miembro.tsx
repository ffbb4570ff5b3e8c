import { crearGestorInput, type Gestor } from '@puente/contract/equipo';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CampoPassword, CampoTexto } from '@/components/form/campos';
import { FormularioEmpresa } from '@/components/formularios-empresa/formulario-empresa';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast-store';
import { useCrearGestor } from '../api/equipo';
import { CampoPermisos } from './campo-permisos';

const vacio = { nombre: '', apellidos: '', nick: '', email: '', permisos: [], password: '' };

/**
 * "Añadir miembro": the contract's crearGestorInput with its messages live; the API's code 15 goes under its
 * fields, 8 (the nick taken) under the nick and 60 (the e-mail taken) under the e-mail; any other refusal is
 * said inside the dialog. The first password is given here and told to the member by whoever adds them.
 */
export function AltaMiembro({ onCreado }: { onCreado?: (gestor: Gestor) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const crear = useCrearGestor();
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      size="lg"
      title={<span id="alta-gestor-titulo">{t('gestion.equipo.alta.titulo')}</span>}
      description={t('gestion.equipo.alta.descripcion')}
      trigger={
        <Button>
          <UserPlus aria-hidden="true" />
          {t('gestion.equipo.alta.abrir')}
        </Button>
      }
    >
      <FormularioEmpresa
        id="alta-gestor"
        schema={crearGestorInput}
        valores={vacio}
        labelledBy="alta-gestor-titulo"
        camposDeCodigo={{ 8: { campo: 'nick', mensaje: t('gestion.equipo.alta.nickEnUso') }, 60: { campo: 'email' } }}
        onEnviar={async (datos) => {
          const nuevo = await crear.mutateAsync(datos);
          setOpen(false);
          toast({ title: t('gestion.equipo.alta.hecho', { nombre: `${nuevo.nombre} ${nuevo.apellidos}` }), tone: 'success' });
          onCreado?.(nuevo);
          return vacio;
        }}
        acciones={({ enviando }) => (
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline">{t('gestion.equipo.cancelar')}</Button>
            </DialogClose>
            <Button type="submit" disabled={enviando} aria-busy={enviando}>
              {enviando ? t('gestion.equipo.alta.enviando') : t('gestion.equipo.alta.enviar')}
            </Button>
          </div>
        )}
      >
        <div className="grid gap-x-5 gap-y-4 sm:grid-cols-2">
          <CampoTexto name="nombre" label={t('gestion.equipo.campos.nombre')} required autoComplete="off" />
          <CampoTexto name="apellidos" label={t('gestion.equipo.campos.apellidos')} required autoComplete="off" />
          <CampoTexto
            name="nick"
            label={t('gestion.equipo.campos.nick')}
            hint={t('gestion.equipo.campos.nickAyuda')}
            required
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
          />
          <CampoTexto name="email" label={t('gestion.equipo.campos.email')} type="email" required autoComplete="off" />
          <CampoPermisos name="permisos" className="sm:col-span-2" />
          <CampoPassword
            name="password"
            label={t('gestion.equipo.campos.password')}
            hint={t('gestion.equipo.campos.passwordAyuda')}
            required
            autoComplete="new-password"
          />
        </div>
      </FormularioEmpresa>
    </Dialog>
  );
}
