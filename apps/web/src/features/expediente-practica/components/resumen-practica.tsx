import type { RequisitoInicio, SeguimientoPractica } from '@puente/contract/seguimiento-practicas';
import { Clock } from 'lucide-react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { useFormato } from '@/lib/formato';
import { claveEstadoPractica, claveRequisito, claveTipoPractica, tonoEstadoPractica } from '../etiquetas';
import { Dato } from './dato';
import { EtiquetaEstado } from './etiqueta-estado';
import { irASeccion } from './seccion-expediente';

/** Where, on this page, the company does what a requirement asks (null: someone else does it). */
function seccionDe(requisito: RequisitoInicio, p: SeguimientoPractica): 'proyecto' | 'seguridad-social' | null {
  if (requisito === 'proyecto_formativo') return 'proyecto';
  if ((requisito === 'ccc' || requisito === 'alta') && p.puedeRegistrarAlta) return 'seguridad-social';
  return null;
}

/** Who, what kind, its state, when, how long and with which tutors; while accepted, what still stops it. */
export function ResumenPractica({ practica: p }: { practica: SeguimientoPractica }) {
  const { t } = useTranslation();
  const { fecha } = useFormato();
  const sinDato = t('expedientePractica.resumen.sinDato');
  return (
    <Card aria-labelledby="resumen-titulo" className="flex flex-col gap-5">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <p className="text-xs font-medium uppercase tracking-wide text-muted">{t('expedientePractica.resumen.alumno')}</p>
          <h2 id="resumen-titulo" className="[overflow-wrap:anywhere] text-lg font-semibold leading-tight text-fg">
            {p.alumno}
          </h2>
        </div>
        <EtiquetaEstado tono={tonoEstadoPractica[p.estado]}>{t(claveEstadoPractica[p.estado])}</EtiquetaEstado>
      </header>
      <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2 lg:grid-cols-3">
        <Dato termino={t('expedientePractica.resumen.tipo')}>{t(claveTipoPractica[p.tipo])}</Dato>
        <Dato termino={t('expedientePractica.resumen.fechas')}>
          {t('expedientePractica.resumen.fechasValor', { inicio: fecha(p.fechaInicio), fin: fecha(p.fechaFin) })}
        </Dato>
        <Dato termino={t('expedientePractica.resumen.horas')}>
          {p.horasTotales !== null ? t('expedientePractica.resumen.horasValor', { horas: p.horasTotales }) : sinDato}
        </Dato>
        <Dato termino={t('expedientePractica.resumen.tutorEmpresa')}>
          <Persona persona={p.tutorEmpresa} vacio={sinDato} />
        </Dato>
        <Dato termino={t('expedientePractica.resumen.tutorAcademico')}>
          <Persona persona={p.tutorAcademico} vacio={t('expedientePractica.resumen.sinTutorAcademico')} />
        </Dato>
      </dl>
      {p.estado === 'aceptada' ? <Pendiente practica={p} /> : null}
    </Card>
  );
}

function Persona({ persona, vacio }: { persona: SeguimientoPractica['tutorEmpresa']; vacio: string }) {
  if (!persona) return <span className="text-muted">{vacio}</span>;
  return (
    <>
      {persona.nombre}
      {persona.email ? <span className="block text-muted">{persona.email}</span> : null}
    </>
  );
}

/** "Aún no han empezado. Falta: …", the record's `requisitosPendientes` in order, linking to where the company does its part. */
function Pendiente({ practica: p }: { practica: SeguimientoPractica }) {
  const { t } = useTranslation();
  const ir = (seccion: string) => (evento: MouseEvent<HTMLAnchorElement>) => {
    evento.preventDefault();
    irASeccion(seccion);
  };
  return (
    <section aria-labelledby="pendiente-titulo" className="flex gap-3 rounded-xl border border-warning/30 bg-warning-bg p-4">
      <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-warning" />
      <div className="flex min-w-0 flex-col gap-2">
        <h3 id="pendiente-titulo" className="font-semibold leading-snug text-fg">
          {t('expedientePractica.pendiente.titulo')}
        </h3>
        {p.requisitosPendientes.length > 0 ? (
          <>
            <p id="pendiente-falta" className="text-sm text-fg">
              {t('expedientePractica.pendiente.falta')}
            </p>
            <ul aria-labelledby="pendiente-falta" className="flex list-disc flex-col gap-1 ps-5 text-sm text-fg">
              {p.requisitosPendientes.map((requisito) => {
                const seccion = seccionDe(requisito, p);
                return (
                  <li key={requisito}>
                    {t(claveRequisito[requisito])}
                    {seccion ? (
                      <>
                        {' · '}
                        <a
                          href={`#${seccion}`}
                          onClick={ir(seccion)}
                          className="rounded-sm font-medium text-primary underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
                        >
                          {t(`expedientePractica.pendiente.ir.${seccion === 'proyecto' ? 'proyecto' : 'seguridadSocial'}`)}
                        </a>
                      </>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </>
        ) : null}
      </div>
    </section>
  );
}
