import { aceptarSolicitudInput, type SolicitudPractica } from '@puente/contract/solicitudes-practica';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FormularioEmpresa } from '@/components/formularios-empresa/formulario-empresa';
import { CamposCondiciones } from '@/components/solicitudes-practica/campos-condiciones';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SkeletonDetail } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-error';
import { useAceptarSolicitud, useSolicitud } from '../api/solicitudes-educacion';
import { ErrorCarga } from './consulta';
import { NoEncontrada, type RutasSolicitud } from './detalle-page';

/** dd/mm/yyyy (as the API shows dates) → yyyy-mm-dd (a date input's value). */
const aIso = (fecha: string | null) => (fecha ? fecha.split('/').reverse().join('-') : '');

const valoresDe = (s: SolicitudPractica) => ({
  id: String(s.idSolicitud),
  tipoPractica: s.tipoPractica,
  fechaInicio: aIso(s.fechaInicio),
  fechaFin: aIso(s.fechaFin),
  tutorNombre: s.tutor.nombre ?? '',
  tutorEmail: s.tutor.email ?? '',
  tutorTelefono: s.tutor.telefono ?? '',
  tareas: s.tareas ?? '',
  horasDia: s.horasDia === null ? '' : String(s.horasDia),
  numeroDiasSemana: s.numeroDiasSemana === null ? '' : String(s.numeroDiasSemana),
  tiempoDedicacionJornada: s.tiempoDedicacionJornada === null ? '' : String(s.tiempoDedicacionJornada),
});

/**
 * /solicitudes-practicas-educacion/:id/editar: the company fills in what the
 * internship needs (dates, tutor, tasks, dedication) and accepts → the
 * internship starts and the student is told; back to the request, now
 * aceptada. 27 on the end date; 48 (answered meanwhile) in the banner.
 */
export function EditarSolicitudPage({
  id,
  rutas,
  detalle,
}: {
  id: number | null;
  rutas: RutasSolicitud;
  detalle: (id: number) => string;
}) {
  const { t } = useTranslation();
  const consulta = useSolicitud(id ?? 0);
  const aceptar = useAceptarSolicitud();
  const navigate = useNavigate();
  if (id === null || (consulta.error && isApiError(consulta.error) && consulta.error.status === 45)) {
    return <NoEncontrada lista={rutas.lista} />;
  }
  if (consulta.isPending) return <SkeletonDetail label={t('solicitudesPractica.comun.cargando')} header={['h-6 w-1/2']} />;
  if (!consulta.data) return <ErrorCarga reintentar={consulta.refetch} />;
  const s = consulta.data;
  if (s.estado !== 'pendiente') {
    return (
      <Banner
        tone="info"
        role="status"
        title={t('solicitudesPractica.editar.yaRespondida')}
        actions={
          <Button asChild variant="outline" size="sm">
            <Link to={detalle(s.idSolicitud)}>{t('solicitudesPractica.editar.verSolicitud')}</Link>
          </Button>
        }
      />
    );
  }
  return (
    <Card as="section" aria-labelledby="editar-titulo">
      <header className="mb-5 flex flex-col gap-1">
        <h2 id="editar-titulo" className="text-lg font-semibold text-fg">
          {t('solicitudesPractica.editar.titulo', { alumno: s.alumno })}
        </h2>
        <p className="text-sm text-muted">{t('solicitudesPractica.editar.intro', { centro: s.centro?.nombre ?? '' })}</p>
      </header>
      <FormularioEmpresa
        id="aceptar"
        schema={aceptarSolicitudInput}
        valores={valoresDe(s)}
        labelledBy="editar-titulo"
        camposDeCodigo={{ 27: { campo: 'fechaFin' } }}
        onEnviar={async (datos) => {
          await aceptar.mutateAsync(datos);
          void navigate(detalle(s.idSolicitud));
          return undefined;
        }}
        acciones={({ enviando }) => (
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button asChild variant="outline">
              <Link to={detalle(s.idSolicitud)}>{t('solicitudesPractica.editar.cancelar')}</Link>
            </Button>
            <Button type="submit" disabled={enviando} aria-busy={enviando}>
              <Check aria-hidden="true" />
              {enviando ? t('solicitudesPractica.editar.enviando') : t('solicitudesPractica.editar.aceptar')}
            </Button>
          </div>
        )}
      >
        <CamposCondiciones tutorEmailRequerido />
      </FormularioEmpresa>
    </Card>
  );
}
