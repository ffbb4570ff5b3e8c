import { Mail, MapPin, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { useBrand } from '@/lib/brand';

/** The brand's contact addresses (brand.json `contacto`): general, internships, jobs, phone and address. */
export function ContactoMarca() {
  const { t } = useTranslation();
  const { contacto } = useBrand();
  const correos = [
    { clave: 'contactoGeneral', email: contacto.email },
    { clave: 'contactoPracticas', email: contacto.emailPracticas },
    { clave: 'contactoEmpleo', email: contacto.emailEmpleo },
  ] as const;
  return (
    <Card as="section" aria-labelledby="ayuda-contacto" className="flex flex-col gap-3">
      <h2 id="ayuda-contacto" className="text-lg font-semibold text-fg">
        {t('orientacion.ayuda.contactoTitulo')}
      </h2>
      <p className="text-sm text-muted">{t('orientacion.ayuda.contactoTexto')}</p>
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        {correos.map((c) => (
          <div key={c.clave} className="flex min-w-0 flex-col">
            <dt className="font-medium text-fg">{t(`orientacion.ayuda.${c.clave}`)}</dt>
            <dd className="min-w-0">
              <a
                href={`mailto:${c.email}`}
                className="inline-flex max-w-full items-center gap-1.5 rounded text-primary hover:underline"
              >
                <Mail aria-hidden="true" className="size-4 shrink-0" />
                <span className="break-all">{c.email}</span>
              </a>
            </dd>
          </div>
        ))}
        <div className="flex flex-col">
          <dt className="font-medium text-fg">{t('orientacion.ayuda.contactoTelefono')}</dt>
          <dd>
            <a
              href={`tel:${contacto.telefono.replace(/\s/g, '')}`}
              className="inline-flex items-center gap-1.5 rounded text-primary hover:underline"
            >
              <Phone aria-hidden="true" className="size-4" />
              {contacto.telefono}
            </a>
          </dd>
        </div>
        <div className="flex flex-col sm:col-span-2">
          <dt className="font-medium text-fg">{t('orientacion.ayuda.contactoDireccion')}</dt>
          <dd className="inline-flex items-center gap-1.5 text-muted">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            {contacto.direccion}
          </dd>
        </div>
      </dl>
    </Card>
  );
}
