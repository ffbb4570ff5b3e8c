import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useBrand, useBrandText } from '@/lib/brand';

/**
 * The brand's side of the login screen: its dark-background logo, welcome text and what the portal offers;
 * for staff (/login/gestion), what their area is for.
 */
export function LoginWelcomePanel({ gestion = false }: { gestion?: boolean }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const text = useBrandText();
  // A brand without job offers must not promise them.
  const withJobs = !brand.flags.withoutEmpleo;
  const points = gestion
    ? (['puntoGestionEmpresas', 'puntoGestionPracticas', 'puntoGestionContenidos'] as const)
    : ([withJobs ? 'puntoOfertas' : 'puntoOfertasSinEmpleo', 'puntoCv', 'puntoEmpresas'] as const);
  const title = gestion ? 'auth.panel.tituloGestion' : withJobs ? 'auth.panel.titulo' : 'auth.panel.tituloSinEmpleo';
  return (
    <aside className="relative hidden overflow-hidden rounded-3xl bg-brand p-10 text-brand-fg shadow-raised lg:flex lg:flex-col lg:justify-between">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -end-24 -top-24 size-80 rounded-full bg-[color-mix(in_oklab,var(--brand-secundario)_70%,transparent)] blur-3xl"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -start-20 -bottom-28 size-72 rounded-full bg-[color-mix(in_oklab,var(--brand-acento)_45%,transparent)] blur-3xl"
      />
      <div className="relative flex flex-col gap-6">
        <img src={brand.logos.oscuro} alt={brand.logos.alt} className="h-11 w-fit" />
        <p className="text-2xl leading-snug font-semibold">{t(title)}</p>
        <p className="leading-relaxed opacity-90">{text(brand.textos.bienvenida)}</p>
      </div>
      <ul className="relative mt-10 flex flex-col gap-3">
        {points.map((point) => (
          <li key={point} className="flex items-start gap-3 text-sm leading-relaxed">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 opacity-90" />
            <span>{t(`auth.panel.${point}`)}</span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
