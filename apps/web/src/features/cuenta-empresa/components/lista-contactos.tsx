import type { ContactoListado } from '@puente/contract/empresa-cuenta';
import { Clock, Mail, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyNote } from '@/components/ui/empty-state';
import { compararEs } from '@/lib/orden-es';

const marca = 'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium';

/**
 * The company's contacts: who they are, their position and e-mail. "Tú"
 * marks the caller; a contact that has not yet set its password from the
 * mailed link is "pendiente de activar".
 */
export function ListaContactos({ contactos }: { contactos: ContactoListado[] }) {
  const { t } = useTranslation();
  if (contactos.length === 0) return <EmptyNote>{t('cuentaEmpresa.contactos.vacio')}</EmptyNote>;
  // The caller first, then by name.
  const ordenados = [...contactos].sort(
    (a, b) => Number(b.esUsted) - Number(a.esUsted) || compararEs(`${a.nombre} ${a.apellidos}`, `${b.nombre} ${b.apellidos}`),
  );
  return (
    <ul className="flex flex-col divide-y divide-border rounded-xl border border-border">
      {ordenados.map((contacto) => (
        <li
          key={contacto.idContacto}
          className="flex flex-col gap-1.5 p-4 sm:flex-row sm:items-start sm:justify-between sm:gap-4"
        >
          <div className="flex min-w-0 items-start gap-3">
            <span className="mt-0.5 hidden size-9 shrink-0 items-center justify-center rounded-full bg-subtle text-muted sm:flex">
              <UserRound aria-hidden="true" className="size-5" />
            </span>
            <div className="flex min-w-0 flex-col gap-0.5">
              <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium text-fg">
                <span className="break-words">
                  {contacto.nombre} {contacto.apellidos}
                </span>
                {contacto.esUsted ? (
                  <span className={`${marca} bg-subtle text-primary`}>{t('cuentaEmpresa.contactos.tu')}</span>
                ) : null}
              </p>
              {contacto.puesto ? <p className="text-sm text-muted">{contacto.puesto}</p> : null}
              <p className="flex min-w-0 items-center gap-1.5 text-sm text-fg">
                <Mail aria-hidden="true" className="size-3.5 shrink-0 text-muted" />
                <span className="sr-only">{t('formulariosEmpresa.contacto.email')}: </span>
                <span className="min-w-0 break-all">{contacto.email ?? t('cuentaEmpresa.contactos.sinEmail')}</span>
              </p>
            </div>
          </div>
          {contacto.activo ? null : (
            <p className="sm:shrink-0">
              <span className={`${marca} bg-warning-bg text-warning`}>
                <Clock aria-hidden="true" className="size-3.5" />
                {t('cuentaEmpresa.contactos.pendiente')}
              </span>
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
