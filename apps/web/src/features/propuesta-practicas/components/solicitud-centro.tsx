import { catalogueEntry } from '@puente/contract/errors/catalogue';
import { solicitudEducacionInput, TAREAS_MAX } from '@puente/contract/solicitudes-practica';
import { Send } from 'lucide-react';
import { useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CampoArea, CampoCombobox, CampoSelect, CampoTexto } from '@/components/form/campos';
import { FormularioEmpresa } from '@/components/formularios-empresa/formulario-empresa';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useLanguage } from '@/lib/i18n';
import { ordenEs } from '@/lib/orden-es';
import { useDominios } from '@/lib/reference-data';
import { useCentros, useDisponiblesEducacion, useEnviarSolicitudAlumno } from '../api/solicitudes';

type ValoresCentro = {
  tipo: 'educacion';
  idProvincia: string;
  idCentro: string;
  fechaInicio: string;
  fechaFin: string;
  tareas: string;
};

const vacios = (): ValoresCentro => ({
  tipo: 'educacion',
  idProvincia: '',
  idCentro: '',
  fechaInicio: '',
  fechaFin: '',
  tareas: '',
});
const LIMITE_ALCANZADO = 81;

/**
 * A request to an education centre: province → centre
 * (centrosEducativosDeProvincia), optional dates and notes → 528. The
 * requests left this year are shown; with none left the form gives way to
 * the 81 notice. 8 (already pending at that centre) and 81 go on the centre.
 */
export function SolicitudCentro() {
  const { t } = useTranslation();
  const idioma = useLanguage();
  const disponibles = useDisponiblesEducacion();
  const enviar = useEnviarSolicitudAlumno();
  if (disponibles.isPending) return <Skeleton className="h-40 w-full" />;
  const d = disponibles.data;
  if (d && d.disponibles === 0) {
    const limite = catalogueEntry(LIMITE_ALCANZADO)[idioma];
    return (
      <Banner tone="warning" role="status" title={limite.titulo}>
        {t('solicitudesPractica.centro.agotadas', { maximo: d.maximo })}
      </Banner>
    );
  }
  return (
    <div className="flex flex-col gap-5">
      <header className="flex flex-col gap-1">
        <h2 id="centro-titulo" className="text-lg font-semibold text-fg">
          {t('solicitudesPractica.centro.titulo')}
        </h2>
        <p className="text-sm text-muted">{t('solicitudesPractica.centro.intro')}</p>
        {d ? (
          <p className="text-sm font-medium text-fg" data-testid="solicitudes-restantes">
            {t('solicitudesPractica.centro.restantes', { disponibles: d.disponibles, maximo: d.maximo })}
          </p>
        ) : null}
      </header>
      <FormularioEmpresa
        id="centro"
        schema={solicitudEducacionInput}
        valores={vacios()}
        labelledBy="centro-titulo"
        camposDeCodigo={{
          8: { campo: 'idCentro', mensaje: t('solicitudesPractica.centro.yaPendiente') },
          27: { campo: 'fechaFin' },
          81: { campo: 'idCentro' },
        }}
        onEnviar={async (datos) => {
          await enviar.mutateAsync(datos);
          return vacios();
        }}
        acciones={({ enviando }) => (
          <div className="flex justify-end">
            <Button type="submit" className="w-full sm:w-auto" disabled={enviando} aria-busy={enviando}>
              <Send aria-hidden="true" />
              {enviando ? t('solicitudesPractica.centro.enviando') : t('solicitudesPractica.centro.enviar')}
            </Button>
          </div>
        )}
      >
        <CamposCentro />
      </FormularioEmpresa>
    </div>
  );
}

function CamposCentro() {
  const { t } = useTranslation();
  const dominios = useDominios();
  const { control, setValue } = useFormContext<ValoresCentro>();
  const idProvincia = useWatch({ control, name: 'idProvincia' });
  const centros = useCentros(idProvincia ? Number(idProvincia) : null);
  const provincias = useMemo(
    () =>
      ordenEs(dominios.data?.provincias ?? [], (p) => p.descripcion).map((p) => ({ value: String(p.id), label: p.descripcion })),
    [dominios.data],
  );
  const opcionesCentro = useMemo(
    () =>
      ordenEs(centros.data ?? [], (c) => c.descripcion).map((c) => ({
        value: String(c.id),
        label: `${c.descripcion} (${c.localidad})`,
      })),
    [centros.data],
  );
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-x-5 gap-y-4 sm:grid-cols-2">
        <CampoCombobox
          name="idProvincia"
          label={t('solicitudesPractica.centro.provincia')}
          placeholder={t('solicitudesPractica.centro.eligeProvincia')}
          required
          soloCambios
          options={provincias}
          onElegido={() => setValue('idCentro', '')}
        />
        <CampoSelect
          name="idCentro"
          label={t('solicitudesPractica.centro.centro')}
          placeholder={
            !idProvincia
              ? t('solicitudesPractica.centro.antesProvincia')
              : centros.data && centros.data.length === 0
                ? t('solicitudesPractica.centro.sinCentros')
                : t('solicitudesPractica.centro.eligeCentro')
          }
          disabled={!idProvincia || opcionesCentro.length === 0}
          required
          options={opcionesCentro}
        />
        <CampoTexto name="fechaInicio" label={t('solicitudesPractica.centro.fechaInicio')} type="date" />
        <CampoTexto name="fechaFin" label={t('solicitudesPractica.centro.fechaFin')} type="date" />
      </div>
      <CampoArea
        name="tareas"
        label={t('solicitudesPractica.centro.tareas')}
        hint={t('solicitudesPractica.centro.tareasAyuda')}
        rows={3}
        max={TAREAS_MAX}
      />
    </div>
  );
}
