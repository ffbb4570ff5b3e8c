import { Building2, ListChecks, School } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { Tabs } from '@/components/ui/tabs';
import { portalUserType, useSession } from '@/lib/session';
import { MisSolicitudes } from './mis-solicitudes';
import { PropuestaAlumno } from './propuesta-alumno';
import { PropuestaEmpresa } from './propuesta-empresa';
import { SolicitudCentro } from './solicitud-centro';

/**
 * /propuesta-practicas (any role, spec §2). A student proposes a company or
 * asks an education centre, and follows both below; a company proposes a student.
 */
export function PropuestaPracticasPage() {
  const { t } = useTranslation();
  const session = useSession();
  if (portalUserType(session) === 'Empresa') {
    return (
      <div className="flex flex-col gap-5">
        <p className="text-muted">{t('solicitudesPractica.empresa.intro')}</p>
        <Card>
          <PropuestaEmpresa />
        </Card>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-5">
      <p className="text-muted">{t('solicitudesPractica.propuesta.intro')}</p>
      <Card>
        <Tabs
          aria-label={t('solicitudesPractica.propuesta.pestanas')}
          stretch
          defaultValue="empresa"
          items={[
            {
              value: 'empresa',
              label: (
                <>
                  <Building2 aria-hidden="true" />
                  {t('solicitudesPractica.propuesta.tabEmpresa')}
                </>
              ),
              content: <PropuestaAlumno />,
            },
            {
              value: 'centro',
              label: (
                <>
                  <School aria-hidden="true" />
                  {t('solicitudesPractica.propuesta.tabCentro')}
                </>
              ),
              content: <SolicitudCentro />,
            },
          ]}
        />
      </Card>
      <Card as="section" aria-labelledby="mias-titulo">
        <header className="mb-4 flex items-start gap-3">
          <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-xl bg-subtle text-primary">
            <ListChecks aria-hidden="true" className="size-5" />
          </span>
          <div className="flex min-w-0 flex-col gap-1">
            <h2 id="mias-titulo" className="text-lg font-semibold leading-tight text-fg">
              {t('solicitudesPractica.mias.titulo')}
            </h2>
            <p className="text-sm text-muted">{t('solicitudesPractica.mias.intro')}</p>
          </div>
        </header>
        <MisSolicitudes />
      </Card>
    </div>
  );
}
