import { type DatosContacto, datosContactoInput } from '@puente/contract/empresa-cuenta';
import type { Dominios } from '@puente/contract/endpoints/dominios';
import { AtSign, Save, UserRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CamposContacto } from '@/components/formularios-empresa/campos-contacto';
import { FormularioEmpresa } from '@/components/formularios-empresa/formulario-empresa';
import { CODIGOS_DEL_EMAIL } from '@/components/formularios-empresa/rechazo';
import { contactoDe } from '@/components/formularios-empresa/valores-contacto';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { UnsavedChangesDialog } from '@/components/unsaved-changes-dialog';
import { useDominios } from '@/lib/reference-data';
import { useUnsavedChanges } from '@/lib/use-unsaved-changes';
import { useDatosContacto } from '../api/datos-contacto';
import { useEditaContacto } from '../api/edita-contacto';
import { useAncla } from '../hooks/use-ancla';
import { CambiarPassword } from './cambiar-password';
import { ErrorCarga, FormularioSkeleton } from './estados';
import { Seccion } from './seccion';

/** /mi-perfil: the caller's own contact data (#datos, editaContactoEmpresa) and its password (#password). */
export function MiPerfilPage() {
  const contacto = useDatosContacto();
  const dominios = useDominios();
  useAncla(Boolean(contacto.data && dominios.data));
  if (contacto.isPending || dominios.isPending) return <FormularioSkeleton />;
  if (!contacto.data || !dominios.data)
    return (
      <ErrorCarga
        onReintentar={() => {
          if (contacto.isError) void contacto.refetch();
          if (dominios.isError) void dominios.refetch();
        }}
      />
    );
  return (
    <div className="flex flex-col gap-5">
      <SeccionMisDatos contacto={contacto.data} dominios={dominios.data} />
      <CambiarPassword nick={contacto.data.nick} />
    </div>
  );
}

function SeccionMisDatos({ contacto, dominios }: { contacto: DatosContacto; dominios: Dominios }) {
  const { t } = useTranslation();
  const editar = useEditaContacto();
  const [guardado, setGuardado] = useState(false);
  const [hayCambios, setHayCambios] = useState(false);
  const { blocker } = useUnsavedChanges(hayCambios);
  return (
    <Seccion id="datos" titulo={t('cuentaEmpresa.perfil.titulo')} descripcion={t('cuentaEmpresa.perfil.intro')} icono={UserRound}>
      <dl className="mb-6 flex flex-col gap-0.5 rounded-xl bg-subtle px-4 py-3">
        <dt className="text-xs font-medium text-muted">{t('formulariosEmpresa.contacto.nick')}</dt>
        <dd className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-medium text-fg">
          <AtSign aria-hidden="true" className="size-3.5 text-muted" />
          <span className="break-all">{contacto.nick}</span>
          <span className="text-xs font-normal text-muted">{t('cuentaEmpresa.perfil.nickNoEditable')}</span>
        </dd>
      </dl>
      <FormularioEmpresa
        id="mi-perfil"
        schema={datosContactoInput}
        valores={contactoDe(contacto)}
        camposDeCodigo={CODIGOS_DEL_EMAIL}
        labelledBy="datos-titulo"
        onCambios={(cambios) => {
          setHayCambios(cambios);
          if (cambios) setGuardado(false);
        }}
        onEnviar={async (datos) => {
          const guardados = contactoDe(await editar.mutateAsync(datos));
          setGuardado(true);
          return guardados;
        }}
        acciones={({ enviando, hayCambios: cambios, descartar }) => (
          <>
            {/* Beside the button that saved: where the person is looking. */}
            {guardado ? (
              <Banner
                tone="success"
                role="status"
                title={t('cuentaEmpresa.perfil.guardado')}
                onClose={() => setGuardado(false)}
              />
            ) : null}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              {cambios ? (
                <Button variant="outline" onClick={descartar} disabled={enviando}>
                  {t('cuentaEmpresa.comun.descartar')}
                </Button>
              ) : null}
              <Button type="submit" disabled={enviando} aria-busy={enviando}>
                <Save aria-hidden="true" />
                {enviando ? t('cuentaEmpresa.comun.guardando') : t('cuentaEmpresa.comun.guardar')}
              </Button>
            </div>
          </>
        )}
      >
        <CamposContacto dominios={dominios} />
      </FormularioEmpresa>
      <UnsavedChangesDialog blocker={blocker} />
    </Seccion>
  );
}
