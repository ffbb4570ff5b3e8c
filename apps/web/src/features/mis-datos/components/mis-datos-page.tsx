import { DIAS_VALIDEZ_EXPORTACION, type Exportacion } from '@puente/contract/endpoints/mis-datos';
import { Download, FileArchive, Loader2, UserX, WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Loading, Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast-store';
import { useFormato } from '@/lib/formato';
import {
  useDescargarExportacion,
  useEsContacto,
  useMisDatos,
  useSolicitarExportacion,
  type VistaMisDatos,
} from '../api/mis-datos';
import { EliminarCuentaDialogo } from './eliminar-cuenta-dialogo';

export interface MisDatosPageProps {
  /** Where the person goes once their account is erased (the session ends there). */
  alEliminar: () => void;
  /** The company's contacts (a contact who is the last of a company adds another there first). */
  rutaContactos: string;
}

/**
 * /mis-datos (issue 28; RGPD arts. 15, 17, 20), for students and company
 * contacts: a copy of everything the portal holds about them, made in the
 * background and kept `DIAS_VALIDEZ_EXPORTACION` days, and the erasure of
 * their account (a contact's, once each of their companies has another).
 */
export function MisDatosPage({ alEliminar, rutaContactos }: MisDatosPageProps) {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch, isFetching } = useMisDatos();

  if (isPending) {
    return (
      <Loading label={t('misDatos.cargando')} className="flex flex-col gap-6">
        <Skeleton className="h-48 w-full" />
        <Skeleton className="h-40 w-full" />
      </Loading>
    );
  }
  if (isError) {
    return (
      <EmptyState
        icon={WifiOff}
        titleAs="h2"
        title={t('misDatos.errorTitulo')}
        description={t('misDatos.errorTexto')}
        action={
          <Button onClick={() => void refetch()} disabled={isFetching} aria-busy={isFetching}>
            {t('misDatos.reintentar')}
          </Button>
        }
      />
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <SeccionCopia exportaciones={data.exportaciones} />
      {data.puedeEliminar ? <SeccionEliminar datos={data} alEliminar={alEliminar} rutaContactos={rutaContactos} /> : null}
    </div>
  );
}

function SeccionCopia({ exportaciones }: { exportaciones: Exportacion[] }) {
  const { t } = useTranslation();
  const solicitar = useSolicitarExportacion();
  const contacto = useEsContacto();
  const enCurso = exportaciones.some((e) => e.estado === 'pendiente');
  return (
    <Card as="section" aria-labelledby="mis-datos-copia" className="flex flex-col gap-4">
      <div className="flex items-start gap-3">
        <FileArchive aria-hidden="true" className="mt-1 size-6 shrink-0 text-primary" />
        <div className="flex flex-col gap-2">
          <h2 id="mis-datos-copia" className="text-lg font-semibold text-fg">
            {t('misDatos.copia.titulo')}
          </h2>
          <p className="text-sm text-muted">
            {t(contacto ? 'misDatos.copia.textoContacto' : 'misDatos.copia.texto', { dias: DIAS_VALIDEZ_EXPORTACION })}
          </p>
        </div>
      </div>
      <div>
        <Button
          onClick={() =>
            solicitar.mutate(undefined, {
              onSuccess: () => toast({ title: t('misDatos.copia.pedida'), tone: 'success' }),
            })
          }
          disabled={solicitar.isPending || enCurso}
          aria-busy={solicitar.isPending}
        >
          {enCurso ? t('misDatos.copia.preparando') : t('misDatos.copia.pedir')}
        </Button>
      </div>
      {exportaciones.length > 0 ? (
        <ul className="flex flex-col divide-y divide-border rounded-xl border border-border" aria-live="polite">
          {exportaciones.map((e) => (
            <FilaCopia key={e.id} copia={e} />
          ))}
        </ul>
      ) : null}
    </Card>
  );
}

function FilaCopia({ copia }: { copia: Exportacion }) {
  const { t } = useTranslation();
  const { fechaHora, bytes } = useFormato();
  const descargar = useDescargarExportacion();
  const estado =
    copia.estado === 'lista'
      ? t('misDatos.copia.lista', { fecha: fechaHora(copia.caducaEn ?? '') })
      : t(`misDatos.copia.estado.${copia.estado}`);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 p-3 text-sm">
      <div className="flex flex-col">
        <span className="font-medium text-fg">{t('misDatos.copia.pedidaEl', { fecha: fechaHora(copia.solicitadaEn) })}</span>
        <span className="flex items-center gap-1.5 text-muted">
          {copia.estado === 'pendiente' ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
          {estado}
          {copia.tamano !== null && copia.estado === 'lista' ? ` · ${bytes(copia.tamano)}` : null}
        </span>
      </div>
      {copia.estado === 'lista' ? (
        <Button
          variant="outline"
          size="sm"
          onClick={() => descargar.mutate({ id: copia.id, nombre: 'mis-datos.zip' })}
          disabled={descargar.isPending}
          aria-busy={descargar.isPending}
        >
          <Download aria-hidden="true" />
          {t('misDatos.copia.descargar')}
        </Button>
      ) : null}
    </li>
  );
}

interface SeccionEliminarProps {
  datos: VistaMisDatos;
  alEliminar: () => void;
  rutaContactos: string;
}

function SeccionEliminar({ datos, alEliminar, rutaContactos }: SeccionEliminarProps) {
  const { t } = useTranslation();
  const contacto = useEsContacto();
  const { practicasConservadas, empresasSinOtroContacto } = datos;
  const bloqueada = empresasSinOtroContacto.length > 0;
  return (
    <Card as="section" aria-labelledby="mis-datos-eliminar" id="eliminar" className="flex flex-col gap-4 border-danger/40">
      <div className="flex items-start gap-3">
        <UserX aria-hidden="true" className="mt-1 size-6 shrink-0 text-danger" />
        <div className="flex flex-col gap-2">
          <h2 id="mis-datos-eliminar" className="text-lg font-semibold text-fg">
            {t('misDatos.eliminar.titulo')}
          </h2>
          <p className="text-sm text-muted">{t(contacto ? 'misDatos.eliminar.textoContacto' : 'misDatos.eliminar.texto')}</p>
          {contacto ? null : (
            <p className="text-sm text-muted">
              {practicasConservadas > 0
                ? t('misDatos.eliminar.conservado', { count: practicasConservadas })
                : t('misDatos.eliminar.nadaConservado')}
            </p>
          )}
        </div>
      </div>
      {bloqueada ? (
        <Banner
          tone="warning"
          role="status"
          title={t('misDatos.eliminar.ultimoContactoTitulo')}
          actions={
            <Button asChild variant="outline" size="sm">
              <Link to={rutaContactos}>{t('misDatos.eliminar.anadirContacto')}</Link>
            </Button>
          }
        >
          {t('misDatos.eliminar.ultimoContacto', {
            count: empresasSinOtroContacto.length,
            empresas: empresasSinOtroContacto.join(', '),
          })}
        </Banner>
      ) : (
        <div>
          <EliminarCuentaDialogo alEliminar={alEliminar} />
        </div>
      )}
    </Card>
  );
}
