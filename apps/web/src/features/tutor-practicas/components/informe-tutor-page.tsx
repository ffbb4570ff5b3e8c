import { catalogueEntry } from '@puente/contract/errors/catalogue';
import { PortalCodes } from '@puente/contract/errors/codes';
import type { SeguimientoPractica } from '@puente/contract/seguimiento-practicas';
import { Award } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/ui/banner';
import { Card } from '@/components/ui/card';
import { TRANSPORT_FAILURE } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { showError } from '@/lib/error-banner-store';
import { useLanguage } from '@/lib/i18n';
import { useTokenDelEnlace } from '@/lib/use-token-del-enlace';
import { useInformeTutorEmpresa } from '../api/practica-tutor';
import { DatosPracticaTutor } from './datos-practica-tutor';
import { BotonDescargaTutor } from './descarga-tutor';
import { CargandoPractica, EnlaceNoSirve, ErrorCargaPractica, enfocar } from './enlace-tutor';
import { FormularioInformeTutor } from './formulario-informe-tutor';
import { InformeTutorLectura } from './informes-lectura';

/** The record is read and kept: what each answer changes is the only thing to remember here. */
function ConEnlace({ token }: { token: string }) {
  const idioma = useLanguage();
  const practica = useInformeTutorEmpresa(token);
  const [caducado, setCaducado] = useState<{ mensaje: string | null } | null>(null);
  const [enviado, setEnviado] = useState(false);
  const [noPermitido, setNoPermitido] = useState<string | null>(null);
  const { refetch } = practica;

  const onCaducado = useCallback((mensaje: string | null) => setCaducado({ mensaje }), []);
  const onRechazo = useCallback(
    (error: unknown) => {
      if (isApiError(error) && error.status === PortalCodes.ENLACE_CADUCADO) setCaducado({ mensaje: error.mensaje });
      else if (isApiError(error) && error.status === PortalCodes.ACCION_NO_PERMITIDA) {
        // Sent meanwhile (another tab, a colleague with the same mail): say why, and show it as it is now.
        setNoPermitido(error.mensaje ?? catalogueEntry(error.status)[idioma].cuerpo);
        void refetch();
      } else showError(isApiError(error) ? error.status : TRANSPORT_FAILURE, isApiError(error) ? error.mensaje : null);
    },
    [idioma, refetch],
  );

  if (caducado) return <EnlaceNoSirve rol="empresa" mensaje={caducado.mensaje} conFoco />;
  if (practica.isPending) return <CargandoPractica />;
  if (practica.isError) {
    if (isApiError(practica.error) && practica.error.status === PortalCodes.ENLACE_CADUCADO) {
      return <EnlaceNoSirve rol="empresa" mensaje={practica.error.mensaje} />;
    }
    return <ErrorCargaPractica onReintentar={() => void refetch()} />;
  }
  return (
    <Expediente
      practica={practica.data}
      token={token}
      enviado={enviado}
      noPermitido={noPermitido}
      onEnviado={() => {
        setNoPermitido(null);
        setEnviado(true);
      }}
      onRechazo={onRechazo}
      onCaducado={onCaducado}
    />
  );
}

function Expediente({
  practica: p,
  token,
  enviado,
  noPermitido,
  onEnviado,
  onRechazo,
  onCaducado,
}: {
  practica: SeguimientoPractica;
  token: string;
  enviado: boolean;
  noPermitido: string | null;
  onEnviado: () => void;
  onRechazo: (error: unknown) => void;
  onCaducado: (mensaje: string | null) => void;
}) {
  const { t } = useTranslation();
  const informe = p.informeTutor;
  return (
    <div className="flex flex-col gap-5">
      {enviado && informe ? (
        // Where the form's button had the focus: what happened takes it.
        <div ref={enfocar} tabIndex={-1} className="rounded-xl outline-none">
          <Banner tone="success" role="status" title={t('tutorPracticas.empresa.enviado')}>
            {t('tutorPracticas.empresa.enviadoTexto')}
          </Banner>
        </div>
      ) : (
        <p className="max-w-3xl text-muted">
          {informe ? t('tutorPracticas.empresa.introEnviado') : t('tutorPracticas.empresa.intro', { alumno: p.alumno })}
        </p>
      )}
      {noPermitido ? (
        <div ref={enfocar} tabIndex={-1} className="rounded-xl outline-none">
          <Banner tone="warning" role="status" title={t('tutorPracticas.empresa.noEnviado')}>
            {noPermitido}
          </Banner>
        </div>
      ) : null}
      <DatosPracticaTutor practica={p} />
      {informe ? (
        <InformeTutorLectura informe={informe} id="informe-enviado-titulo" titulo={t('tutorPracticas.empresa.tuInforme')}>
          <div className="border-t border-border pt-4">
            <BotonDescargaTutor
              token={token}
              endpoint="informeTutorPdf"
              nombre={t('tutorPracticas.empresa.ficheroInforme', { id: p.idPractica })}
              texto={t('tutorPracticas.empresa.descargarInforme')}
              onCaducado={onCaducado}
            />
          </div>
        </InformeTutorLectura>
      ) : (
        <FormularioInformeTutor token={token} horasPrevistas={p.horasTotales} onEnviado={onEnviado} onRechazo={onRechazo} />
      )}
      {p.estado === 'certificada' ? (
        <Card aria-labelledby="certificado-titulo" className="flex flex-col gap-4">
          <header className="flex items-start gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-success-bg text-success">
              <Award aria-hidden="true" className="size-5" />
            </span>
            <div className="flex min-w-0 flex-col gap-1">
              <h2 id="certificado-titulo" className="text-lg font-semibold leading-tight text-fg">
                {t('tutorPracticas.empresa.certificado')}
              </h2>
              <p className="text-sm text-muted">{t('tutorPracticas.empresa.certificadoTexto')}</p>
            </div>
          </header>
          <BotonDescargaTutor
            token={token}
            endpoint="certificadoColaboracion"
            nombre={t('tutorPracticas.empresa.ficheroCertificado', { id: p.idPractica })}
            texto={t('tutorPracticas.empresa.descargarCertificado')}
            onCaducado={onCaducado}
          />
        </Card>
      ) : null}
    </div>
  );
}

/**
 * /tutor/empresa?token=, the company tutor's personal link from the mail
 * sent at the internship's end (decision 042), without login: the internship
 * and the final report of art. 13, sent once and read-only afterwards, with
 * its PDF; once the internship is certified, the collaboration certificate.
 * A link the API does not know or that has expired (42) says so. The token
 * leaves the address as soon as it is read.
 */
export function InformeTutorPage() {
  const token = useTokenDelEnlace();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      {token ? <ConEnlace key={token} token={token} /> : <EnlaceNoSirve rol="empresa" sinEnlace />}
    </div>
  );
}
