import { ArrowLeft, ArrowRightLeft, Award, GraduationCap, History, Mail, MapPin, Phone } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EstadoCandidaturaBadge } from '@/components/estado-candidatura-badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SkeletonDetail } from '@/components/ui/skeleton';
import { useEtiquetaEstadoCandidatura } from '@/lib/estado-candidatura';
import { focusWhenReady } from '@/lib/focus-return';
import { useCandidato } from '../api/candidato';
import { useMoverCandidatura } from '../hooks/use-mover-candidatura';
import { idCambiar } from '../ids';
import { Avatar } from './avatar';
import { DialogoMover } from './cambiar-estado-dialog';

/** A candidate's CV as the company sees it (name, contact, studies) with the candidacy's history. */
export function VerCvPage({ idCandidatura }: { idCandidatura: number }) {
  const { t } = useTranslation();
  const etiqueta = useEtiquetaEstadoCandidatura('empresa');
  const cv = useCandidato(idCandidatura);
  const [anuncio, setAnuncio] = useState('');
  const anunciar = useCallback((texto: string) => setAnuncio(texto), []);
  const mover = useMoverCandidatura(cv.data?.idOferta ?? 0, {
    anunciar,
    enfocar: (id) => focusWhenReady(() => document.getElementById(idCambiar(id))),
  });

  if (cv.isPending) return <SkeletonDetail label={t('candidatos.cargando')} header={['h-8 w-56', 'h-36 rounded-2xl']} />;
  if (!cv.data) {
    return (
      <Button asChild variant="outline" className="w-fit">
        <Link to="/mis-ofertas">
          <ArrowLeft aria-hidden="true" />
          {t('candidatos.cv.volverOfertas')}
        </Link>
      </Button>
    );
  }
  const c = cv.data;
  const p = c.personales;
  const apellidos = [p.apellido1, p.apellido2].filter(Boolean).join(' ');
  const nombre = `${p.nombre} ${apellidos}`;
  return (
    <div className="flex flex-col gap-5">
      <Button asChild variant="ghost" size="sm" className="w-fit">
        <Link to={`/oferta/${c.idOferta}`}>
          <ArrowLeft aria-hidden="true" />
          {t('candidatos.cv.volverOferta', { titulo: c.tituloOferta })}
        </Link>
      </Button>
      <Card aria-labelledby="cv-nombre" className="flex flex-col gap-5 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 items-start gap-4">
          <Avatar nombre={p.nombre} apellidos={p.apellido1} />
          <div className="flex min-w-0 flex-col gap-2">
            <h2 id="cv-nombre" className="text-xl font-semibold text-fg">
              {nombre}
            </h2>
            <p className="text-sm text-muted">
              {t('candidatos.cv.candidatura', { titulo: c.tituloOferta, fecha: c.fechaInscripcion })}
            </p>
            <ul className="flex flex-wrap gap-x-5 gap-y-1.5 text-sm text-fg">
              <li>
                <a href={`mailto:${p.email}`} className="inline-flex items-center gap-1.5 hover:underline">
                  <Mail aria-hidden="true" className="size-4 text-muted" />
                  {p.email}
                </a>
              </li>
              {p.telefono ? (
                <li>
                  <a href={`tel:${p.telefono}`} className="inline-flex items-center gap-1.5 hover:underline">
                    <Phone aria-hidden="true" className="size-4 text-muted" />
                    {p.telefono}
                  </a>
                </li>
              ) : null}
              {p.provincia ? (
                <li className="inline-flex items-center gap-1.5">
                  <MapPin aria-hidden="true" className="size-4 text-muted" />
                  {p.provincia}
                </li>
              ) : null}
            </ul>
          </div>
        </div>
        <div className="flex flex-col items-start gap-3 sm:items-end">
          <EstadoCandidaturaBadge lector="empresa" estado={c.estado} texto={c.Estado} className="text-sm" />
          {c.transiciones.length > 0 ? (
            <Button
              id={idCambiar(c.idCandidatura)}
              variant="outline"
              size="sm"
              onClick={() =>
                mover.abrirDialogo({ idCandidatura: c.idCandidatura, nombre, estado: c.estado, transiciones: c.transiciones })
              }
            >
              <ArrowRightLeft aria-hidden="true" />
              {t('candidatos.cambiarEstado')}
            </Button>
          ) : null}
        </div>
      </Card>
      <div className="grid gap-5 lg:grid-cols-[1fr_22rem]">
        <Card aria-labelledby="cv-estudios">
          <h3 id="cv-estudios" className="mb-4 flex items-center gap-2 font-semibold text-fg">
            <GraduationCap aria-hidden="true" className="size-5 text-primary" />
            {t('candidatos.cv.estudios')}
          </h3>
          {c.academicos.length === 0 ? (
            <p className="text-sm text-muted">{t('candidatos.cv.sinEstudios')}</p>
          ) : (
            <ul className="flex flex-col gap-3">
              {c.academicos.map((e) => (
                <li key={e.id} className="flex flex-col gap-1.5 rounded-xl border border-border p-4">
                  <p className="font-medium text-fg">{e.titulacion}</p>
                  <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted">
                    <span>{e.nivel}</span>
                    <span>
                      {e.finalizado ? t('candidatos.cv.finalizado') : t('candidatos.cv.enCurso')}
                      {e.fechaInicio ? ` · ${e.fechaInicio}${e.fechaFin ? ` – ${e.fechaFin}` : ''}` : ''}
                    </span>
                    {e.notaMedia !== null ? (
                      <span className="inline-flex items-center gap-1">
                        <Award aria-hidden="true" className="size-3.5" />
                        {t('candidatos.cv.nota', { nota: e.notaMedia })}
                      </span>
                    ) : null}
                  </p>
                  {e.deLaUniversidad ? (
                    <span className="w-fit rounded-full bg-subtle px-2 py-0.5 text-xs font-medium text-primary">
                      {t('candidatos.cv.deLaUniversidad')}
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card aria-labelledby="cv-historial" className="h-fit">
          <h3 id="cv-historial" className="mb-4 flex items-center gap-2 font-semibold text-fg">
            <History aria-hidden="true" className="size-5 text-primary" />
            {t('candidatos.cv.historial')}
          </h3>
          <ol className="relative flex flex-col gap-4 border-s-2 border-border ps-5">
            {c.historial.map((h, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the history only grows and is never reordered.
              <li key={i} className="relative flex flex-col gap-0.5">
                <span
                  aria-hidden="true"
                  className="absolute -start-[1.72rem] top-1 size-3 rounded-full border-2 border-surface bg-primary"
                />
                <span className="text-xs text-muted">{h.fecha}</span>
                <span className="text-sm font-semibold text-fg">{etiqueta(h.estadoNuevo, h.Estado)}</span>
                {h.motivo ? <span className="text-sm text-fg">{t('candidatos.cv.motivo', { motivo: h.motivo })}</span> : null}
                {h.comentario ? <span className="text-sm whitespace-pre-line text-muted italic">{h.comentario}</span> : null}
              </li>
            ))}
          </ol>
        </Card>
      </div>
      <div aria-live="polite" className="sr-only">
        {anuncio}
      </div>
      <DialogoMover mover={mover} />
    </div>
  );
}
