import { useTranslation } from 'react-i18next';
import { Breadcrumb, type Crumb } from '@/components/ui/breadcrumb';
import { cn } from '@/lib/cn';
import { ancestry, pathOf } from '../route-links';
import type { RouteDef } from '../route-table';

export interface PageHeadingProps {
  def: RouteDef;
  /** Replaces the route title (e.g. an offer's name) while keeping the breadcrumbs. */
  title?: string;
  description?: string;
  className?: string;
  /** Language of the title when it differs from the UI's (English-only pages). */
  lang?: string;
}

/** Breadcrumbs (except at / and /gestion, the homes) and the screen title as the page's only h1. */
export function PageHeading({ def, title, description, className, lang }: PageHeadingProps) {
  const { t } = useTranslation();
  const current = title ?? t(`routes.${def.name}`);
  // The staff area's breadcrumbs start at its own home, /gestion.
  const root = def.access === 'gestor' ? 'gestion' : 'home';
  const crumbs: Crumb[] =
    def.name === root
      ? []
      : [
          { label: t(`routes.${root}`), to: pathOf(root) },
          ...ancestry(def).map((parent) => ({ label: t(`routes.${parent.name}`), to: pathOf(parent.name) })),
          { label: current },
        ];
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      {crumbs.length > 0 ? <Breadcrumb items={crumbs} label={t('layout.breadcrumbs')} /> : null}
      <h1 lang={lang} className="text-2xl font-semibold tracking-tight text-fg sm:text-3xl">
        {current}
      </h1>
      {description ? <p className="max-w-2xl text-muted">{description}</p> : null}
    </div>
  );
}
