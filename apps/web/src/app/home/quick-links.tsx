import type { PublicBrand } from '@puente/contract/brand';
import {
  ArrowRight,
  Briefcase,
  Building2,
  CalendarDays,
  Compass,
  FileText,
  FolderOpen,
  GraduationCap,
  type LucideIcon,
  Send,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { useBrand } from '@/lib/brand';
import type { UserType } from '@/lib/session';
import { pathOf } from '../route-links';
import type { RouteName } from '../route-table';

interface QuickLink {
  to: string;
  /** i18n key of the title. */
  title: string;
  /** i18n key of the one-line description. */
  description: string;
  icon: LucideIcon;
  when?: boolean;
}

const route = (name: RouteName, icon: LucideIcon, when?: boolean): QuickLink => ({
  to: pathOf(name),
  title: `routes.${name}`,
  description: `home.enlaces.${name}`,
  icon,
  when,
});

function linksFor(userType: UserType, brand: PublicBrand): QuickLink[] {
  const f = brand.flags;
  const all: QuickLink[] =
    userType === 'Alumno'
      ? [
          route('ofertasPracticas', GraduationCap),
          route('ofertasEmpleo', Briefcase, !f.withoutEmpleo),
          route('misCandidaturas', Send),
          route('cv', FileText),
          route('eventos', CalendarDays, f.hasEventos),
          route('guiasOrientacion', Compass, f.hasGuiasOrientacion),
        ]
      : [
          {
            to: '/nueva-oferta/practicas',
            title: 'home.nuevaOfertaPracticas',
            description: 'home.enlaces.nuevaOfertaPracticas',
            icon: GraduationCap,
          },
          {
            to: '/nueva-oferta/empleo',
            title: 'home.nuevaOfertaEmpleo',
            description: 'home.enlaces.nuevaOfertaEmpleo',
            icon: Briefcase,
            when: !f.withoutEmpleo,
          },
          route('misOfertas', Send),
          route('miEmpresa', Building2),
          route('documentacion', FolderOpen),
        ];
  return all.filter((link) => link.when !== false);
}

/** Role-specific shortcuts to the main sections; hidden sections follow the brand flags. */
export function QuickLinks({ userType }: { userType: UserType }) {
  const { t } = useTranslation();
  const brand = useBrand();
  return (
    <section aria-labelledby="accesos-rapidos" className="flex flex-col gap-4">
      <h2 id="accesos-rapidos" className="text-lg font-semibold text-fg">
        {t('home.accesosRapidos')}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {linksFor(userType, brand).map(({ to, title, description, icon: Icon }) => (
          <li key={to}>
            <Card
              asChild
              padding="none"
              className="group flex h-full items-start gap-4 p-5 transition hover:-translate-y-0.5 hover:border-primary/40 hover:shadow-raised"
            >
              <Link to={to}>
                <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-subtle text-primary transition group-hover:bg-primary group-hover:text-primary-fg">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span className="flex min-w-0 flex-1 flex-col gap-1">
                  <span className="flex items-center gap-1.5 font-semibold text-fg">
                    {t(title)}
                    <ArrowRight
                      aria-hidden="true"
                      className="size-4 opacity-0 transition group-hover:translate-x-0.5 group-hover:opacity-100"
                    />
                  </span>
                  <span className="text-sm leading-relaxed text-muted">{t(description)}</span>
                </span>
              </Link>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
