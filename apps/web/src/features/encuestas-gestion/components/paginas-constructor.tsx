import { ShieldOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { SkeletonDetail } from '@/components/ui/skeleton';
import { useMiCuentaGestor, usePermite } from '@/lib/cuenta-gestor';
import { useEncuestaGestion } from '../api/encuestas-gestion';
import { ConstructorEncuesta } from './constructor-encuesta';
import { EncuestaNoDisponible } from './encuesta-no-disponible';
import { VolverAEncuestas } from './volver-a-encuestas';

/** What a member who may not change surveys sees on the builder (a read-only one reaches it by address only). */
function SinPermisoParaCambiar() {
  const { t } = useTranslation();
  return (
    <EmptyState
      as="section"
      titleAs="h2"
      icon={ShieldOff}
      title={t('encuestasGestion.sinPermisoCambiar.titulo')}
      description={t('encuestasGestion.sinPermisoCambiar.texto')}
      action={<VolverAEncuestas />}
    />
  );
}

/** /gestion/encuestas/nueva: the builder, empty but for one question. */
export function NuevaEncuestaPage() {
  const { t } = useTranslation();
  const cuenta = useMiCuentaGestor();
  const puedeCambiar = usePermite('contenidos:cambiar');
  if (cuenta.isPending) return <SkeletonDetail label={t('encuestasGestion.cargando')} />;
  if (!puedeCambiar) return <SinPermisoParaCambiar />;
  return <ConstructorEncuesta />;
}

/** /gestion/encuestas/:id/editar: the builder with the survey as stored (its questions frozen once answered). */
export function EditarEncuestaPage({ idEncuesta }: { idEncuesta: number }) {
  const { t } = useTranslation();
  const cuenta = useMiCuentaGestor();
  const puedeCambiar = usePermite('contenidos:cambiar');
  const encuesta = useEncuestaGestion(idEncuesta, puedeCambiar);
  if (cuenta.isPending || (puedeCambiar && encuesta.isPending && idEncuesta > 0))
    return <SkeletonDetail label={t('encuestasGestion.cargando')} />;
  if (!puedeCambiar) return <SinPermisoParaCambiar />;
  if (!encuesta.data) return <EncuestaNoDisponible error={encuesta.error} reintentar={() => void encuesta.refetch()} />;
  return <ConstructorEncuesta edicion={encuesta.data} />;
}
