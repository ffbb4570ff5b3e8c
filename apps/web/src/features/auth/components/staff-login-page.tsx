import { ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { useLoginFlow } from '../hooks/use-login-flow';
import { LoginForm } from './login-form';
import { LoginWelcomePanel } from './login-welcome-panel';

const linkClass = 'font-medium text-primary underline-offset-4 hover:underline';

/**
 * /login/gestion: the university staff's sign-in, the same form, checks, refusals and attempt limits as the
 * student and company logins (the banner says 3, 48 with its wait, 49…). The university single sign-on is
 * for students only, so there is no SSO link here. After it the member lands on /gestion.
 */
export function StaffLoginPage({ heading }: { heading: ReactNode }) {
  const { t } = useTranslation();
  const flow = useLoginFlow();
  return (
    <div className="grid items-stretch gap-8 lg:grid-cols-[1.05fr_1fr]">
      <LoginWelcomePanel gestion />
      <div className="flex flex-col gap-5">
        {heading}
        <Card>
          <div className="mb-5 flex items-start gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-subtle text-primary">
              <ShieldCheck aria-hidden="true" className="size-5" />
            </span>
            <p className="text-sm text-muted">{t('auth.gestion.subtitulo')}</p>
          </div>
          <LoginForm
            idPrefix="gestion"
            userLabel={t('auth.gestion.usuario')}
            busy={flow.busy}
            onSubmit={flow.submitStaff}
            footer={
              <Link className={linkClass} to="/login">
                {t('auth.gestion.otroAcceso')}
              </Link>
            }
          />
        </Card>
      </div>
    </div>
  );
}
