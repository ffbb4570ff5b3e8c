import { Megaphone, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { useBrand, useBrandText } from '@/lib/brand';
import { firstName, type Session, studentType } from '@/lib/session';

/** Greeting, role and the brand's welcome text, plus its home banner when the brand enables it. */
export function WelcomeHero({ session }: { session: Session }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const text = useBrandText();
  const name = firstName(session);
  const role =
    session.userType === 'Empresa'
      ? t('home.perfilEmpresa')
      : session.userType === 'Gestor'
        ? t('home.perfilGestor')
        : t(studentType(session) === 'UTP' ? 'home.perfilAlumnoUTP' : 'home.perfilAlumnoUTE');
  const banner = brand.flags.banner_home ? brand.textos.bannerHome : null;
  return (
    <div className="flex flex-col gap-4">
      <section className="relative overflow-hidden rounded-3xl bg-brand px-6 py-8 text-brand-fg shadow-raised sm:px-10 sm:py-10">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -end-16 -top-20 size-72 rounded-full bg-[color-mix(in_oklab,var(--brand-secundario)_65%,transparent)] blur-3xl"
        />
        <div className="relative flex max-w-2xl flex-col gap-3">
          <div className="flex flex-wrap gap-2">
            <span className="w-fit rounded-full bg-white/15 px-3 py-1 text-xs font-semibold tracking-wide">{role}</span>
            {session.godMode ? (
              <span className="inline-flex w-fit items-center gap-1 rounded-full bg-white/15 px-3 py-1 text-xs font-semibold">
                <ShieldCheck aria-hidden="true" className="size-3.5" />
                {t('home.modoGestion')}
              </span>
            ) : null}
          </div>
          <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">
            {name ? t('home.saludo', { nombre: name }) : t('home.saludoSinNombre')}
          </h1>
          <p className="text-base leading-relaxed opacity-90 sm:text-lg">{text(brand.textos.bienvenida)}</p>
        </div>
      </section>
      {banner ? (
        <Card as="aside" padding="none" className="flex items-start gap-3 p-4 sm:items-center">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-[color-mix(in_oklab,var(--brand-acento)_18%,var(--ui-surface))] text-fg">
            <Megaphone aria-hidden="true" className="size-5" />
          </span>
          <p className="text-sm leading-relaxed text-fg">
            <strong className="me-1.5 font-semibold">{t('home.destacado')}:</strong>
            {text(banner)}
          </p>
        </Card>
      ) : null}
    </div>
  );
}
