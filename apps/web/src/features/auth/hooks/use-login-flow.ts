import type { CompanyChoice, LoginInput, LoginOutput } from '@puente/contract/endpoints/auth';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast-store';
import type { UserType } from '@/lib/session';
import { useAcceptRgpd } from '../api/accept-rgpd';
import { useCompaniesOfUser } from '../api/companies-of-user';
import { useLogin } from '../api/login';
import { useLoginIntegrado } from '../api/saml';
import { useStaffLogin } from '../api/staff-login';
import { useCompleteLogin } from './use-complete-login';

export interface Credentials {
  eUsuario: string;
  ePassword: string;
  recordar: boolean;
}

interface PendingRgpd {
  role: UserType;
  data: LoginOutput;
  remember: boolean;
  loggedby?: 'saml';
}

/**
 * The login sequence of spec §4: (companies) pick a company when the contact
 * has several → login → (RGPD pending) accept with the provisional token → store
 * and redirect. The provisional token and the credentials live in memory only.
 */
export function useLoginFlow() {
  const { t } = useTranslation();
  const complete = useCompleteLogin();
  const loginMutation = useLogin();
  const companiesMutation = useCompaniesOfUser();
  const rgpdMutation = useAcceptRgpd();
  const samlMutation = useLoginIntegrado();
  const staffMutation = useStaffLogin();
  const credentials = useRef<Credentials | null>(null);
  const [companies, setCompanies] = useState<CompanyChoice[] | null>(null);
  const [rgpd, setRgpd] = useState<PendingRgpd | null>(null);

  const finish = (role: UserType, data: LoginOutput, remember: boolean, loggedby?: 'saml') => {
    credentials.current = null;
    if (data.textoCortoRGPD) setRgpd({ role, data, remember, ...(loggedby ? { loggedby } : {}) });
    else complete(data, role, { remember, ...(loggedby ? { loggedby } : {}) });
  };

  const logIn = async (role: UserType, values: Credentials, eidEmpresa?: number) => {
    const input: LoginInput = { eUsuario: values.eUsuario, ePassword: values.ePassword, eidEmpresa };
    const data = await loginMutation.mutateAsync({ role, input });
    finish(role, data, values.recordar);
  };

  /** Errors are shown by the global banner handler; the flow only stops and tells the form (false). */
  const guard = (run: () => Promise<void>) =>
    run().then(
      () => true,
      () => false,
    );

  const submitStudent = (values: Credentials) => guard(() => logIn('Alumno', values));

  /** The university single sign-on (/acceso): the IdP's response instead of a password; the session is `loggedby: saml`. */
  const submitSaml = (respuesta: string) =>
    guard(async () => finish('Alumno', await samlMutation.mutateAsync(respuesta), false, 'saml'));

  /** University staff (/login/gestion): the same limits and refusals; no RGPD step, the staff login answers none. */
  const submitStaff = (values: Credentials) =>
    guard(async () => {
      const data = await staffMutation.mutateAsync({ eUsuario: values.eUsuario, ePassword: values.ePassword });
      credentials.current = null;
      complete(data, 'Gestor', { remember: values.recordar });
    });

  const submitCompany = (values: Credentials, companyId?: number) =>
    guard(async () => {
      if (companyId) return logIn('Empresa', values, companyId);
      const list = await companiesMutation.mutateAsync({ eUsuario: values.eUsuario, ePassword: values.ePassword });
      if (list.length > 1) {
        credentials.current = values;
        setCompanies(list);
        return;
      }
      return logIn('Empresa', values, list[0]?.idEmpresa);
    });

  const pickCompany = (idEmpresa: number) =>
    guard(async () => {
      const values = credentials.current;
      setCompanies(null);
      if (values) await logIn('Empresa', values, idEmpresa);
    });

  const cancelPicker = () => {
    credentials.current = null;
    setCompanies(null);
  };

  const acceptRgpd = () =>
    guard(async () => {
      if (!rgpd) return;
      const { token } = await rgpdMutation.mutateAsync({ role: rgpd.role, token: rgpd.data.token });
      setRgpd(null);
      complete({ ...rgpd.data, token, textoCortoRGPD: null }, rgpd.role, {
        remember: rgpd.remember,
        ...(rgpd.loggedby ? { loggedby: rgpd.loggedby } : {}),
      });
    });

  /** Declining stores nothing: the provisional token is simply dropped. */
  const declineRgpd = () => {
    setRgpd(null);
    toast({ title: t('auth.rgpd.titulo'), description: t('auth.rgpd.rechazado'), tone: 'info' });
  };

  return {
    submitStudent,
    submitSaml,
    submitCompany,
    submitStaff,
    busy: loginMutation.isPending || companiesMutation.isPending || samlMutation.isPending || staffMutation.isPending,
    companies,
    pickCompany,
    cancelPicker,
    rgpd: rgpd ? { texto: rgpd.data.textoCortoRGPD ?? '', enlace: rgpd.data.linkExternoRGPD } : null,
    acceptRgpd,
    declineRgpd,
    rgpdBusy: rgpdMutation.isPending,
  };
}
