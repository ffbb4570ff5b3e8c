import type { Notificacion } from '@puente/contract/endpoints/notificaciones';
import { Check, ExternalLink, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

export interface NotificacionItemProps {
  notificacion: Notificacion;
  /** Marks it read (when unread); the call of spec §4. */
  onLeer: () => void;
  onEliminar: () => void;
  /** Closes the panel after following an in-app link. */
  onNavegar: () => void;
}

const esExterna = (url: string) => /^https?:\/\//i.test(url);

/**
 * One notification: opening it marks it read and follows its link (in the
 * portal, or a new tab for an external one); one without a link is marked
 * read with its own button.
 */
export function NotificacionItem({ notificacion: n, onLeer, onEliminar, onNavegar }: NotificacionItemProps) {
  const { t } = useTranslation();
  const abrir = () => {
    if (!n.leida) onLeer();
  };
  const interno = n.urlAcceso && !esExterna(n.urlAcceso) ? n.urlAcceso : null;
  const externo = interno ? null : (n.urlExterna ?? n.urlAcceso);
  const tituloClase = cn('text-sm leading-snug text-fg', n.leida ? 'font-medium' : 'font-semibold');
  // The link covers the whole row; the buttons sit above it.
  const enlaceClase = cn(tituloClase, 'rounded-sm outline-none after:absolute after:inset-0');
  return (
    <li
      data-leida={n.leida}
      data-enlace={Boolean(interno || externo)}
      className={cn(
        'group relative flex gap-3 px-4 py-3 transition has-[a:focus-visible]:bg-subtle has-[a:focus-visible]:outline-2 has-[a:focus-visible]:-outline-offset-2 has-[a:focus-visible]:outline-accent',
        (interno || externo) && 'hover:bg-subtle',
      )}
    >
      <span className="mt-1.5 flex size-2.5 shrink-0 items-center justify-center">
        {n.leida ? null : <span aria-hidden="true" className="size-2.5 rounded-full bg-primary" />}
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p>
          {n.leida ? null : <span className="sr-only">{t('notificaciones.sinLeer')}: </span>}
          {interno ? (
            <Link
              to={interno}
              className={enlaceClase}
              onClick={() => {
                abrir();
                onNavegar();
              }}
            >
              {n.titulo}
            </Link>
          ) : externo ? (
            <a href={externo} target="_blank" rel="noopener noreferrer" className={enlaceClase} onClick={abrir}>
              {n.titulo}
              <ExternalLink aria-hidden="true" className="ms-1 inline size-3.5 align-[-2px] text-muted" />
              <span className="sr-only"> {t('ui.abreEnPestana')}</span>
            </a>
          ) : (
            <span className={tituloClase}>{n.titulo}</span>
          )}
        </p>
        <p className="text-sm leading-relaxed text-muted">{n.texto}</p>
        <p className="text-xs text-muted">{n.fecha}</p>
      </div>
      <div className="relative z-10 flex shrink-0 flex-col items-center gap-1">
        {!n.leida && !interno && !externo ? (
          <IconoBoton etiqueta={t('notificaciones.marcarLeida', { titulo: n.titulo })} onClick={onLeer}>
            <Check aria-hidden="true" className="size-4" />
          </IconoBoton>
        ) : null}
        <IconoBoton etiqueta={t('notificaciones.eliminar', { titulo: n.titulo })} onClick={onEliminar} peligro>
          <Trash2 aria-hidden="true" className="size-4" />
        </IconoBoton>
      </div>
    </li>
  );
}

function IconoBoton({
  etiqueta,
  onClick,
  peligro,
  children,
}: {
  etiqueta: string;
  onClick: () => void;
  peligro?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={etiqueta}
      title={etiqueta}
      className={cn(
        'inline-flex size-8 cursor-pointer items-center justify-center rounded-full text-muted transition hover:bg-surface',
        peligro ? 'hover:text-danger' : 'hover:text-primary',
      )}
    >
      {children}
    </button>
  );
}
