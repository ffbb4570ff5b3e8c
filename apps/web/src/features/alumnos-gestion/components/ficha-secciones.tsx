import type { AlumnoGestion } from '@puente/contract/alumnos-gestion';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EstadoCandidaturaBadge } from '@/components/estado-candidatura-badge';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { useFormato } from '@/lib/formato';
import { useLanguage } from '@/lib/i18n';
import { diaMadrid, fechaHora } from './estado-alumno';

/** One section of the student's page: a card with its heading (an anchor of the page's index) and its count. */
export function SeccionFicha({
  id,
  icon: Icon,
  titulo,
  cuantos,
  descripcion,
  accion,
  children,
}: {
  id: string;
  icon: LucideIcon;
  titulo: string;
  cuantos?: number;
  descripcion?: ReactNode;
  accion?: ReactNode;
  children: ReactNode;
}) {
  const { numero } = useFormato();
  return (
    <Card aria-labelledby={`${id}-titulo`} className="flex scroll-mt-24 flex-col gap-4" id={id}>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id={`${id}-titulo`} className="flex items-center gap-2 text-lg font-semibold text-fg">
            <Icon aria-hidden="true" className="size-5 shrink-0 text-primary" />
            <span>{titulo}</span>
            {cuantos === undefined ? null : (
              <span className="rounded-full bg-subtle px-2 py-0.5 text-xs font-semibold text-muted tabular-nums">
                {numero(cuantos)}
              </span>
            )}
          </h2>
          {descripcion ? <p className="text-sm text-muted">{descripcion}</p> : null}
        </div>
        {accion}
      </header>
      {children}
    </Card>
  );
}

/** A section's list: one row per item, its title and what else is known, wrapping at 360 px. */
export function Filas({ vacio, children }: { vacio: string; children: ReactNode[] }) {
  if (children.length === 0) return <p className="text-sm text-muted">{vacio}</p>;
  return <ul className="flex flex-col divide-y divide-border">{children}</ul>;
}

export function Fila({ titulo, detalle, marca }: { titulo: ReactNode; detalle?: ReactNode; marca?: ReactNode }) {
  return (
    <li className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
      <div className="flex min-w-0 flex-col gap-0.5">
        <p className="font-medium break-words text-fg">{titulo}</p>
        {detalle ? <p className="text-sm text-muted">{detalle}</p> : null}
      </div>
      {marca ? <div className="shrink-0">{marca}</div> : null}
    </li>
  );
}

const PILDORA: Record<string, string> = {
  exito: 'bg-success-bg text-success',
  aviso: 'bg-warning-bg text-warning',
  peligro: 'bg-danger-bg text-danger',
  neutro: 'bg-subtle text-muted',
  info: 'bg-info-bg text-info',
};

export function Pildora({ tono, children }: { tono: keyof typeof PILDORA; children: ReactNode }) {
  return (
    <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap', PILDORA[tono])}>{children}</span>
  );
}

/** A term and its value; "—" when there is none. */
export function Dato({ termino, children }: { termino: string; children: ReactNode }) {
  const { t } = useTranslation();
  const vacio = children === null || children === undefined || children === '';
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-medium text-muted">{termino}</dt>
      <dd className="break-words text-sm text-fg">{vacio ? t('gestionAlumnos.ficha.sinDato') : children}</dd>
    </div>
  );
}

type Ficha = AlumnoGestion;

export function ListaCandidaturas({ ficha }: { ficha: Ficha }) {
  const { t } = useTranslation();
  const { fecha } = useFormato();
  return (
    <Filas vacio={t('gestionAlumnos.ficha.sinCandidaturas')}>
      {ficha.candidaturas.map((c) => (
        <Fila
          key={c.idCandidatura}
          titulo={c.titulo}
          detalle={t('gestionAlumnos.ficha.candidaturaDetalle', { empresa: c.empresa.nombre, fecha: fecha(diaMadrid(c.fecha)) })}
          marca={<EstadoCandidaturaBadge lector="empresa" estado={c.estado} texto={c.Estado} />}
        />
      ))}
    </Filas>
  );
}

const TONO_PRACTICA: Record<string, keyof typeof PILDORA> = {
  propuesta: 'aviso',
  en_curso: 'info',
  finalizada: 'exito',
  rechazada: 'peligro',
  anulada: 'neutro',
};

export function ListaPracticas({ ficha }: { ficha: Ficha }) {
  const { t } = useTranslation();
  const { fecha } = useFormato();
  return (
    <Filas vacio={t('gestionAlumnos.ficha.sinPracticas')}>
      {ficha.practicas.map((p) => (
        <Fila
          key={p.idPractica}
          titulo={p.empresa.nombre}
          detalle={[
            t(`gestionAlumnos.ficha.tipoPractica.${p.tipo}`, { defaultValue: p.tipo }),
            t('gestionAlumnos.ficha.periodo', { desde: fecha(p.fechaInicio), hasta: fecha(p.fechaFin) }),
            p.programa,
          ]
            .filter(Boolean)
            .join(' · ')}
          marca={
            <Pildora tono={TONO_PRACTICA[p.estado] ?? 'neutro'}>
              {t(`gestionAlumnos.ficha.estadoPractica.${p.estado}`, { defaultValue: p.estado })}
            </Pildora>
          }
        />
      ))}
    </Filas>
  );
}

const TONO_ADHESION: Record<string, keyof typeof PILDORA> = { solicitada: 'aviso', adherida: 'exito', rechazada: 'peligro' };

export function ListaProgramas({ ficha }: { ficha: Ficha }) {
  const { t } = useTranslation();
  const { fecha } = useFormato();
  return (
    <Filas vacio={t('gestionAlumnos.ficha.sinProgramas')}>
      {ficha.programas.map((p) => (
        <Fila
          key={p.idPrograma}
          titulo={p.titulo}
          detalle={t('gestionAlumnos.ficha.solicitadaEl', { fecha: fecha(diaMadrid(p.fecha)) })}
          marca={
            <Pildora tono={TONO_ADHESION[p.estado] ?? 'neutro'}>
              {t(`gestionAlumnos.ficha.estadoAdhesion.${p.estado}`, { defaultValue: p.estado })}
            </Pildora>
          }
        />
      ))}
    </Filas>
  );
}

export function ListaEventos({ ficha }: { ficha: Ficha }) {
  const { t } = useTranslation();
  const idioma = useLanguage();
  return (
    <Filas vacio={t('gestionAlumnos.ficha.sinEventos')}>
      {ficha.eventos.map((e) => (
        <Fila
          key={e.idEvento}
          titulo={e.titulo}
          detalle={fechaHora(e.fecha, idioma)}
          marca={
            <Pildora tono={e.estado === 'inscrito' ? 'exito' : 'aviso'}>
              {t(`gestionAlumnos.ficha.estadoInscripcion.${e.estado}`, { defaultValue: e.estado })}
            </Pildora>
          }
        />
      ))}
    </Filas>
  );
}

export function ListaEncuestas({ ficha }: { ficha: Ficha }) {
  const { t } = useTranslation();
  const { fecha } = useFormato();
  return (
    <Filas vacio={t('gestionAlumnos.ficha.sinEncuestas')}>
      {ficha.encuestas.map((e) => (
        <Fila key={e.idEncuesta} titulo={e.titulo} detalle={t('gestionAlumnos.ficha.contestadaEl', { fecha: fecha(e.dia) })} />
      ))}
    </Filas>
  );
}

export function ListaNotificaciones({ ficha }: { ficha: Ficha }) {
  const { t } = useTranslation();
  const { fecha } = useFormato();
  return (
    <Filas vacio={t('gestionAlumnos.ficha.sinAvisos')}>
      {ficha.notificaciones.map((n) => (
        <Fila
          key={n.idNotificacion}
          titulo={n.titulo}
          detalle={
            <>
              <span className="block text-fg">{n.texto}</span>
              <span>{fecha(n.fecha)}</span>
            </>
          }
          marca={
            <span className="flex flex-wrap gap-1">
              {n.importante ? <Pildora tono="aviso">{t('gestionAlumnos.ficha.importante')}</Pildora> : null}
              <Pildora tono={n.leida ? 'neutro' : 'info'}>
                {t(n.leida ? 'gestionAlumnos.ficha.leida' : 'gestionAlumnos.ficha.noLeida')}
              </Pildora>
            </span>
          }
        />
      ))}
    </Filas>
  );
}

export function ListaLecturasCv({ ficha }: { ficha: Ficha }) {
  const { t } = useTranslation();
  const idioma = useLanguage();
  return (
    <Filas vacio={t('gestionAlumnos.ficha.sinLecturas')}>
      {ficha.lecturasCv.map((l) => {
        const quien = l.lector.nombre ?? t('gestionAlumnos.ficha.cuentaBorrada');
        const titulo =
          l.lector.tipo === 'empresa'
            ? t('gestionAlumnos.ficha.lectorEmpresa', {
                nombre: quien,
                empresa: l.lector.empresa?.nombre ?? t('gestionAlumnos.ficha.empresaDesconocida'),
              })
            : t('gestionAlumnos.ficha.lectorGestor', { nombre: quien });
        return (
          <Fila
            key={l.id}
            titulo={titulo}
            detalle={[
              t(`gestionAlumnos.ficha.accionLectura.${l.accion}`),
              fechaHora(l.fecha, idioma),
              l.lector.gestorComo ? t('gestionAlumnos.ficha.gestorComo', { nombre: l.lector.gestorComo }) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
            marca={
              <Pildora tono={l.lector.tipo === 'empresa' ? 'info' : 'neutro'}>
                {t(l.lector.tipo === 'empresa' ? 'gestionAlumnos.ficha.empresa' : 'gestionAlumnos.ficha.universidad')}
              </Pildora>
            }
          />
        );
      })}
    </Filas>
  );
}
