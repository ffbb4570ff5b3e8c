import type { EmpresaGestion } from '@puente/contract/empresas-gestion';
import { gestionEndpoints } from '@puente/contract/endpoints/gestion';
import { History, ShieldOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { FichaNoDisponible, VolverALista } from '@/components/ficha-gestion/ficha-gestion';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useMiCuentaGestor, usePermite } from '@/lib/cuenta-gestor';
import { useFormato } from '@/lib/formato';
import { useEmpresaGestion } from '../api/empresas-gestion';
import { DecisionesEmpresa } from './decisiones-empresa';
import { EstadoEmpresaBadge } from './estado-empresa';
import { ActividadReciente, DecisionesHistorial } from './historial-empresa';
import {
  ContactosEmpresa,
  ConveniosEmpresa,
  DatosEmpresa,
  DocumentosEmpresa,
  OfertasEmpresa,
  PracticasEmpresa,
} from './secciones-empresa';

export interface EmpresaGestionPageProps {
  idEmpresa: number;
  /** The page heading (breadcrumbs and h1) with the company's name once it is known. */
  heading: (nombre?: string) => ReactNode;
  /** Extra actions for the header, given by the route once the company is loaded (e.g. entering as it). */
  acciones?: (ficha: EmpresaGestion) => ReactNode;
}

/** The whole trail of one company in Activity: /gestion/actividad filtered to it. */
export const enlaceActividad = (idEmpresa: number) =>
  `/gestion/actividad?${new URLSearchParams({ objeto: 'empresa', id: String(idEmpresa) }).toString()}`;

/**
 * /gestion/empresas/:id: everything the university keeps of a company (data, contacts, offers, agreements,
 * internships, documents, the history of decisions and the latest audit rows) and, for members with
 * empresas:cambiar, the decisions its state allows, in place.
 */
export function EmpresaGestionPage({ idEmpresa, heading, acciones }: EmpresaGestionPageProps) {
  const { t } = useTranslation();
  const { fecha } = useFormato();
  const location = useLocation();
  const cuenta = useMiCuentaGestor();
  const puedeLeer = usePermite('empresas:leer');
  const puedeCambiar = usePermite('empresas:cambiar');
  // Whatever the trail's endpoint asks for: the link shows to whom the page it leads to opens.
  const puedeVerActividad = usePermite(gestionEndpoints.actividadGestion.permiso ?? 'administracion:leer');
  const ficha = useEmpresaGestion(idEmpresa);
  const volverA = `/gestion/empresas${(location.state as { volver?: string } | null)?.volver ?? ''}`;

  const volver = <VolverALista a={volverA} texto={t('gestionEmpresas.ficha.volver')} />;

  if ((cuenta.data && !puedeLeer) || !ficha.data)
    return (
      <FichaNoDisponible
        heading={heading}
        sinPermiso={
          cuenta.data && !puedeLeer
            ? {
                titulo: t('gestionEmpresas.sinPermiso.titulo'),
                texto: t('gestionEmpresas.sinPermiso.texto'),
                icono: ShieldOff,
              }
            : undefined
        }
        cargando={ficha.isPending ? { etiqueta: t('gestionEmpresas.ficha.cargando'), cabecera: ['h-24 rounded-2xl'] } : undefined}
        error={{
          titulo: t('gestionEmpresas.ficha.error'),
          texto: t('gestionEmpresas.ficha.errorTexto'),
          reintentar: t('gestionEmpresas.ficha.reintentar'),
          onReintentar: () => void ficha.refetch(),
          volver,
        }}
      />
    );

  const f = ficha.data;
  const e = f.empresa;
  const verActividad = puedeVerActividad ? (
    <Link to={enlaceActividad(e.idEmpresa)} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
      {t('gestionEmpresas.ficha.verActividad')}
    </Link>
  ) : null;

  return (
    <>
      {heading(e.nombre)}
      <div className="flex flex-col gap-5">
        <Card aria-label={t('gestionEmpresas.ficha.resumen')} className="flex flex-col gap-4" padding="sm">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-muted">
            <EstadoEmpresaBadge estado={e.estado} className="text-sm" />
            <span className="font-mono">{e.cif}</span>
            {e.nombreComercial && e.nombreComercial !== e.nombre ? (
              <span>{t('gestionEmpresas.ficha.comercial', { nombre: e.nombreComercial })}</span>
            ) : null}
            <span>{t('gestionEmpresas.ficha.altaEl', { fecha: fecha(e.fechaAlta) })}</span>
            {e.fechaRevision ? <span>{t('gestionEmpresas.ficha.revisadaEl', { fecha: fecha(e.fechaRevision) })}</span> : null}
          </div>
          <div className="flex flex-wrap items-center gap-2">
            {puedeCambiar ? <DecisionesEmpresa idEmpresa={e.idEmpresa} nombre={e.nombre} estado={e.estado} /> : null}
            {acciones?.(f)}
            {volver}
            {puedeVerActividad ? (
              <Button asChild variant="ghost" size="sm">
                <Link to={enlaceActividad(e.idEmpresa)}>
                  <History aria-hidden="true" />
                  {t('gestionEmpresas.ficha.verActividad')}
                </Link>
              </Button>
            ) : null}
          </div>
          {cuenta.data && !puedeCambiar ? <p className="text-sm text-muted">{t('gestionEmpresas.ficha.soloLectura')}</p> : null}
        </Card>
        {e.estado === 'pendiente' ? (
          <Banner tone="warning" role="status" title={t('gestionEmpresas.ficha.pendienteAviso')} />
        ) : null}
        {e.estado === 'bloqueada' ? (
          <Banner tone="danger" role="status" title={t('gestionEmpresas.ficha.bloqueadaAviso')}>
            {e.motivoBloqueo ? (
              <p>
                <strong>{t('gestionEmpresas.ficha.motivoBloqueo')}:</strong> {e.motivoBloqueo}
              </p>
            ) : null}
          </Banner>
        ) : null}
        {e.estado === 'rechazada' ? (
          <Banner tone="info" role="status" title={t('gestionEmpresas.ficha.rechazadaAviso')}>
            {e.motivoRechazo ? (
              <p>
                <strong>{t('gestionEmpresas.ficha.motivoRechazo')}:</strong> {e.motivoRechazo}
              </p>
            ) : null}
          </Banner>
        ) : null}
        <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="flex min-w-0 flex-col gap-5">
            <DatosEmpresa empresa={e} />
            <ContactosEmpresa contactos={f.contactos} />
            <OfertasEmpresa ofertas={f.ofertas} cif={e.cif} />
            <ConveniosEmpresa convenios={f.convenios} />
            <PracticasEmpresa practicas={f.practicas} />
            <DocumentosEmpresa documentos={f.documentos} />
          </div>
          <div className="flex min-w-0 flex-col gap-5">
            <DecisionesHistorial decisiones={f.decisiones} />
            <ActividadReciente actividad={f.actividad} enlace={verActividad} />
          </div>
        </div>
      </div>
    </>
  );
}
