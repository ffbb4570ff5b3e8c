import { ChevronRight, ClipboardList } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { SkeletonList } from '@/components/ui/skeleton';
import type { UserType } from '@/lib/session';
import { enlaceEncuesta, useEncuestasUsuario } from '../api/encuestas-usuario';

/**
 * Home section (spec §2): the reader's pending surveys with their start
 * links and a link to all of them; nothing when none is pending. Its texts
 * are in the shell catalogue (the home loads no surveys area).
 */
export function EncuestasInicio({ perfil, pathLista }: { perfil: UserType; pathLista: string }) {
  const { t } = useTranslation();
  const { data, isPending, isError } = useEncuestasUsuario(perfil, true, true);
  const pendientes = (data ?? []).filter((e) => !e.contestada);
  if (isError || (!isPending && pendientes.length === 0)) return null;
  return (
    <Card aria-labelledby="inicio-encuestas" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="inicio-encuestas" className="flex items-center gap-2 text-lg font-semibold text-fg">
          <ClipboardList aria-hidden="true" className="size-5 text-primary" />
          {t('encuestasInicio.titulo')}
        </h2>
        <Link to={pathLista} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          {t('encuestasInicio.verTodas')}
        </Link>
      </div>
      {isPending ? (
        <SkeletonList label={t('encuestasInicio.cargando')} count={2} />
      ) : (
        <ul className="-mx-2 flex flex-col divide-y divide-border">
          {pendientes.map((e) => (
            <li key={e.idEncuesta}>
              <Link
                to={enlaceEncuesta(e.urlAcceso, e.querystringValue)}
                className="flex items-center justify-between gap-3 rounded-lg px-2 py-3 transition hover:bg-subtle"
              >
                <span className="flex min-w-0 flex-col gap-0.5">
                  <span className="text-sm font-medium text-fg">{e.titulo}</span>
                  <span className="text-xs text-muted">
                    {e.respuestaObligatoria ? t('encuestasInicio.obligatoria') : t('encuestasInicio.empezar')}
                  </span>
                </span>
                <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-primary" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
