import type { MesDiasEfectivos } from '@puente/contract/seguimiento-practicas';
import { ArrowLeft, CalendarX2, CircleAlert, Download, RotateCw, ShieldOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { SkeletonList } from '@/components/ui/skeleton';
import { Table, Td, Th } from '@/components/ui/table';
import { useMiCuentaGestor, usePermite } from '@/lib/cuenta-gestor';
import { useFormato } from '@/lib/formato';
import { useLanguage } from '@/lib/i18n';
import { useDescargarDiasEfectivos, useMesesDiasEfectivos } from '../api/practicas-gestion';
import { claveDeclarante, mesEnPalabras } from './etiquetas';

/**
 * /gestion/practicas/dias-efectivos: the closed months with registered internships, per account code (the most
 * recent first), with who reports under that code, how many internships and effective days; each row downloads
 * its CSV (GET /api/Gestion/diasEfectivosCsv, with the session's token), the file the obligated party files.
 */
export function DiasEfectivosPage() {
  const { t } = useTranslation();
  const cuenta = useMiCuentaGestor();
  const puedeLeer = usePermite('practicas:leer');
  const sinPermiso = Boolean(cuenta.data) && !puedeLeer;
  // Asked once the account says it may: a member without the area is told so, not refused by the API.
  const meses = useMesesDiasEfectivos(puedeLeer);

  if (sinPermiso) {
    return (
      <EmptyState
        as="section"
        titleAs="h2"
        icon={ShieldOff}
        title={t('practicasGestion.sinPermiso.titulo')}
        description={t('practicasGestion.sinPermiso.texto')}
      />
    );
  }

  let cuerpo: ReactNode;
  if (meses.isPending) {
    cuerpo = <SkeletonList label={t('practicasGestion.diasEfectivos.cargando')} count={4} row="h-12 w-full rounded-lg" />;
  } else if (!meses.data) {
    cuerpo = (
      <EmptyState
        icon={CircleAlert}
        title={t('practicasGestion.diasEfectivos.error')}
        action={
          <Button variant="outline" onClick={() => void meses.refetch()}>
            <RotateCw aria-hidden="true" />
            {t('practicasGestion.reintentar')}
          </Button>
        }
      />
    );
  } else if (meses.data.length === 0) {
    cuerpo = (
      <EmptyState
        icon={CalendarX2}
        title={t('practicasGestion.diasEfectivos.vacio')}
        description={t('practicasGestion.diasEfectivos.vacioTexto')}
      />
    );
  } else {
    cuerpo = <TablaMeses meses={meses.data} />;
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <p className="max-w-3xl text-muted">{t('practicasGestion.diasEfectivos.intro')}</p>
        <Button asChild variant="outline" className="w-fit shrink-0">
          <Link to="/gestion/practicas">
            <ArrowLeft aria-hidden="true" />
            {t('practicasGestion.diasEfectivos.volver')}
          </Link>
        </Button>
      </div>
      {cuerpo}
    </div>
  );
}

function TablaMeses({ meses }: { meses: MesDiasEfectivos[] }) {
  const { t } = useTranslation();
  const idioma = useLanguage();
  const { numero } = useFormato();
  const descargar = useDescargarDiasEfectivos();
  const enCurso = descargar.isPending ? descargar.variables : undefined;
  return (
    <Table caption={t('practicasGestion.diasEfectivos.tabla')}>
      <thead>
        <tr>
          <Th>{t('practicasGestion.diasEfectivos.columnas.mes')}</Th>
          <Th>{t('practicasGestion.diasEfectivos.columnas.ccc')}</Th>
          <Th>{t('practicasGestion.diasEfectivos.columnas.declarante')}</Th>
          <Th className="text-end">{t('practicasGestion.diasEfectivos.columnas.practicas')}</Th>
          <Th className="text-end">{t('practicasGestion.diasEfectivos.columnas.dias')}</Th>
          <Th>
            <span className="sr-only">{t('practicasGestion.diasEfectivos.columnas.fichero')}</span>
          </Th>
        </tr>
      </thead>
      <tbody>
        {meses.map((m) => {
          const mes = mesEnPalabras(m.mes, idioma);
          const bajando = enCurso?.mes === m.mes && enCurso.ccc === m.ccc;
          return (
            <tr key={`${m.mes}-${m.ccc}`}>
              <Td className="whitespace-nowrap">{mes}</Td>
              <Td className="tabular-nums">{m.ccc}</Td>
              <Td>{t(claveDeclarante[m.obligado])}</Td>
              <Td className="text-end tabular-nums">{numero(m.practicas)}</Td>
              <Td className="text-end tabular-nums">{numero(m.diasEfectivos)}</Td>
              <Td className="text-end">
                <Button
                  variant="outline"
                  size="sm"
                  disabled={bajando}
                  aria-busy={bajando}
                  aria-label={t('practicasGestion.diasEfectivos.descargarNombre', { mes, ccc: m.ccc })}
                  onClick={() => descargar.mutate({ mes: m.mes, ccc: m.ccc })}
                >
                  <Download aria-hidden="true" />
                  <span aria-hidden="true">{t('practicasGestion.diasEfectivos.descargar')}</span>
                </Button>
              </Td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
