import { reglaCampo } from '@puente/contract/cv';
import { ArrowLeft, ArrowRightLeft, Mail, MapPin, Phone, RotateCw } from 'lucide-react';
import { type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EstadoCandidaturaBadge } from '@/components/estado-candidatura-badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton, SkeletonDetail, SkeletonList } from '@/components/ui/skeleton';
import { download } from '@/lib/api-client';
import { useBrand } from '@/lib/brand';
import { focusWhenReady } from '@/lib/focus-return';
import { useCandidato } from '../api/candidato';
import { useCvCandidato } from '../api/cv-candidato';
import { useMoverCandidatura } from '../hooks/use-mover-candidatura';
import { idCambiar } from '../ids';
import { DialogoMover } from './cambiar-estado-dialog';
import { Documentos, Enlaces } from './cv/cv-documentos';
import { Competencias, Experiencia, Formacion, Idiomas, Informatica, Intereses, Presentacion } from './cv/cv-secciones';
import { DescargarBoton } from './cv/descargar-boton';
import { FotoCandidato } from './cv/foto-candidato';
import { Historial } from './cv/historial';

function Dato({ icon: Icon, children }: { icon: typeof Mail; children: ReactNode }) {
  return (
    <li className="inline-flex min-w-0 items-center gap-1.5">
      <Icon aria-hidden="true" className="size-4 shrink-0 text-muted" />
      <span className="min-w-0 break-words">{children}</span>
    </li>
  );
}

/**
 * /ver-cv/{id}: a candidate's whole CV as the company may read it
 * (dameCvCandidato: no DNI, no private documents, no field the brand hides),
 * the photo, the CV as PDF and the documents, beside the candidacy's state,
 * its changes and history (dameCandidato).
 */
export function VerCvPage({ idCandidatura }: { idCandidatura: number }) {
  const { t } = useTranslation();
  const campos = useBrand().campos;
  const candidato = useCandidato(idCandidatura);
  const cv = useCvCandidato(idCandidatura);
  const [anuncio, setAnuncio] = useState('');
  const anunciar = useCallback((texto: string) => setAnuncio(texto), []);
  const mover = useMoverCandidatura(candidato.data?.idOferta ?? 0, {
    anunciar,
    enfocar: (id) => focusWhenReady(() => document.getElementById(idCambiar(id))),
  });

  if (candidato.isPending) return <SkeletonDetail label={t('candidatos.cargando')} header={['h-8 w-56', 'h-36 rounded-2xl']} />;
  if (!candidato.data) {
    return (
      <Button asChild variant="outline" className="w-fit">
        <Link to="/mis-ofertas">
          <ArrowLeft aria-hidden="true" />
          {t('candidatos.cv.volverOfertas')}
        </Link>
      </Button>
    );
  }
  const c = candidato.data;
  const p = c.personales;
  const nombre = [p.nombre, p.apellido1, p.apellido2].filter(Boolean).join(' ');
  const completo = cv.data;
  const visible = (campo: string) => reglaCampo(campos, 'personales', campo).visible;
  return (
    <div className="flex flex-col gap-5">
      <Button asChild variant="ghost" size="sm" className="w-fit">
        <Link to={`/oferta/${c.idOferta}`}>
          <ArrowLeft aria-hidden="true" />
          {t('candidatos.cv.volverOferta', { titulo: c.tituloOferta })}
        </Link>
      </Button>
      <Card aria-labelledby="cv-nombre" className="flex flex-col gap-5 md:flex-row md:items-start md:justify-between">
        <div className="flex min-w-0 flex-col items-start gap-4 sm:flex-row">
          {cv.isPending ? (
            <Skeleton className="size-20 shrink-0 rounded-full sm:size-24" />
          ) : (
            <FotoCandidato
              idCandidatura={idCandidatura}
              hayFoto={Boolean(completo?.urlImagenPerfil)}
              nombre={p.nombre}
              apellido={p.apellido1}
              alt={t('candidatos.cv.fotoDe', { nombre })}
            />
          )}
          <div className="flex min-w-0 flex-col gap-2">
            <h2 id="cv-nombre" className="text-xl font-semibold break-words text-fg">
              {nombre}
            </h2>
            <p className="text-sm text-muted">
              {t('candidatos.cv.candidatura', { titulo: c.tituloOferta, fecha: c.fechaInscripcion })}
            </p>
            <ul className="flex flex-wrap gap-x-5 gap-y-1.5 text-sm text-fg">
              <li className="min-w-0">
                <a href={`mailto:${p.email}`} className="inline-flex max-w-full items-center gap-1.5 break-all hover:underline">
                  <Mail aria-hidden="true" className="size-4 shrink-0 text-muted" />
                  {p.email}
                </a>
              </li>
              {p.telefono && visible('telefono') ? (
                <li>
                  <a href={`tel:${p.telefono}`} className="inline-flex items-center gap-1.5 hover:underline">
                    <Phone aria-hidden="true" className="size-4 text-muted" />
                    {p.telefono}
                  </a>
                </li>
              ) : null}
              {p.provincia ? <Dato icon={MapPin}>{p.provincia}</Dato> : null}
            </ul>
            {completo?.necesitaPermisoTrabajo ? (
              <p className="text-sm text-fg">
                {t(completo.tienePermisoTrabajo ? 'candidatos.cv.conPermiso' : 'candidatos.cv.sinPermiso')}
              </p>
            ) : null}
          </div>
        </div>
        <div className="flex flex-col items-start gap-3 md:items-end">
          <EstadoCandidaturaBadge lector="empresa" estado={c.estado} texto={c.Estado} className="text-sm" />
          <div className="flex flex-wrap gap-2 md:justify-end">
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
            <DescargarBoton variant="primary" obtener={() => download('descargaCvCandidato', { id: idCandidatura })}>
              {t('candidatos.cv.descargarPdf')}
            </DescargarBoton>
          </div>
        </div>
      </Card>
      {completo ? (
        <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="flex min-w-0 flex-col gap-5">
            <Presentacion cv={completo} />
            <Experiencia cv={completo} campos={campos} />
            <Formacion cv={completo} campos={campos} />
            <Idiomas cv={completo} />
            <Competencias cv={completo} />
            <Informatica cv={completo} />
            <Intereses cv={completo} />
          </div>
          <div className="flex min-w-0 flex-col gap-5">
            <Documentos cv={completo} idCandidatura={idCandidatura} />
            <Enlaces cv={completo} />
            <Historial historial={c.historial} />
          </div>
        </div>
      ) : cv.isPending ? (
        <SkeletonList label={t('candidatos.cv.cargandoCv')} count={4} row="h-32 w-full rounded-2xl" />
      ) : (
        <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <Card className="flex flex-col items-start gap-3">
            <p className="text-sm text-fg">{t('candidatos.cv.errorCv')}</p>
            <Button variant="outline" size="sm" onClick={() => void cv.refetch()} aria-busy={cv.isFetching || undefined}>
              <RotateCw aria-hidden="true" />
              {t('candidatos.reintentar')}
            </Button>
          </Card>
          <Historial historial={c.historial} />
        </div>
      )}
      <div aria-live="polite" className="sr-only">
        {anuncio}
      </div>
      <DialogoMover mover={mover} />
    </div>
  );
}
