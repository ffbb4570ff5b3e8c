import { ArrowUpRight, ChevronRight, Megaphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { SkeletonList } from '@/components/ui/skeleton';
import type { UserType } from '@/lib/session';
import { useComunicaciones } from '../api/get-comunicaciones';

const esExterno = (url: string) => /^https?:\/\//i.test(url);

/** Home (spec §2): the university's communications, newest first; a link opens inside the portal or in a new tab. */
export function Comunicaciones({ perfil }: { perfil: UserType }) {
  const { t } = useTranslation();
  const { data, isPending, isError } = useComunicaciones(perfil);
  if (!isPending && !isError && data.length === 0) return null;
  return (
    <Card aria-labelledby="inicio-comunicaciones" className="flex flex-col gap-4">
      <h2 id="inicio-comunicaciones" className="flex items-center gap-2 text-lg font-semibold text-fg">
        <Megaphone aria-hidden="true" className="size-5 text-primary" />
        {t('inicioAlumno.comunicaciones.titulo')}
      </h2>
      {isPending ? (
        <SkeletonList label={t('inicioAlumno.comunicaciones.cargando')} count={3} />
      ) : isError ? (
        <p className="text-sm text-muted">{t('inicioAlumno.comunicaciones.error')}</p>
      ) : (
        <ul className="-mx-2 flex flex-col divide-y divide-border">
          {data.map((c) => {
            const contenido = (
              <>
                <span className="flex min-w-0 flex-col gap-0.5">
                  <time className="text-xs font-medium text-muted">{c.fechaDesde}</time>
                  <span className="text-sm leading-relaxed text-fg">{c.descripcion}</span>
                </span>
                {c.enlace ? (
                  esExterno(c.enlace) ? (
                    <ArrowUpRight aria-hidden="true" className="size-4 shrink-0 text-primary" />
                  ) : (
                    <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-primary" />
                  )
                ) : null}
              </>
            );
            const clase = 'flex items-center justify-between gap-3 rounded-lg px-2 py-3';
            return (
              <li key={`${c.fechaDesde}-${c.descripcion}`}>
                {!c.enlace ? (
                  <div className={clase}>{contenido}</div>
                ) : esExterno(c.enlace) ? (
                  <a href={c.enlace} target="_blank" rel="noopener noreferrer" className={`${clase} transition hover:bg-subtle`}>
                    {contenido}
                    <span className="sr-only">{t('ui.abreEnPestana')}</span>
                  </a>
                ) : (
                  <Link to={c.enlace} className={`${clase} transition hover:bg-subtle`}>
                    {contenido}
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
