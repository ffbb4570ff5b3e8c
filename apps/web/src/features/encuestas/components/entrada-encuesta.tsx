import type { CabeceraEncuesta, TokenEncuesta } from '@puente/contract/encuestas';
import { ClipboardList, GraduationCap, LogIn, UserRoundX } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { EmptyState } from '@/components/ui/empty-state';
import { Field, fieldAria } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { RadioGroup } from '@/components/ui/radio-group';
import { SkeletonDetail } from '@/components/ui/skeleton';
import { portalUserType, rememberReturnUrl, useSession } from '@/lib/session';
import { useAceptarRgpdEncuesta } from '../api/aceptar-rgpd';
import { useCabeceraEncuesta } from '../api/cabecera-encuesta';
import { useEncuestasUsuario } from '../api/encuestas-usuario';
import { useEntrarEncuesta } from '../api/entrar-encuesta';

export const RUTA_ENCUESTA = '/encuesta';

/**
 * /encuestas/:urlAcceso and /encuestas/:urlAcceso/acceso (spec §4 survey
 * flow): the survey's public header, then a way in: the personal link
 * (`?acceso=`, straight in: the cards and the popup use it), a login inside
 * the survey, or the anonymous option; the RGPD text when the survey asks
 * for it; then /encuesta.
 */
export function EntradaEncuesta() {
  const { t } = useTranslation();
  const { urlAcceso = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const cabecera = useCabeceraEncuesta(urlAcceso);
  const entrar = useEntrarEncuesta();
  const [token, setToken] = useState<TokenEncuesta | null>(null);
  const deLaUrl = params.get('acceso');
  // A logged-in student or company goes straight in with their own link (also after the university's SSO).
  const session = useSession();
  const tipo = portalUserType(session);
  const lista = useEncuestasUsuario(tipo, !deLaUrl && tipo !== null, true);
  const propio = lista.data?.find((e) => e.urlAcceso === urlAcceso)?.querystringValue ?? null;
  const enlace = deLaUrl ?? propio;
  const buscandoPropio = !deLaUrl && tipo !== null && lista.isPending;
  const usado = useRef(false);

  const seguir = (t: TokenEncuesta) => {
    if (t.rgpdPendiente) setToken(t);
    else void navigate(RUTA_ENCUESTA);
  };

  // The personal link goes straight in, once.
  const { mutate } = entrar;
  const id = cabecera.data?.idEncuesta;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per survey and link (`usado`).
  useEffect(() => {
    if (!enlace || id === undefined || usado.current) return;
    usado.current = true;
    mutate({ modo: 'enlace', id, querystringValue: enlace }, { onSuccess: seguir });
  }, [enlace, id, mutate]);

  if ((cabecera.isPending && urlAcceso) || buscandoPropio) return <SkeletonDetail label={t('encuestas.entrada.cargando')} />;
  if (!cabecera.data) {
    return (
      <EmptyState
        icon={ClipboardList}
        titleAs="h2"
        title={t('encuestas.entrada.noDisponibleTitulo')}
        description={t('encuestas.entrada.noDisponibleTexto')}
      />
    );
  }
  const c = cabecera.data;
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h2 className="text-2xl font-semibold text-fg">{c.titulo}</h2>
        {c.descripcion ? <p className="text-muted">{c.descripcion}</p> : null}
      </header>
      {token ? (
        <AceptarRgpd cabecera={c} onAceptada={() => void navigate(RUTA_ENCUESTA)} />
      ) : enlace && !entrar.isError ? (
        <SkeletonDetail label={t('encuestas.entrada.entrando')} />
      ) : (
        <FormasDeEntrar cabecera={c} onToken={seguir} conSso={c.sso && tipo === null} />
      )}
    </div>
  );
}

function FormasDeEntrar({
  cabecera: c,
  onToken,
  conSso,
}: {
  cabecera: CabeceraEncuesta;
  onToken: (t: TokenEncuesta) => void;
  conSso: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const entrar = useEntrarEncuesta();
  const prefijo = useId();
  const [tipo, setTipo] = useState<'alumno' | 'empresa'>(c.paraAlumnos ? 'alumno' : 'empresa');
  const [usuario, setUsuario] = useState('');
  const [password, setPassword] = useState('');
  const [faltan, setFaltan] = useState(false);
  const conUsuario = c.paraAlumnos || c.paraEmpresa;

  const enviar = (event: FormEvent) => {
    event.preventDefault();
    if (!usuario.trim() || !password) {
      setFaltan(true);
      return;
    }
    setFaltan(false);
    entrar.mutate(
      { modo: 'usuario', datos: { id: c.idEncuesta, tipo, eUsuario: usuario.trim(), ePassword: password } },
      { onSuccess: onToken },
    );
  };

  return (
    <div className="flex flex-col gap-4">
      {conUsuario ? (
        <Card as="section" aria-labelledby={`${prefijo}-login`} className="flex flex-col gap-4">
          <h3 id={`${prefijo}-login`} className="flex items-center gap-2 font-semibold text-fg">
            <LogIn aria-hidden="true" className="size-5 text-primary" />
            {t('encuestas.entrada.conUsuario')}
          </h3>
          <form noValidate onSubmit={enviar} className="flex flex-col gap-4">
            {c.paraAlumnos && c.paraEmpresa ? (
              <RadioGroup
                id={`${prefijo}-tipo`}
                aria-label={t('encuestas.entrada.tipo')}
                orientation="horizontal"
                value={tipo}
                onValueChange={(v) => setTipo(v as 'alumno' | 'empresa')}
                options={[
                  { value: 'alumno', label: t('encuestas.entrada.alumno') },
                  { value: 'empresa', label: t('encuestas.entrada.empresa') },
                ]}
              />
            ) : null}
            <Field
              id={`${prefijo}-usuario`}
              label={tipo === 'alumno' ? t('encuestas.entrada.usuarioAlumno') : t('encuestas.entrada.usuarioEmpresa')}
              required
              error={faltan && !usuario.trim() ? t('encuestas.entrada.requerido') : undefined}
            >
              <Input
                autoComplete="username"
                value={usuario}
                onChange={(e) => setUsuario(e.target.value)}
                {...fieldAria(`${prefijo}-usuario`, { error: faltan && !usuario.trim(), required: true })}
              />
            </Field>
            <Field
              id={`${prefijo}-password`}
              label={t('encuestas.entrada.password')}
              required
              error={faltan && !password ? t('encuestas.entrada.requerido') : undefined}
            >
              <PasswordInput
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                {...fieldAria(`${prefijo}-password`, { error: faltan && !password, required: true })}
              />
            </Field>
            <Button type="submit" disabled={entrar.isPending} className="self-start">
              {t('encuestas.entrada.entrar')}
            </Button>
          </form>
        </Card>
      ) : null}
      {conSso ? (
        <Card as="section" aria-labelledby={`${prefijo}-sso`} className="flex flex-col gap-3">
          <h3 id={`${prefijo}-sso`} className="flex items-center gap-2 font-semibold text-fg">
            <GraduationCap aria-hidden="true" className="size-5 text-primary" />
            {t('encuestas.entrada.ssoTitulo')}
          </h3>
          <p className="text-sm text-muted">{t('encuestas.entrada.ssoTexto')}</p>
          <Button
            variant="outline"
            className="self-start"
            onClick={() => {
              // The university's SSO logs into the portal (/acceso) and comes back here, where the own link takes over.
              rememberReturnUrl(`/encuestas/${encodeURIComponent(c.urlAcceso)}/acceso`);
              void navigate('/acceso');
            }}
          >
            {t('encuestas.entrada.sso')}
          </Button>
        </Card>
      ) : null}
      {c.sacaOpcionAnonima ? (
        <Card as="section" aria-labelledby={`${prefijo}-anonimo`} className="flex flex-col gap-3">
          <h3 id={`${prefijo}-anonimo`} className="flex items-center gap-2 font-semibold text-fg">
            <UserRoundX aria-hidden="true" className="size-5 text-primary" />
            {t('encuestas.entrada.anonimaTitulo')}
          </h3>
          <p className="text-sm text-muted">{t('encuestas.entrada.anonimaTexto')}</p>
          <Button
            variant={conUsuario ? 'outline' : 'primary'}
            className="self-start"
            disabled={entrar.isPending}
            onClick={() => entrar.mutate({ modo: 'anonimo', id: c.idEncuesta }, { onSuccess: onToken })}
          >
            {t('encuestas.entrada.anonima')}
          </Button>
        </Card>
      ) : null}
    </div>
  );
}

function AceptarRgpd({ cabecera: c, onAceptada }: { cabecera: CabeceraEncuesta; onAceptada: () => void }) {
  const { t } = useTranslation();
  const aceptar = useAceptarRgpdEncuesta();
  const prefijo = useId();
  const [marcado, setMarcado] = useState(false);
  const [aviso, setAviso] = useState(false);
  return (
    <Card as="section" aria-labelledby={`${prefijo}-rgpd`} className="flex flex-col gap-4">
      <h3 id={`${prefijo}-rgpd`} className="font-semibold text-fg">
        {t('encuestas.entrada.rgpdTitulo')}
      </h3>
      <p className="whitespace-pre-line text-sm text-muted">{c.textoRGPD}</p>
      <Checkbox
        id={`${prefijo}-acepto`}
        label={t('encuestas.entrada.rgpdAcepto')}
        checked={marcado}
        onCheckedChange={(v) => {
          setMarcado(v);
          if (v) setAviso(false);
        }}
      />
      {aviso ? (
        <p role="alert" className="text-sm text-danger">
          {t('encuestas.entrada.rgpdFalta')}
        </p>
      ) : null}
      <Button
        className="self-start"
        disabled={aceptar.isPending}
        onClick={() => {
          if (!marcado) return setAviso(true);
          aceptar.mutate(undefined, { onSuccess: onAceptada });
        }}
      >
        {t('encuestas.entrada.rgpdContinuar')}
      </Button>
    </Card>
  );
}
