import type { AlumnoGestion } from '@puente/contract/alumnos-gestion';
import type { Cv } from '@puente/contract/cv';
import {
  BellRing,
  BookOpen,
  Briefcase,
  CalendarDays,
  ClipboardList,
  Eye,
  FileText,
  GraduationCap,
  IdCard,
  Layers,
  RotateCw,
  UserX,
} from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { FichaNoDisponible, VolverALista } from '@/components/ficha-gestion/ficha-gestion';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SkeletonList } from '@/components/ui/skeleton';
import { useMiCuentaGestor, usePermite } from '@/lib/cuenta-gestor';
import { useFormato } from '@/lib/formato';
import { useLanguage } from '@/lib/i18n';
import { useAlumnoGestion, useCvAlumno } from '../api/alumnos-gestion';
import { diaMadrid, EstadoAlumnoBadge, fechaHora, nombreCompleto } from './estado-alumno';
import {
  Dato,
  Fila,
  Filas,
  ListaCandidaturas,
  ListaEncuestas,
  ListaEventos,
  ListaLecturasCv,
  ListaNotificaciones,
  ListaPracticas,
  ListaProgramas,
  Pildora,
  SeccionFicha,
} from './ficha-secciones';

export interface FichaAlumnoPageProps {
  idAlumno: number;
  /** The page heading (breadcrumbs and h1) with the student's name once it is known. */
  heading: (titulo?: string) => ReactNode;
  /** How the CV is shown once loaded: the route composes the companies' view of it. */
  verCv: (cv: Cv) => ReactNode;
  /** Extra actions for the page's header, given by the route once the student is loaded ("Entrar como"). */
  acciones?: (ficha: AlumnoGestion) => ReactNode;
}

const SECCIONES = [
  'datos',
  'curriculum',
  'candidaturas',
  'practicas',
  'programas',
  'eventos',
  'encuestas',
  'avisos',
  'lecturas',
  'baja',
] as const;
const ancla = (seccion: (typeof SECCIONES)[number]) => `alumno-${seccion}`;

/**
 * /gestion/alumnos/:id: everything the university holds about one student (GET /api/Gestion/alumnos/:id),
 * one section each with an index to jump to it: personal data and academic records, the CV (loaded only
 * when asked for: reading it is audited, and the read shows in "Quién ha leído su CV"), candidacies,
 * internships, programmes, events, surveys answered under their name (never the answers), notifications
 * sent and, for administración, their deregistration requests.
 */
export function FichaAlumnoPage({ idAlumno, heading, verCv, acciones }: FichaAlumnoPageProps) {
  const { t } = useTranslation();
  const idioma = useLanguage();
  const { fecha, numero } = useFormato();
  const location = useLocation();
  const cuenta = useMiCuentaGestor();
  const puedeLeer = usePermite('practicas:leer');
  const volverA = `/gestion/alumnos${(location.state as { volver?: string } | null)?.volver ?? ''}`;
  const ficha = useAlumnoGestion(idAlumno);
  const [cvPedido, setCvPedido] = useState(false);
  const cv = useCvAlumno(idAlumno, cvPedido);

  const volver = <VolverALista a={volverA} texto={t('gestionAlumnos.ficha.volver')} />;

  if ((cuenta.data && !puedeLeer) || !ficha.data)
    return (
      <FichaNoDisponible
        heading={heading}
        sinPermiso={
          cuenta.data && !puedeLeer
            ? { titulo: t('gestion.sinPermiso.titulo'), texto: t('gestionAlumnos.sinPermiso') }
            : undefined
        }
        cargando={
          ficha.isPending
            ? {
                etiqueta: t('gestionAlumnos.ficha.cargando'),
                cabecera: ['h-28 rounded-2xl', 'h-12 rounded-xl', 'h-48 rounded-2xl'],
              }
            : undefined
        }
        error={{
          titulo: t('gestionAlumnos.ficha.error'),
          reintentar: t('gestionAlumnos.reintentar'),
          onReintentar: () => void ficha.refetch(),
          volver,
        }}
      />
    );

  const f = ficha.data;
  const p = f.personales;
  const nombre = nombreCompleto(p);
  const si = (valor: boolean) => t(valor ? 'gestionAlumnos.ficha.si' : 'gestionAlumnos.ficha.no');
  const secciones = SECCIONES.filter((s) => s !== 'baja' || f.solicitudesBaja !== null);

  return (
    <>
      {heading(nombre)}
      <div className="flex flex-col gap-5">
        <Card as="header" aria-label={t('gestionAlumnos.ficha.resumen')} className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center gap-2">
            <EstadoAlumnoBadge estado={f.estado} className="text-sm" />
            <span className="text-sm text-muted">{t('gestionAlumnos.ficha.alta', { fecha: fecha(diaMadrid(f.fechaAlta)) })}</span>
          </div>
          {f.estado === 'bloqueado' && f.mensajeBloqueo ? (
            <Banner tone="warning" role="status" title={t('gestionAlumnos.ficha.bloqueada')}>
              {f.mensajeBloqueo}
            </Banner>
          ) : null}
          <dl className="grid gap-3 sm:grid-cols-3">
            <Dato termino={t('gestionAlumnos.ficha.dni')}>{p.dni}</Dato>
            <Dato termino={t('gestionAlumnos.ficha.email')}>{p.email}</Dato>
            <Dato termino={t('gestionAlumnos.ficha.telefono')}>{p.telefono}</Dato>
          </dl>
          <div className="flex flex-wrap gap-2">
            {volver}
            {acciones?.(f)}
          </div>
        </Card>

        <nav aria-label={t('gestionAlumnos.ficha.indice')}>
          <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
            {secciones.map((s) => (
              <li key={s}>
                <a href={`#${ancla(s)}`} className="font-medium text-primary underline-offset-4 hover:underline">
                  {t(`gestionAlumnos.ficha.secciones.${s}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <SeccionFicha id={ancla('datos')} icon={IdCard} titulo={t('gestionAlumnos.ficha.secciones.datos')}>
          <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <Dato termino={t('gestionAlumnos.ficha.nombre')}>{nombre}</Dato>
            <Dato termino={t('gestionAlumnos.ficha.fechaNacimiento')}>{p.fechaNacimiento ? fecha(p.fechaNacimiento) : null}</Dato>
            <Dato termino={t('gestionAlumnos.ficha.nacionalidad')}>{p.nacionalidad}</Dato>
            <Dato termino={t('gestionAlumnos.ficha.direccion')}>{p.direccion}</Dato>
            <Dato termino={t('gestionAlumnos.ficha.provincia')}>{p.provincia}</Dato>
            <Dato termino={t('gestionAlumnos.ficha.deLaUniversidad')}>{si(p.deLaUniversidad)}</Dato>
            <Dato termino={t('gestionAlumnos.ficha.buscaPracticas')}>
              {p.conPracticas ? si(p.busquedaPracticasActiva) : t('gestionAlumnos.ficha.noAplica')}
            </Dato>
            <Dato termino={t('gestionAlumnos.ficha.buscaEmpleo')}>
              {p.conEmpleo ? si(p.busquedaEmpleoActiva) : t('gestionAlumnos.ficha.noAplica')}
            </Dato>
            <Dato termino={t('gestionAlumnos.ficha.comunicaciones')}>{si(p.comunicacionesEmail)}</Dato>
          </dl>
          <div className="flex flex-col gap-2">
            <h3 className="flex items-center gap-2 font-semibold text-fg">
              <GraduationCap aria-hidden="true" className="size-4 text-primary" />
              {t('gestionAlumnos.ficha.expediente')}
            </h3>
            <Filas vacio={t('gestionAlumnos.ficha.sinExpediente')}>
              {f.expediente.map((x) => (
                <Fila
                  key={x.idTitulacion}
                  titulo={x.titulacion}
                  detalle={[
                    x.fechaInicio ? t('gestionAlumnos.ficha.desde', { fecha: fecha(x.fechaInicio) }) : null,
                    x.creditosSuperados === null ? null : t('gestionAlumnos.ficha.creditos', { creditos: x.creditosSuperados }),
                    x.notaMedia === null ? null : t('gestionAlumnos.ficha.notaMedia', { nota: numero(x.notaMedia) }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                  marca={
                    <Pildora tono={x.finalizado ? 'exito' : 'info'}>
                      {t(x.finalizado ? 'gestionAlumnos.ficha.finalizada' : 'gestionAlumnos.ficha.enCurso')}
                    </Pildora>
                  }
                />
              ))}
            </Filas>
          </div>
        </SeccionFicha>

        <SeccionFicha
          id={ancla('curriculum')}
          icon={FileText}
          titulo={t('gestionAlumnos.ficha.secciones.curriculum')}
          descripcion={t('gestionAlumnos.ficha.cvAyuda')}
          accion={
            cvPedido ? null : (
              <Button variant="outline" onClick={() => setCvPedido(true)}>
                <Eye aria-hidden="true" />
                {t('gestionAlumnos.ficha.verCv')}
              </Button>
            )
          }
        >
          {!cvPedido ? null : cv.isPending ? (
            <SkeletonList label={t('gestionAlumnos.ficha.cargandoCv')} count={3} row="h-24 w-full rounded-2xl" />
          ) : cv.data ? (
            <div className="flex flex-col gap-5">{verCv(cv.data)}</div>
          ) : (
            <div className="flex flex-col items-start gap-3">
              <p className="text-sm text-fg">{t('gestionAlumnos.ficha.errorCv')}</p>
              <Button variant="outline" size="sm" onClick={() => void cv.refetch()}>
                <RotateCw aria-hidden="true" />
                {t('gestionAlumnos.reintentar')}
              </Button>
            </div>
          )}
        </SeccionFicha>

        <SeccionFicha
          id={ancla('candidaturas')}
          icon={Briefcase}
          titulo={t('gestionAlumnos.ficha.secciones.candidaturas')}
          cuantos={f.candidaturas.length}
        >
          <ListaCandidaturas ficha={f} />
        </SeccionFicha>
        <SeccionFicha
          id={ancla('practicas')}
          icon={ClipboardList}
          titulo={t('gestionAlumnos.ficha.secciones.practicas')}
          cuantos={f.practicas.length}
        >
          <ListaPracticas ficha={f} />
        </SeccionFicha>
        <SeccionFicha
          id={ancla('programas')}
          icon={Layers}
          titulo={t('gestionAlumnos.ficha.secciones.programas')}
          cuantos={f.programas.length}
        >
          <ListaProgramas ficha={f} />
        </SeccionFicha>
        <SeccionFicha
          id={ancla('eventos')}
          icon={CalendarDays}
          titulo={t('gestionAlumnos.ficha.secciones.eventos')}
          cuantos={f.eventos.length}
        >
          <ListaEventos ficha={f} />
        </SeccionFicha>
        <SeccionFicha
          id={ancla('encuestas')}
          icon={BookOpen}
          titulo={t('gestionAlumnos.ficha.secciones.encuestas')}
          cuantos={f.encuestas.length}
          descripcion={t('gestionAlumnos.ficha.encuestasAyuda')}
        >
          <ListaEncuestas ficha={f} />
        </SeccionFicha>
        <SeccionFicha
          id={ancla('avisos')}
          icon={BellRing}
          titulo={t('gestionAlumnos.ficha.secciones.avisos')}
          cuantos={f.notificaciones.length}
          descripcion={t('gestionAlumnos.ficha.avisosAyuda')}
        >
          <ListaNotificaciones ficha={f} />
        </SeccionFicha>
        <SeccionFicha
          id={ancla('lecturas')}
          icon={Eye}
          titulo={t('gestionAlumnos.ficha.secciones.lecturas')}
          cuantos={f.lecturasCv.length}
          descripcion={t('gestionAlumnos.ficha.lecturasAyuda')}
        >
          <ListaLecturasCv ficha={f} />
        </SeccionFicha>
        {f.solicitudesBaja === null ? null : (
          <SeccionFicha
            id={ancla('baja')}
            icon={UserX}
            titulo={t('gestionAlumnos.ficha.secciones.baja')}
            cuantos={f.solicitudesBaja.length}
            accion={
              f.solicitudesBaja.some((s) => s.estado === 'pendiente') ? (
                <Button asChild variant="outline" size="sm">
                  <Link to="/gestion/alumnos/bajas">{t('gestionAlumnos.ficha.atenderBaja')}</Link>
                </Button>
              ) : null
            }
          >
            <Filas vacio={t('gestionAlumnos.ficha.sinBajas')}>
              {f.solicitudesBaja.map((s) => (
                <Fila
                  key={s.idSolicitud}
                  titulo={t('gestionAlumnos.ficha.pedidaEl', { fecha: fechaHora(s.creadoEn, idioma) })}
                  detalle={
                    s.resolucion
                      ? t('gestionAlumnos.bajas.decididaPor', {
                          gestor: s.resolucion.gestor ?? t('gestionAlumnos.ficha.cuentaBorrada'),
                          fecha: fechaHora(s.resolucion.fecha, idioma),
                        }) + (s.resolucion.baseLegal ? ` · ${s.resolucion.baseLegal}` : '')
                      : (s.motivo ?? undefined)
                  }
                  marca={
                    <Pildora tono={s.estado === 'pendiente' ? 'aviso' : s.estado === 'aceptada' ? 'neutro' : 'info'}>
                      {t(`gestionAlumnos.bajas.estado.${s.estado}`)}
                    </Pildora>
                  }
                />
              ))}
            </Filas>
          </SeccionFicha>
        )}
      </div>
    </>
  );
}
