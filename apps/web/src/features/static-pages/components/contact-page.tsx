import { Briefcase, GraduationCap, Mail, MapPin, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { useBrand } from '@/lib/brand';

/** /contact (English only): the brand's contact addresses. */
export function ContactPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const c = brand.contacto;
  const rows = [
    { icon: Mail, label: t('englishPages.contact.general'), value: c.email, href: `mailto:${c.email}` },
    {
      icon: GraduationCap,
      label: t('englishPages.contact.internships'),
      value: c.emailPracticas,
      href: `mailto:${c.emailPracticas}`,
    },
    { icon: Briefcase, label: t('englishPages.contact.jobs'), value: c.emailEmpleo, href: `mailto:${c.emailEmpleo}` },
    { icon: Phone, label: t('englishPages.contact.phone'), value: c.telefono, href: `tel:${c.telefono.replace(/\s+/g, '')}` },
    { icon: MapPin, label: t('englishPages.contact.address'), value: c.direccion },
  ];
  return (
    <div lang="en" className="flex max-w-3xl flex-col gap-5">
      <p className="text-lg leading-relaxed text-muted">
        {t('englishPages.contact.intro', { universidad: brand.nombreUniversidad })}
      </p>
      <Card>
        <ul className="grid gap-5 sm:grid-cols-2">
          {rows.map(({ icon: Icon, label, value, href }) => (
            <li key={label} className="flex gap-3">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-subtle text-primary">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div className="flex min-w-0 flex-col">
                <span className="text-sm text-muted">{label}</span>
                <span className="font-medium break-words text-fg">
                  {href ? (
                    <a href={href} className="hover:underline">
                      {value}
                    </a>
                  ) : (
                    value
                  )}
                </span>
              </div>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
