import { PortalCodes } from '@puente/contract/errors/codes';
import type { SeguimientoPractica } from '@puente/contract/seguimiento-practicas';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/ui/banner';
import { TRANSPORT_FAILURE } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { showError } from '@/lib/error-banner-store';
import { useTokenDelEnlace } from '@/lib/use-token-del-enlace';
import { usePracticaTutor } from '../api/practica-tutor';
import { CalificacionTutor } from './calificacion-tutor';
import { DatosPracticaTutor } from './datos-practica-tutor';
import { CargandoPractica, EnlaceNoSirve, ErrorCargaPractica, enfocar } from './enlace-tutor';
import { InformeAlumnoLectura, InformeTutorLectura } from './informes-lectura';
import { ProyectoFormativoTutor } from './proyecto-formativo';
import { RespuestaTutor } from './respuesta-tutor';

type Respuesta = 'aceptado' | 'devuelto';

/** What the tutor's answer did, said where the buttons were: it takes the focus they had. */
function Hecho({ respuesta }: { respuesta: Respuesta }) {
  const { t } = useTranslation();
  return (
    <div ref={enfocar} tabIndex={-1} className="rounded-xl outline-none">
      <Banner tone="success" role="status" title={t(`tutorPracticas.hecho.${respuesta}`)}>
        {t(`tutorPracticas.hecho.${respuesta}Texto`)}
      </Banner>
    </div>
  );
}

function ConEnlace({ token }: { token: string }) {
  const practica = usePracticaTutor(token);
  const [hecho, setHecho] = useState<Respuesta | null>(null);
  const [caducado, setCaducado] = useState<{ mensaje: string | null } | null>(null);
  const [yaNoEnviado, setYaNoEnviado] = useState(false);
  const { refetch } = practica;

  const onRechazo = useCallback(
    (error: unknown) => {
      if (isApiError(error) && error.status === PortalCodes.ENLACE_CADUCADO) {
        setCaducado({ mensaje: error.mensaje });
      } else if (isApiError(error) && error.status === PortalCodes.ACCION_NO_PERMITIDA) {
        // Someone else's change got there first (the company took the plan back): show it as it is now.
        setYaNoEnviado(true);
        void refetch();
      } else {
        showError(isApiError(error) ? error.status : TRANSPORT_FAILURE, isApiError(error) ? error.mensaje : null);
      }
    },
    [refetch],
  );
  /** The grade's refusals: the link, or the banner (its 48 is said beside the form). */
  const onRechazoCalificacion = useCallback((error: unknown) => {
    if (isApiError(error) && error.status === PortalCodes.ENLACE_CADUCADO) setCaducado({ mensaje: error.mensaje });
    else showError(isApiError(error) ? error.status : TRANSPORT_FAILURE, isApiError(error) ? error.mensaje : null);
  }, []);

  if (caducado) return <EnlaceNoSirve rol="academico" mensaje={caducado.mensaje} conFoco />;
  if (practica.isPending) return <CargandoPractica />;
  if (practica.isError) {
    if (isApiError(practica.error) && practica.error.status === PortalCodes.ENLACE_CADUCADO) {
      return <EnlaceNoSirve rol="academico" mensaje={practica.error.mensaje} />;
    }
    return <ErrorCargaPractica onReintentar={() => void refetch()} />;
  }
  return (
    <Expediente
      practica={practica.data}
      token={token}
      hecho={hecho}
      yaNoEnviado={yaNoEnviado}
      onRespondido={(respuesta) => {
        setYaNoEnviado(false);
        setHecho(respuesta);
      }}
      onRechazo={onRechazo}
      onRechazoCalificacion={onRechazoCalificacion}
      onCambioAjeno={() => void refetch()}
    />
  );
}

function Expediente({
  practica,
  token,
  hecho,
  yaNoEnviado,
  onRespondido,
  onRechazo,
  onRechazoCalificacion,
  onCambioAjeno,
}: {
  practica: SeguimientoPractica;
  token: string;
  hecho: Respuesta | null;
  yaNoEnviado: boolean;
  onRespondido: (respuesta: Respuesta) => void;
  onRechazo: (error: unknown) => void;
  onRechazoCalificacion: (error: unknown) => void;
  onCambioAjeno: () => void;
}) {
  const { t } = useTranslation();
  const pendiente = practica.proyecto?.estado === 'enviado';
  // What the link is for now: the plan, then (both reports in) the grade, then nothing left to do.
  const intro =
    practica.calificacion !== null
      ? 'tutorPracticas.introCalificada'
      : practica.informeTutor && practica.informeAlumno
        ? 'tutorPracticas.introCalificar'
        : 'tutorPracticas.intro';
  return (
    <div className="flex flex-col gap-5">
      {hecho ? <Hecho respuesta={hecho} /> : <p className="max-w-3xl text-muted">{t(intro)}</p>}
      {yaNoEnviado && !pendiente ? (
        <div ref={enfocar} tabIndex={-1} className="rounded-xl outline-none">
          <Banner tone="warning" role="status" title={t('tutorPracticas.respuesta.yaNoEnviado')}>
            {t('tutorPracticas.respuesta.yaNoEnviadoTexto')}
          </Banner>
        </div>
      ) : null}
      <DatosPracticaTutor practica={practica} />
      <ProyectoFormativoTutor proyecto={practica.proyecto} />
      {pendiente ? <RespuestaTutor token={token} onRespondido={onRespondido} onRechazo={onRechazo} /> : null}
      {practica.informeTutor ? (
        <InformeTutorLectura
          informe={practica.informeTutor}
          id="informe-tutor-titulo"
          titulo={t('tutorPracticas.lectura.tituloTutor')}
        />
      ) : null}
      {practica.informeAlumno ? <InformeAlumnoLectura informe={practica.informeAlumno} /> : null}
      <CalificacionTutor practica={practica} token={token} onCambioAjeno={onCambioAjeno} onRechazo={onRechazoCalificacion} />
    </div>
  );
}

/**
 * /tutor/academico?token=, the academic tutor's personal link from
 * the mail (decision 042), without login: the internship, its training plan
 * and, while the plan awaits review, accepting it or sending it back with
 * remarks; at the end, both final reports once sent and, with both in, the
 * grade that certifies the internship. A link the API does not know or that
 * has expired (42) says so. The token leaves the address as soon as it is read.
 */
export function ProyectoFormativoPage() {
  const token = useTokenDelEnlace();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      {token ? <ConEnlace key={token} token={token} /> : <EnlaceNoSirve rol="academico" sinEnlace />}
    </div>
  );
}
