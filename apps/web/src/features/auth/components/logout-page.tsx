import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, LogIn } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { clearSession, getSession, loginDe, type SessionUserType } from '@/lib/session';
import { revokeSession } from '../api/logout';

/** /logout: revoke the token, clear all storage but the cookie decision (spec §4), confirm. */
export function LogoutPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const started = useRef(false);
  const [done, setDone] = useState(false);
  // Read before the session goes: staff are offered their own login again, also when they were acting as someone.
  const [userType] = useState<SessionUserType | null>(() => (getSession().modoDios ? 'Gestor' : getSession().userType));

  useEffect(() => {
    // StrictMode runs effects twice in development; logout must run once.
    if (started.current) return;
    started.current = true;
    // The session goes locally first and its queries are cancelled, so the screens that asked with the token (the
    // bell, the data popup) unmount before it is revoked; the cache is emptied only after that. Emptying it while
    // they were mounted made them ask again, and their answer, code 2, turned the logout into 'Sesión caducada'.
    // In god mode both sessions end: the one in someone's name and the staff one kept aside (decision 038).
    const { token, modoDios } = getSession();
    const tokens = [token, modoDios?.guardada.token].filter((t): t is string => Boolean(t));
    void queryClient.cancelQueries();
    clearSession();
    void Promise.all(tokens.map(revokeSession)).then(() => {
      queryClient.clear();
      setDone(true);
    });
  }, [queryClient]);

  return (
    <Card className="flex max-w-lg flex-col items-start gap-4" aria-live="polite">
      {done ? (
        <>
          <span className="flex size-12 items-center justify-center rounded-full bg-success-bg text-success">
            <CheckCircle2 aria-hidden="true" className="size-6" />
          </span>
          <div className="flex flex-col gap-1">
            <h2 className="text-lg font-semibold text-fg">{t('auth.logout.titulo')}</h2>
            <p className="text-muted">{t('auth.logout.texto')}</p>
          </div>
          <Button asChild>
            <Link to={loginDe(userType)}>
              <LogIn aria-hidden="true" />
              {t('auth.logout.volver')}
            </Link>
          </Button>
        </>
      ) : (
        <p role="status" className="text-muted">
          {t('auth.logout.cerrando')}
        </p>
      )}
    </Card>
  );
}
