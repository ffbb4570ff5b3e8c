import { Building2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';

/** What a company sees of the student, item by item (contract cvEmpresaSchema and the candidate's card). */
const VEN = ['contacto', 'provincia', 'foto', 'trayectoria', 'presentacion', 'documentos', 'permiso', 'historial'] as const;

/**
 * "Lo que ven las empresas" (issue 24, RGPD art. 5.1.c): when the student
 * applies, the company reads only what recruiting needs, and the student
 * reads here exactly which data that is, and which it never sees. The PDF the
 * student downloads is the one the company downloads.
 */
export function LoQueVenLasEmpresas() {
  const { t } = useTranslation();
  return (
    <Card as="aside" aria-labelledby="ven-empresas-titulo" padding="sm" className="flex flex-col gap-3">
      <h2 id="ven-empresas-titulo" className="flex items-center gap-2 text-base font-semibold text-fg">
        <Building2 aria-hidden="true" className="size-4 text-muted" />
        {t('cv.venEmpresas.titulo')}
      </h2>
      <p className="text-sm text-muted">{t('cv.venEmpresas.intro')}</p>
      <ul className="flex list-disc flex-col gap-1 ps-5 text-sm text-fg">
        {VEN.map((clave) => (
          <li key={clave}>{t(`cv.venEmpresas.ven.${clave}`)}</li>
        ))}
      </ul>
      <p className="text-sm text-fg">{t('cv.venEmpresas.nunca')}</p>
    </Card>
  );
}
