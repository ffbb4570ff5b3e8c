import { MENSAJES } from '@puente/contract/validation/messages';
import { passwordSchema } from '@puente/contract/validation/password';
import { texto } from '@puente/contract/validation/text';
import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CampoPassword } from '@/components/form/campos';
import { FormularioEmpresa } from '@/components/formularios-empresa/formulario-empresa';
import { Button } from '@/components/ui/button';
import { useCambiarPassword } from '../api/cambiar-password';
import { Seccion } from './seccion';

/** The current password, the new one (spec §5: 8 characters with a digit) and its confirmation. */
const cambioSchema = z
  .object({
    passwordActual: texto({ error: MENSAJES.requerido }).min(1, MENSAJES.requerido),
    passwordNueva: passwordSchema,
    confirmacion: texto({ error: MENSAJES.requerido }).min(1, { error: MENSAJES.requerido, abort: true }),
  })
  .refine((v) => v.passwordNueva === v.confirmacion, {
    message: MENSAJES.passwordsNoCoinciden,
    path: ['confirmacion'],
    // Said at once with the other fields' messages, not only once they are right.
    when: ({ value }) => {
      const { passwordNueva, confirmacion } = (value ?? {}) as { passwordNueva?: unknown; confirmacion?: unknown };
      return typeof passwordNueva === 'string' && typeof confirmacion === 'string' && confirmacion !== '';
    },
  });

const vacio = { passwordActual: '', passwordNueva: '', confirmacion: '' };

/**
 * "Cambiar contraseña" of /mi-perfil → editaUsuario (521, its banner). The
 * answer's token replaces the stored one (api/cambiar-password). A wrong
 * current password (3) and a weak new one (28) are said on their fields.
 */
export function CambiarPassword({ nick }: { nick: string }) {
  const { t } = useTranslation();
  const cambiar = useCambiarPassword();
  return (
    <Seccion
      id="password"
      titulo={t('cuentaEmpresa.password.titulo')}
      descripcion={t('cuentaEmpresa.password.intro')}
      icono={KeyRound}
    >
      <FormularioEmpresa
        id="password"
        schema={cambioSchema}
        valores={vacio}
        camposDeCodigo={{
          3: { campo: 'passwordActual', mensaje: t('cuentaEmpresa.password.actualIncorrecta') },
          28: { campo: 'passwordNueva' },
        }}
        labelledBy="password-titulo"
        onEnviar={async ({ passwordActual, passwordNueva }) => {
          await cambiar.mutateAsync({ passwordActual, passwordNueva });
          return vacio;
        }}
        acciones={({ enviando }) => (
          <div className="flex justify-end">
            <Button type="submit" disabled={enviando} aria-busy={enviando}>
              <KeyRound aria-hidden="true" />
              {enviando ? t('cuentaEmpresa.password.cambiando') : t('cuentaEmpresa.password.cambiar')}
            </Button>
          </div>
        )}
      >
        {/* The account's login name, hidden: password managers pair the new password with it. */}
        <input type="text" name="username" autoComplete="username" value={nick} readOnly hidden />
        <div className="grid gap-x-5 gap-y-4 sm:grid-cols-2">
          <CampoPassword
            name="passwordActual"
            label={t('cuentaEmpresa.password.actual')}
            required
            autoComplete="current-password"
            className="sm:col-span-2 sm:max-w-[calc(50%-0.625rem)]"
          />
          <CampoPassword
            name="passwordNueva"
            label={t('cuentaEmpresa.password.nueva')}
            hint={t('cuentaEmpresa.password.nuevaAyuda')}
            required
            autoComplete="new-password"
          />
          <CampoPassword
            name="confirmacion"
            label={t('cuentaEmpresa.password.confirmacion')}
            required
            autoComplete="new-password"
          />
        </div>
      </FormularioEmpresa>
    </Seccion>
  );
}
