import { INFORMES_CIFRAS, type InformeCifras } from '@puente/contract/cifras';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { InformeCifrasPage } from '@/features/cifras-gestion/components/informe-cifras-page';
import { PageHeading } from '../layout/page-heading';
import { useCurrentRoute } from '../layout/use-current-route';

const esInforme = (valor: string | undefined): valor is InformeCifras =>
  (INFORMES_CIFRAS as readonly string[]).includes(valor ?? '');

/** /gestion/cifras/{informe}: one area's report, headed by its name; an unknown area goes back to the dashboard. */
export default function GestionCifrasInformeRoute() {
  const { t } = useTranslation();
  const def = useCurrentRoute();
  const { informe } = useParams();
  if (!esInforme(informe)) return <Navigate to="/gestion/cifras" replace />;
  return (
    <InformeCifrasPage
      key={informe}
      informe={informe}
      heading={def ? <PageHeading def={def} title={t(`cifras.informe.${informe}`)} /> : null}
    />
  );
}
