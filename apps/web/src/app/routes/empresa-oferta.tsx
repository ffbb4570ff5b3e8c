import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Pipeline } from '@/features/candidatos/components/pipeline';
import { useDatosProceso } from '@/features/procesos/api/datos-proceso';
import { EligeOferta } from '@/features/procesos/components/elige-oferta';
import { ProcesoResumenCard } from '@/features/procesos/components/proceso-resumen';
import { PageHeading } from '../layout/page-heading';
import { useCurrentRoute } from '../layout/use-current-route';
import { idParam } from './id-param';
import { conAviso, useAvisoAlLlegar } from './use-aviso-al-llegar';

/** /oferta/{id} (and /mis-ofertas/{id}): the offer's summary and actions above its candidate pipeline. */
export default function MiOfertaRoute() {
  const id = idParam(useParams().id);
  useAvisoAlLlegar();
  if (id === null) return <EligeOferta />;
  return <MiOferta key={id} id={id} />;
}

function MiOferta({ id }: { id: number }) {
  const { t } = useTranslation();
  const def = useCurrentRoute();
  const navigate = useNavigate();
  const datos = useDatosProceso(id);
  const titulo = datos.data?.proceso.titulo ?? t('routes.oferta');
  return (
    <div className="flex flex-col gap-6">
      {def ? <PageHeading def={def} title={titulo} /> : null}
      <ProcesoResumenCard
        idOferta={id}
        onCopiadaContrario={(copia) => void navigate(`/editar-oferta/${copia}`)}
        onBorrada={() => void navigate('/mis-ofertas', conAviso(516))}
      />
      {datos.isError ? <EligeOferta /> : <Pipeline idOferta={id} />}
    </div>
  );
}
