import type { ConvenioEmpresa } from '@puente/contract/convenios';
import { FileDown, FilePen, FileSignature, Upload } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { mostrarRechazo } from '@/components/formularios-empresa/rechazo';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { SkeletonList } from '@/components/ui/skeleton';
import { useBrand } from '@/lib/brand';
import { useConveniosEmpresa } from '../api/convenios-empresa';
import { useDescargarConvenio } from '../api/descargar-convenio';
import { EstadoConvenioBadge } from './estado-convenio-badge';
import { ErrorCarga } from './estados';
import { SubidaFirmadoDialog } from './subida-firmado-dialog';

/** /subir-convenio-firmado: the company's agreements, their PDFs, and the upload of a signed copy. */
export function SubirConvenioPage() {
  const { t } = useTranslation();
  const { flags } = useBrand();
  const convenios = useConveniosEmpresa(flags.canCrearConvenios);
  const [elegido, setElegido] = useState<ConvenioEmpresa | null>(null);

  if (!flags.canCrearConvenios)
    return (
      <EmptyState
        as="section"
        titleAs="h2"
        icon={FileSignature}
        title={t('convenios.subir.sinPermisoTitulo')}
        description={t('convenios.subir.vacioSinPermiso')}
      />
    );
  if (convenios.isPending) return <SkeletonList label={t('convenios.comun.cargando')} count={3} />;
  if (convenios.isError) return <ErrorCarga onReintentar={() => void convenios.refetch()} />;
  if (convenios.data.length === 0)
    return (
      <EmptyState
        as="section"
        titleAs="h2"
        icon={FileSignature}
        title={t('convenios.subir.vacioTitulo')}
        description={t('convenios.subir.vacioTexto')}
        action={
          <Button asChild>
            <Link to="/nuevo-convenio-colaboracion">
              <FilePen aria-hidden="true" />
              {t('convenios.subir.vacioAccion')}
            </Link>
          </Button>
        }
      />
    );

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <p className="max-w-prose text-sm text-muted">{t('convenios.subir.intro')}</p>
        <Button asChild variant="outline" size="sm">
          <Link to="/nuevo-convenio-colaboracion">
            <FilePen aria-hidden="true" />
            {t('convenios.subir.nuevo')}
          </Link>
        </Button>
      </div>
      <section aria-labelledby="convenios-lista-titulo" className="flex flex-col gap-3">
        <h2 id="convenios-lista-titulo" className="text-lg font-semibold text-fg">
          {t('convenios.subir.listaTitulo', { count: convenios.data.length })}
        </h2>
        <ul className="flex flex-col gap-3">
          {convenios.data.map((convenio) => (
            <li key={convenio.idConvenio}>
              <TarjetaConvenio convenio={convenio} onSubir={() => setElegido(convenio)} />
            </li>
          ))}
        </ul>
      </section>
      <SubidaFirmadoDialog convenio={elegido} onCerrar={() => setElegido(null)} />
    </div>
  );
}

function Dato({ termino, children }: { termino: string; children: string }) {
  return (
    <div className="flex flex-col">
      <dt className="text-xs font-medium text-muted">{termino}</dt>
      <dd className="text-sm text-fg">{children}</dd>
    </div>
  );
}

function TarjetaConvenio({ convenio, onSubir }: { convenio: ConvenioEmpresa; onSubir: () => void }) {
  const { t } = useTranslation();
  const descargar = useDescargarConvenio();
  const tituloId = `convenio-${convenio.idConvenio}-titulo`;
  const bajar = (firmado: boolean) =>
    descargar.mutate(
      {
        idConvenio: convenio.idConvenio,
        firmado,
        nombrePorDefecto: t(firmado ? 'convenios.subir.nombreFirmado' : 'convenios.nuevo.nombreFichero', {
          id: convenio.referencia.replace('/', '-'),
        }),
      },
      { onError: mostrarRechazo },
    );
  return (
    <Card as="article" aria-labelledby={tituloId} className="flex flex-col gap-4">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-0.5">
          <h3 id={tituloId} className="text-base font-semibold text-fg">
            {t('convenios.subir.referencia', { referencia: convenio.referencia })}
          </h3>
          <p className="text-sm text-muted">{convenio.NombreFiscal}</p>
        </div>
        <EstadoConvenioBadge estado={convenio.estado} />
      </header>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-4">
        <Dato termino={t('convenios.subir.alta')}>{convenio.fechaAlta}</Dato>
        <Dato termino={t('convenios.subir.caducidad')}>{convenio.fechaCaducidad}</Dato>
        <Dato termino={t('convenios.subir.firmado')}>{convenio.fechaFirmado ?? t('convenios.subir.sinFirmar')}</Dato>
        <Dato termino={t('convenios.subir.firmante')}>{convenio.firmante}</Dato>
      </dl>
      {convenio.estado === 'rechazado' && convenio.motivoRechazo ? (
        <p className="rounded-lg border border-danger/30 bg-danger-bg p-3 text-sm text-danger">
          <span className="font-semibold">{t('convenios.subir.motivoRechazo')}</span> {convenio.motivoRechazo}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2 border-t border-border pt-3">
        <Button variant="outline" size="sm" onClick={() => bajar(false)} aria-describedby={tituloId}>
          <FileDown aria-hidden="true" />
          {t('convenios.subir.descargar')}
        </Button>
        {convenio.enlaceFirmado ? (
          <Button variant="outline" size="sm" onClick={() => bajar(true)} aria-describedby={tituloId}>
            <FileDown aria-hidden="true" />
            {t('convenios.subir.descargarFirmado')}
          </Button>
        ) : null}
        {convenio.puedeAdjuntar ? (
          <Button size="sm" onClick={onSubir} aria-haspopup="dialog" aria-describedby={tituloId}>
            <Upload aria-hidden="true" />
            {convenio.enlaceFirmado ? t('convenios.subir.reemplazar') : t('convenios.subir.subir')}
          </Button>
        ) : (
          <p className="self-center text-xs text-muted">{t('convenios.subir.noAdmite')}</p>
        )}
      </div>
    </Card>
  );
}
