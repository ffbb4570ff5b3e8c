import { aniosForoEmpleo } from '@puente/contract/constants';
import type { Dominios } from '@puente/contract/endpoints/dominios';
import { useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CampoPassword, CampoTexto, Grupo } from '@/components/form/campos';
import { CampoCasillas } from '@/components/form/campos-casillas';
import { useBrand } from '@/lib/brand';
import { CamposDireccion } from './campos-direccion';

/**
 * A company contact's data (spec §3 New management contact, §5 Contact): the
 * sign-up's first contact, a contact added from /mi-empresa and the caller's
 * own in /mi-perfil. The contact types are asked only when the brand says so
 * (`requestTipoContacto`); otherwise the contact keeps its types, 9 for a new one.
 *
 * The e-mail is optional (spec §5) except at the sign-up (`emailObligatorio`),
 * where it is how the company hears of its validation. A new contact added by
 * a colleague (`conPasswordInicial`) may come without one: then the colleague
 * writes its first password (decision 035).
 */
export function CamposContacto({
  dominios,
  conNick = false,
  emailObligatorio = false,
  conPasswordInicial = false,
}: {
  dominios: Dominios;
  conNick?: boolean;
  emailObligatorio?: boolean;
  conPasswordInicial?: boolean;
}) {
  const { t } = useTranslation();
  const { flags } = useBrand();
  const tipos = useMemo(
    () => dominios.tiposContacto.map((tipo) => ({ value: tipo.id, label: tipo.descripcion })),
    [dominios.tiposContacto],
  );
  const anios = useMemo(() => aniosForoEmpleo().map((anio) => ({ value: anio, label: String(anio) })), []);
  return (
    <div className="flex flex-col gap-8">
      <Grupo titulo={t('formulariosEmpresa.contacto.persona')}>
        <CampoTexto name="nombre" label={t('formulariosEmpresa.contacto.nombre')} required autoComplete="given-name" />
        <CampoTexto name="apellidos" label={t('formulariosEmpresa.contacto.apellidos')} required autoComplete="family-name" />
        <CampoTexto
          name="nif"
          label={t('formulariosEmpresa.contacto.nif')}
          hint={t('formulariosEmpresa.contacto.nifAyuda')}
          required
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="characters"
        />
        <CampoTexto name="puesto" label={t('formulariosEmpresa.contacto.puesto')} required autoComplete="organization-title" />
        <CampoTexto name="departamento" label={t('formulariosEmpresa.contacto.departamento')} autoComplete="off" />
      </Grupo>
      <Grupo titulo={t('formulariosEmpresa.contacto.medios')}>
        <CampoTexto
          name="email"
          label={t('formulariosEmpresa.contacto.email')}
          hint={t(emailObligatorio ? 'formulariosEmpresa.contacto.emailAyuda' : 'formulariosEmpresa.contacto.emailOpcionalAyuda')}
          required={emailObligatorio}
          deps={conPasswordInicial ? ['password'] : undefined}
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          className="sm:col-span-2"
        />
        <CampoTexto
          name="telefono1"
          label={t('formulariosEmpresa.contacto.telefono1')}
          required
          type="tel"
          inputMode="tel"
          autoComplete="tel"
        />
        <CampoTexto
          name="telefono2"
          label={t('formulariosEmpresa.contacto.telefono2')}
          type="tel"
          inputMode="tel"
          autoComplete="off"
        />
      </Grupo>
      {conNick ? (
        <Grupo titulo={t('formulariosEmpresa.contacto.acceso')}>
          <CampoTexto
            name="nick"
            label={t('formulariosEmpresa.contacto.nick')}
            hint={t('formulariosEmpresa.contacto.nickAyuda')}
            required
            autoComplete="username"
            spellCheck={false}
            autoCapitalize="none"
          />
          {conPasswordInicial ? <PasswordInicial /> : null}
        </Grupo>
      ) : null}
      <CamposDireccion dominios={dominios} titulo={t('formulariosEmpresa.contacto.direccion')} />
      <div className="flex flex-col gap-6">
        {flags.requestTipoContacto ? (
          <CampoCasillas
            name="tipoContacto"
            label={t('formulariosEmpresa.contacto.tiposContacto')}
            hint={t('formulariosEmpresa.contacto.tiposContactoAyuda')}
            options={tipos}
          />
        ) : null}
        <CampoCasillas
          name="aniosForoEmpleo"
          label={t('formulariosEmpresa.contacto.aniosForo')}
          hint={t('formulariosEmpresa.contacto.aniosForoAyuda')}
          options={anios}
          columnas="grid-cols-3 sm:grid-cols-6"
        />
      </div>
    </div>
  );
}

/** Required while the e-mail is blank: no link can reach the new contact, so the colleague gives it a password. */
function PasswordInicial() {
  const { t } = useTranslation();
  const { control } = useFormContext();
  const email = useWatch({ control, name: 'email' }) as string | undefined;
  const sinEmail = !email?.trim();
  return (
    <CampoPassword
      name="password"
      label={t('formulariosEmpresa.contacto.passwordInicial')}
      hint={t(
        sinEmail ? 'formulariosEmpresa.contacto.passwordInicialSinEmail' : 'formulariosEmpresa.contacto.passwordInicialConEmail',
      )}
      required={sinEmail}
      autoComplete="new-password"
    />
  );
}
