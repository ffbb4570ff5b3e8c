import { aniosForoEmpleo } from '@puente/contract/constants';
import type { Dominios } from '@puente/contract/endpoints/dominios';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '@/lib/brand';
import { CampoCasillas, CampoTexto, Grupo } from './campos';
import { CamposDireccion } from './campos-direccion';

/**
 * A company contact's data (spec §3 New management contact, §5 Contact): the
 * sign-up's first contact, a contact added from /mi-empresa and the caller's
 * own in /mi-perfil. The contact types are asked only when the brand says so
 * (`requestTipoContacto`); otherwise the contact keeps its types, 9 for a new one.
 */
export function CamposContacto({ dominios, conNick = false }: { dominios: Dominios; conNick?: boolean }) {
  const { t } = useTranslation();
  const { flags } = useBrand();
  const tipos = useMemo(
    () => dominios.tiposContacto.map((tipo) => ({ value: tipo.id, label: tipo.descripcion })),
    [dominios.tiposContacto],
  );
  const anios = useMemo(() => aniosForoEmpleo().map((anio) => ({ value: anio, label: String(anio) })), []);
  return (
    <div className="flex flex-col gap-8">
      <Grupo titulo={t('cuentaEmpresa.contacto.persona')}>
        <CampoTexto name="nombre" label={t('cuentaEmpresa.contacto.nombre')} required autoComplete="given-name" />
        <CampoTexto name="apellidos" label={t('cuentaEmpresa.contacto.apellidos')} required autoComplete="family-name" />
        <CampoTexto
          name="nif"
          label={t('cuentaEmpresa.contacto.nif')}
          hint={t('cuentaEmpresa.contacto.nifAyuda')}
          required
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="characters"
        />
        <CampoTexto name="puesto" label={t('cuentaEmpresa.contacto.puesto')} required autoComplete="organization-title" />
        <CampoTexto name="departamento" label={t('cuentaEmpresa.contacto.departamento')} autoComplete="off" />
      </Grupo>
      <Grupo titulo={t('cuentaEmpresa.contacto.medios')}>
        <CampoTexto
          name="email"
          label={t('cuentaEmpresa.contacto.email')}
          hint={t('cuentaEmpresa.contacto.emailAyuda')}
          required
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          className="sm:col-span-2"
        />
        <CampoTexto
          name="telefono1"
          label={t('cuentaEmpresa.contacto.telefono1')}
          required
          type="tel"
          inputMode="tel"
          autoComplete="tel"
        />
        <CampoTexto
          name="telefono2"
          label={t('cuentaEmpresa.contacto.telefono2')}
          type="tel"
          inputMode="tel"
          autoComplete="off"
        />
      </Grupo>
      {conNick ? (
        <Grupo titulo={t('cuentaEmpresa.contacto.acceso')}>
          <CampoTexto
            name="nick"
            label={t('cuentaEmpresa.contacto.nick')}
            hint={t('cuentaEmpresa.contacto.nickAyuda')}
            required
            autoComplete="username"
            spellCheck={false}
            autoCapitalize="none"
          />
        </Grupo>
      ) : null}
      <CamposDireccion dominios={dominios} titulo={t('cuentaEmpresa.contacto.direccion')} />
      <div className="flex flex-col gap-6">
        {flags.requestTipoContacto ? (
          <CampoCasillas
            name="tipoContacto"
            label={t('cuentaEmpresa.contacto.tiposContacto')}
            hint={t('cuentaEmpresa.contacto.tiposContactoAyuda')}
            options={tipos}
          />
        ) : null}
        <CampoCasillas
          name="aniosForoEmpleo"
          label={t('cuentaEmpresa.contacto.aniosForo')}
          hint={t('cuentaEmpresa.contacto.aniosForoAyuda')}
          options={anios}
          columnas="grid-cols-3 sm:grid-cols-6"
        />
      </div>
    </div>
  );
}
