import { type DatosEmpresa, datosEmpresaInput } from '@puente/contract/empresa-cuenta';
import type { Dominios } from '@puente/contract/endpoints/dominios';
import { Building2, Lock, Save, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormularioEmpresa } from '@/components/formularios-empresa/formulario-empresa';
import { soloDireccion } from '@/components/formularios-empresa/valores-contacto';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { UnsavedChangesDialog } from '@/components/unsaved-changes-dialog';
import { useDominios } from '@/lib/reference-data';
import { useUnsavedChanges } from '@/lib/use-unsaved-changes';
import { useDatosEmpresa } from '../api/datos-empresa';
import { useEditaEmpresa } from '../api/edita-empresa';
import { useAncla } from '../hooks/use-ancla';
import { empresaDe } from '../valores';
import { CamposEmpresa } from './campos-empresa';
import { ErrorCarga, FormularioSkeleton } from './estados';
import { ListaContactos } from './lista-contactos';
import { type ContactoCreado, NuevoContactoDialog } from './nuevo-contacto-dialog';
import { Seccion } from './seccion';

/** /mi-empresa: the company's data (#datos, saved with editaEmpresaCompletos → 507) and its contacts (#contactos). */
export function MiEmpresaPage() {
  const empresa = useDatosEmpresa();
  const dominios = useDominios();
  const listo = Boolean(empresa.data && dominios.data);
  useAncla(listo);
  if (empresa.isPending || dominios.isPending) return <FormularioSkeleton />;
  if (!empresa.data || !dominios.data)
    return (
      <ErrorCarga
        onReintentar={() => {
          if (empresa.isError) void empresa.refetch();
          if (dominios.isError) void dominios.refetch();
        }}
      />
    );
  return (
    <div className="flex flex-col gap-5">
      <SeccionDatos empresa={empresa.data} dominios={dominios.data} />
      <SeccionContactos empresa={empresa.data} dominios={dominios.data} />
    </div>
  );
}

function SeccionDatos({ empresa, dominios }: { empresa: DatosEmpresa; dominios: Dominios }) {
  const { t } = useTranslation();
  const editar = useEditaEmpresa();
  const [hayCambios, setHayCambios] = useState(false);
  const { blocker } = useUnsavedChanges(hayCambios);
  return (
    <Seccion
      id="datos"
      titulo={t('cuentaEmpresa.miEmpresa.datosTitulo')}
      descripcion={t('cuentaEmpresa.miEmpresa.datosIntro')}
      icono={Building2}
    >
      <dl className="mb-6 flex flex-col gap-0.5 rounded-xl bg-subtle px-4 py-3">
        <dt className="text-xs font-medium text-muted">{t('cuentaEmpresa.empresa.cif')}</dt>
        <dd className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-medium text-fg">
          {empresa.cif}
          <span className="inline-flex items-center gap-1 text-xs font-normal text-muted">
            <Lock aria-hidden="true" className="size-3.5" />
            {t('cuentaEmpresa.empresa.cifNoEditable')}
          </span>
        </dd>
      </dl>
      <FormularioEmpresa
        id="mi-empresa"
        schema={datosEmpresaInput}
        valores={empresaDe(empresa)}
        labelledBy="datos-titulo"
        onCambios={setHayCambios}
        onEnviar={async (datos) => empresaDe(await editar.mutateAsync(datos))}
        acciones={({ enviando, hayCambios: cambios, descartar }) => (
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
        )}
      >
        <CamposEmpresa dominios={dominios} />
      </FormularioEmpresa>
      <UnsavedChangesDialog blocker={blocker} />
    </Seccion>
  );
}

function SeccionContactos({ empresa, dominios }: { empresa: DatosEmpresa; dominios: Dominios }) {
  const { t } = useTranslation();
  const [creado, setCreado] = useState<ContactoCreado | null>(null);
  return (
    <Seccion
      id="contactos"
      titulo={t('cuentaEmpresa.contactos.titulo')}
      descripcion={t('cuentaEmpresa.contactos.intro')}
      icono={Users}
      accion={
        <NuevoContactoDialog dominios={dominios} direccionEmpresa={soloDireccion(empresaDe(empresa))} onCreado={setCreado} />
      }
    >
      {creado ? (
        <Banner
          tone="success"
          role="status"
          title={t('cuentaEmpresa.contactos.creadoTitulo', { nombre: creado.nombre })}
          onClose={() => setCreado(null)}
          className="mb-4"
        >
          {creado.email
            ? t('cuentaEmpresa.contactos.creadoTexto', { email: creado.email })
            : t('cuentaEmpresa.contactos.creadoSinEmail', { nick: creado.nick })}
        </Banner>
      ) : null}
      <ListaContactos contactos={empresa.contactos} />
    </Seccion>
  );
}
