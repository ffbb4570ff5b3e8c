import { Building2, GraduationCap } from 'lucide-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Banner } from '@/components/ui/banner';
import { Card } from '@/components/ui/card';
import { Tabs } from '@/components/ui/tabs';
import { useBrand } from '@/lib/brand';
import { useHidratado } from '@/lib/use-hidratado';
import { useLoginFlow } from '../hooks/use-login-flow';
import { LoginForm } from './login-form';
import { LoginWelcomePanel } from './login-welcome-panel';

// Only a login that needs one opens these: their dialogs load then, not with /login (decision 026).
const CompanyPickerDialog = lazy(() => import('./company-picker-dialog').then((m) => ({ default: m.CompanyPickerDialog })));
const RgpdDialog = lazy(() => import('./rgpd-dialog').then((m) => ({ default: m.RgpdDialog })));

export type LoginTab = 'alumnos' | 'empresas';

export interface LoginPageProps {
  initialTab: LoginTab;
  /** /login/{id} with a numeric id: the company is already chosen. */
  companyId?: number;
  /** Title and breadcrumbs, composed by the app shell. */
  heading: ReactNode;
}

const linkClass = 'font-medium text-primary underline-offset-4 hover:underline';

/** /login, /login/empresas and /login/{id}: student and company access in two tabs (spec §4). */
export function LoginPage({ initialTab, companyId, heading }: LoginPageProps) {
  const { t } = useTranslation();
  const hidratado = useHidratado();
  const brand = useBrand();
  const flow = useLoginFlow();

  const studentForm = (
    <LoginForm
      idPrefix="alumno"
      userLabel={t('auth.alumno.usuario')}
      userHint={t('auth.alumno.usuarioAyuda')}
      busy={flow.busy}
      onSubmit={flow.submitStudent}
      footer={
        <>
          <Link className={linkClass} to="/restablecer-candidato">
            {t('auth.alumno.olvido')}
          </Link>
          {brand.registroPermitido ? (
            <Link className={linkClass} to="/registro">
              {t('auth.alumno.registro')}
            </Link>
          ) : null}
          {brand.sso ? (
            <Link className={linkClass} to="/acceso">
              {t('auth.alumno.accesoUniversitario')}
            </Link>
          ) : null}
        </>
      }
    />
  );

  const companyForm = (
    <LoginForm
      idPrefix="empresa"
      userLabel={t('auth.empresa.usuario')}
      busy={flow.busy}
      onSubmit={(values) => flow.submitCompany(values, companyId)}
      notice={
        companyId ? <Banner tone="info" role="status" title={t('auth.empresa.empresaIndicada', { id: companyId })} /> : undefined
      }
      footer={
        <>
          <Link className={linkClass} to="/restablecer-login">
            {t('auth.empresa.olvido')}
          </Link>
          <Link className={linkClass} to="/solicitar-cuenta">
            {t('auth.empresa.solicitarCuenta')}
          </Link>
        </>
      }
    />
  );

  return (
    <div className="grid items-stretch gap-8 lg:grid-cols-[1.05fr_1fr]">
      <LoginWelcomePanel />
      <div className="flex flex-col gap-5">
        {heading}
        <Card>
          <p className="mb-5 text-sm text-muted">{t('auth.subtitulo')}</p>
          <Tabs
            stretch
            disabled={!hidratado}
            aria-label={t('auth.tipoAcceso')}
            defaultValue={initialTab}
            items={[
              {
                value: 'alumnos',
                label: (
                  <>
                    <GraduationCap aria-hidden="true" />
                    {t('auth.tabs.alumnos')}
                  </>
                ),
                content: studentForm,
              },
              {
                value: 'empresas',
                label: (
                  <>
                    <Building2 aria-hidden="true" />
                    {t('auth.tabs.empresas')}
                  </>
                ),
                content: companyForm,
              },
            ]}
          />
        </Card>
      </div>
      <Suspense fallback={null}>
        {flow.companies ? (
          <CompanyPickerDialog
            companies={flow.companies}
            onPick={(id) => void flow.pickCompany(id)}
            onCancel={flow.cancelPicker}
          />
        ) : null}
        {flow.rgpd ? (
          <RgpdDialog
            texto={flow.rgpd.texto}
            enlace={flow.rgpd.enlace}
            busy={flow.rgpdBusy}
            onAccept={() => void flow.acceptRgpd()}
            onDecline={flow.declineRgpd}
          />
        ) : null}
      </Suspense>
    </div>
  );
}
