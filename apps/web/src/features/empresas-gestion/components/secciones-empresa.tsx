import type { EmpresaGestion } from '@puente/contract/empresas-gestion';
import { type EstadoOferta, etiquetasEstadoOferta } from '@puente/contract/procesos';
import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BotonDescarga } from '@/components/descargas/boton-descarga';
import { Card } from '@/components/ui/card';
import { EmptyNote } from '@/components/ui/empty-state';
import { cn } from '@/lib/cn';
import { useFormato } from '@/lib/formato';
import { useLanguage } from '@/lib/i18n';
import { useDominios } from '@/lib/reference-data';
import { useFechaHora } from '../hooks/fecha-hora';

type Ficha = EmpresaGestion;

const lista = 'flex flex-col divide-y divide-border';
const fila = 'flex flex-col gap-1 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:justify-between sm:gap-4';
// Its own width in a column (360 px rows stack), not the column's.
const pill = 'self-start rounded-full bg-subtle px-2 py-0.5 text-xs font-medium whitespace-nowrap text-fg';

function Dato({ etiqueta, children, className }: { etiqueta: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn('flex flex-col gap-0.5', className)}>
      <dt className="text-xs font-medium text-muted">{etiqueta}</dt>
      <dd className="text-sm break-words text-fg">{children}</dd>
    </div>
  );
}

/** A section of the page: a card with its h2, named by it for the landmarks list. */
export function Seccion({
  id,
  titulo,
  accion,
  children,
}: {
  id: string;
  titulo: string;
  accion?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card aria-labelledby={id} className="min-w-0">
      <header className="mb-4 flex flex-wrap items-start justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold leading-tight text-fg">
          {titulo}
        </h2>
        {accion}
      </header>
      {children}
    </Card>
  );
}

export function DatosEmpresa({ empresa }: { empresa: Ficha['empresa'] }) {
  const { t } = useTranslation();
  const dominios = useDominios();
  const k = (clave: string) => t(`gestionEmpresas.ficha.datos.${clave}`);
  const nombreDe = (items: { id: number; descripcion: string }[] | undefined, id: number | null, porDefecto: string | null) =>
    (id !== null ? items?.find((item) => item.id === id)?.descripcion : undefined) ?? porDefecto ?? k('sinDato');
  const direccion = [
    empresa.direccion,
    [empresa.cp, empresa.localidad].filter(Boolean).join(' '),
    empresa.provincia,
    nombreDe(dominios.data?.paises, empresa.idPais, empresa.pais),
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <Seccion id="empresa-datos" titulo={t('gestionEmpresas.ficha.secciones.datos')}>
      <dl className="grid gap-4 sm:grid-cols-2">
        <Dato etiqueta={k('cif')}>
          <span className="font-mono">{empresa.cif}</span>
        </Dato>
        <Dato etiqueta={k('nombre')}>{empresa.nombre}</Dato>
        <Dato etiqueta={k('nombreComercial')}>{empresa.nombreComercial ?? k('sinDato')}</Dato>
        <Dato etiqueta={k('sector')}>{nombreDe(dominios.data?.sectoresActividad, empresa.idSector, empresa.sector)}</Dato>
        <Dato etiqueta={k('tipoEmpresa')}>
          {nombreDe(dominios.data?.tiposEmpresa, empresa.idTipoEmpresa, empresa.tipoEmpresa)}
        </Dato>
        <Dato etiqueta={k('startup')}>{empresa.startup ? k('si') : k('no')}</Dato>
        <Dato etiqueta={k('direccion')}>{direccion || k('sinDato')}</Dato>
        <Dato etiqueta={k('telefono')}>{empresa.telefono ?? k('sinDato')}</Dato>
        <Dato etiqueta={k('web')}>
          {empresa.web ? (
            <a
              href={empresa.web}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
            >
              {empresa.web}
              <ExternalLink aria-hidden="true" className="size-3.5" />
            </a>
          ) : (
            k('sinDato')
          )}
        </Dato>
        {empresa.descripcion ? (
          <Dato etiqueta={k('descripcion')} className="sm:col-span-2">
            <span className="whitespace-pre-line">{empresa.descripcion}</span>
          </Dato>
        ) : null}
      </dl>
    </Seccion>
  );
}

export function ContactosEmpresa({ contactos }: { contactos: Ficha['contactos'] }) {
  const { t } = useTranslation();
  const fechaHora = useFechaHora();
  const k = (clave: string) => t(`gestionEmpresas.ficha.contactos.${clave}`);
  return (
    <Seccion id="empresa-contactos" titulo={t('gestionEmpresas.ficha.secciones.contactos')}>
      {contactos.length === 0 ? (
        <EmptyNote>{k('vacio')}</EmptyNote>
      ) : (
        <ul className={lista}>
          {contactos.map((c) => (
            <li key={c.idContacto} className={fila}>
              <div className="flex min-w-0 flex-col gap-0.5">
                <span className="font-medium text-fg">
                  {c.nombre} {c.apellidos}
                </span>
                <span className="text-sm text-muted">{[c.cargo, c.nick].filter(Boolean).join(' · ')}</span>
                <span className="text-sm break-all text-muted">{c.email ?? k('sinEmail')}</span>
              </div>
              <div className="flex flex-col gap-1 sm:items-end">
                <span className={pill}>{k(`estado.${c.estado}`)}</span>
                {c.conPassword ? null : <span className="text-xs text-warning">{k('sinPassword')}</span>}
                <span className="text-xs text-muted">
                  {k('columnas.ultimaActividad')}: {c.ultimaActividad ? fechaHora(c.ultimaActividad) : k('sinActividad')}
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Seccion>
  );
}

export function OfertasEmpresa({ ofertas, cif }: { ofertas: Ficha['ofertas']; cif: string }) {
  const { t } = useTranslation();
  const idioma = useLanguage();
  const { fecha } = useFormato();
  const k = (clave: string, opciones?: Record<string, unknown>) => t(`gestionEmpresas.ficha.ofertas.${clave}`, opciones ?? {});
  const estado = (idEstado: number, porDefecto: string) =>
    etiquetasEstadoOferta[idEstado as EstadoOferta]?.[idioma] ?? porDefecto;
  return (
    <Seccion
      id="empresa-ofertas"
      titulo={t('gestionEmpresas.ficha.secciones.ofertas')}
      accion={
        ofertas.total > 0 ? (
          <Link
            to={`/gestion/ofertas?${new URLSearchParams({ q: cif }).toString()}`}
            className="text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            {k('verTodas')}
          </Link>
        ) : null
      }
    >
      {ofertas.total === 0 ? (
        <EmptyNote>{k('vacio')}</EmptyNote>
      ) : (
        <div className="flex flex-col gap-4">
          <div className="flex flex-col gap-2">
            <p className="text-sm font-medium text-fg">{k('resumen', { count: ofertas.total })}</p>
            <ul className="flex flex-wrap gap-2">
              {ofertas.porEstado.map((p) => (
                <li key={p.idEstado} className={pill}>
                  {estado(p.idEstado, p.Estado)}: {p.total}
                </li>
              ))}
            </ul>
          </div>
          <div className="flex flex-col gap-2">
            <h3 className="text-sm font-semibold text-fg">{k('ultimas')}</h3>
            <ul className={lista}>
              {ofertas.ultimas.map((o) => (
                <li key={o.idOferta} className={fila}>
                  <div className="flex min-w-0 flex-col gap-0.5">
                    {o.idEstado === 1 ? (
                      <Link
                        to={`/gestion/ofertas/${o.idOferta}`}
                        className="font-medium text-fg underline-offset-4 hover:underline"
                      >
                        {o.titulo}
                      </Link>
                    ) : (
                      <span className="font-medium text-fg">{o.titulo}</span>
                    )}
                    <span className="text-sm text-muted">
                      {k(`perfil.${o.idPerfil === 1 ? 1 : 2}`)} · {fecha(o.fechaCreacion)}
                    </span>
                  </div>
                  <span className={pill}>{estado(o.idEstado, o.Estado)}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      )}
    </Seccion>
  );
}

export function ConveniosEmpresa({ convenios }: { convenios: Ficha['convenios'] }) {
  const { t } = useTranslation();
  const { fecha } = useFormato();
  const k = (clave: string, opciones?: Record<string, unknown>) => t(`gestionEmpresas.ficha.convenios.${clave}`, opciones ?? {});
  return (
    <Seccion id="empresa-convenios" titulo={t('gestionEmpresas.ficha.secciones.convenios')}>
      {convenios.length === 0 ? (
        <EmptyNote>{k('vacio')}</EmptyNote>
      ) : (
        <ul className={lista}>
          {convenios.map((c) => (
            <li key={c.idConvenio} className={fila}>
              <div className="flex min-w-0 flex-col gap-0.5">
                <span className="font-medium text-fg">{k('numero', { id: c.idConvenio })}</span>
                <span className="text-sm text-muted">
                  {k('columnas.firmante')}: {c.firmante}
                </span>
                <span className="text-sm text-muted">
                  {k('columnas.alta')} {fecha(c.fechaAlta)} · {k('columnas.caduca')} {fecha(c.fechaCaducidad)}
                </span>
              </div>
              <span className={pill}>{k(`estado.${c.estado}`)}</span>
            </li>
          ))}
        </ul>
      )}
    </Seccion>
  );
}

export function PracticasEmpresa({ practicas }: { practicas: Ficha['practicas'] }) {
  const { t } = useTranslation();
  const { fecha } = useFormato();
  const k = (clave: string, opciones?: Record<string, unknown>) => t(`gestionEmpresas.ficha.practicas.${clave}`, opciones ?? {});
  return (
    <Seccion id="empresa-practicas" titulo={t('gestionEmpresas.ficha.secciones.practicas')}>
      {practicas.total === 0 ? (
        <EmptyNote>{k('vacio')}</EmptyNote>
      ) : (
        <div className="flex flex-col gap-3">
          <p className="text-sm font-medium text-fg">
            {k('resumen', { count: practicas.total })}
            {practicas.total > practicas.ultimas.length ? ` ${k('mostradas', { mostradas: practicas.ultimas.length })}` : null}
          </p>
          <ul className={lista}>
            {practicas.ultimas.map((p) => (
              <li key={p.idPractica} className={fila}>
                <div className="flex min-w-0 flex-col gap-0.5">
                  <span className="font-medium text-fg">{p.alumno}</span>
                  <span className="text-sm text-muted">{[k(`tipo.${p.tipo}`), p.programa].filter(Boolean).join(' · ')}</span>
                  <span className="text-sm text-muted">
                    {k('fechas', { inicio: fecha(p.fechaInicio), fin: fecha(p.fechaFin) })}
                  </span>
                </div>
                <span className={pill}>{k(`estado.${p.estado}`)}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Seccion>
  );
}

export function DocumentosEmpresa({ documentos }: { documentos: Ficha['documentos'] }) {
  const { t } = useTranslation();
  const { fecha, numero } = useFormato();
  const k = (clave: string, opciones?: Record<string, unknown>) => t(`gestionEmpresas.ficha.documentos.${clave}`, opciones ?? {});
  return (
    <Seccion id="empresa-documentos" titulo={t('gestionEmpresas.ficha.secciones.documentos')}>
      {documentos.length === 0 ? (
        <EmptyNote>{k('vacio')}</EmptyNote>
      ) : (
        <ul className={lista}>
          {documentos.map((d) => (
            <li key={d.id} className="flex items-center justify-between gap-3 py-3 first:pt-0 last:pb-0">
              <div className="flex min-w-0 flex-col gap-0.5">
                <span className="font-medium break-words text-fg">{d.nombre}</span>
                <span className="text-sm text-muted">
                  {k('detalle', { fecha: fecha(d.fecha), tamano: numero(Math.max(1, Math.round(d.tamano / 1024))) })}
                </span>
                {d.aportadoPor ? <span className="text-sm text-muted">{k('aportadoPor', { nombre: d.aportadoPor })}</span> : null}
              </div>
              <BotonDescarga endpoint="descargaDocumentoEmpresaGestion" id={d.id} nombre={d.nombre} />
            </li>
          ))}
        </ul>
      )}
    </Seccion>
  );
}
