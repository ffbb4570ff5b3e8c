import type { Cv } from '@puente/contract/cv';
import { Search } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { useBrand } from '@/lib/brand';
import { useGuardarCv } from '../api/cv';
import { opcionesDe, useListasCv } from '../api/listas-cv';
import { useEdicion } from '../hooks/use-edicion';
import { SeccionCv } from './seccion-cv';

const ANCLA = 'busqueda';

/**
 * Búsqueda activa y preferencias: without active search a student cannot
 * apply (code 54 links here). Each switch saves at once, as a switch does.
 */
export function SeccionBusqueda({ cv }: { cv: Cv }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const edicion = useEdicion(ANCLA);
  const practicas = useGuardarCv('editDatosBusquedaActivaPracticas');
  const trabajo = useGuardarCv('editDatosBusquedaActivaTrabajo');
  const periodo = useGuardarCv('editDatosPreferenciaPracticas');
  const { listas } = useListasCv();
  const idPeriodo = useId();
  return (
    <SeccionCv
      ancla={ANCLA}
      titulo={t('cv.busqueda.titulo')}
      descripcion={t('cv.busqueda.descripcion')}
      icono={Search}
      aviso={edicion.aviso}
      onCerrarAviso={edicion.quitarAviso}
    >
      <div className="flex flex-col divide-y divide-border">
        <Interruptor
          id={`${ANCLA}-practicas`}
          titulo={t('cv.busqueda.practicas')}
          texto={t('cv.busqueda.practicasTexto')}
          activo={cv.busquedaPracticasActiva}
          ocupado={practicas.isPending}
          onCambio={async (activa) => {
            await practicas.mutateAsync({ activa });
            edicion.avisar(activa ? t('cv.busqueda.practicasActivada') : t('cv.busqueda.practicasDesactivada'));
          }}
        />
        {brand.flags.withoutEmpleo ? null : (
          <Interruptor
            id={`${ANCLA}-empleo`}
            titulo={t('cv.busqueda.empleo')}
            texto={t('cv.busqueda.empleoTexto')}
            activo={cv.busquedaTrabajoActiva}
            ocupado={trabajo.isPending}
            onCambio={async (activa) => {
              await trabajo.mutateAsync({ activa });
              edicion.avisar(activa ? t('cv.busqueda.empleoActivada') : t('cv.busqueda.empleoDesactivada'));
            }}
          />
        )}
        <div className="flex flex-col gap-2 pt-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex flex-col gap-0.5">
            <label id={`${idPeriodo}-etiqueta`} htmlFor={`${ANCLA}-periodo`} className="text-sm font-medium text-fg">
              {t('cv.busqueda.periodo')}
            </label>
            <p className="text-xs text-muted">{t('cv.busqueda.periodoTexto')}</p>
          </div>
          <Select
            id={`${ANCLA}-periodo`}
            aria-labelledby={`${idPeriodo}-etiqueta`}
            className="sm:w-64"
            value={cv.idPeriodoPreferenciaPracticas ? String(cv.idPeriodoPreferenciaPracticas) : undefined}
            options={opcionesDe(listas.periodosPracticas)}
            placeholder={t('cv.busqueda.eligePeriodo')}
            disabled={periodo.isPending}
            onValueChange={(valor) => {
              periodo
                .mutateAsync({ idPeriodoPreferencia: Number(valor) })
                .then(() => edicion.avisar(t('cv.busqueda.periodoGuardado')))
                .catch(() => undefined);
            }}
          />
        </div>
      </div>
    </SeccionCv>
  );
}

function Interruptor({
  id,
  titulo,
  texto,
  activo,
  ocupado,
  onCambio,
}: {
  id: string;
  titulo: string;
  texto: string;
  activo: boolean;
  ocupado: boolean;
  onCambio: (activa: boolean) => Promise<void>;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex items-start justify-between gap-4 py-4 first:pt-0">
      <div className="flex flex-col gap-0.5">
        <label htmlFor={id} id={`${id}-etiqueta`} className="text-sm font-medium text-fg">
          {titulo}
        </label>
        <p id={`${id}-texto`} className="text-xs text-muted">
          {texto}
        </p>
      </div>
      <Switch
        id={id}
        checked={activo}
        disabled={ocupado}
        aria-labelledby={`${id}-etiqueta`}
        onLabel={t('cv.comun.si')}
        offLabel={t('cv.comun.no')}
        onCheckedChange={(valor) => {
          // A refusal is told by the banner; the switch shows the CV as the API keeps it.
          onCambio(valor).catch(() => undefined);
        }}
      />
    </div>
  );
}
