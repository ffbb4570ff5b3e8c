import { ShieldOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { SkeletonDetail } from '@/components/ui/skeleton';
import { useMiCuentaGestor, usePermite } from '@/lib/cuenta-gestor';
import { useProgramaGestion } from '../api/programas-gestion';
import { ErrorCargaPrograma, ProgramaNoEncontrado, VolverAProgramas } from './estados-programa';
import { FormularioPrograma } from './formulario-programa';

/** What a member who may not change programmes sees on the form's pages (a read-only one reaches them by address only). */
function SinPermisoParaCambiar() {
  const { t } = useTranslation();
  return (
    <EmptyState
      as="section"
      titleAs="h2"
      icon={ShieldOff}
      title={t('programasGestion.sinPermisoCambiar.titulo')}
      description={t('programasGestion.sinPermisoCambiar.texto')}
      action={<VolverAProgramas />}
    />
  );
}

/** /gestion/programas/nuevo: the form, empty. */
export function NuevoProgramaPage() {
  const { t } = useTranslation();
  const cuenta = useMiCuentaGestor();
  const puedeCambiar = usePermite('practicas:cambiar');
  if (cuenta.isPending) return <SkeletonDetail label={t('programasGestion.cargando')} />;
  if (!puedeCambiar) return <SinPermisoParaCambiar />;
  return <FormularioPrograma />;
}

/** /gestion/programas/:id/editar: the form with the programme as it is. */
export function EditarProgramaPage({ idPrograma }: { idPrograma: number }) {
  const { t } = useTranslation();
  const cuenta = useMiCuentaGestor();
  const puedeCambiar = usePermite('practicas:cambiar');
  const programa = useProgramaGestion(idPrograma, puedeCambiar);
  if (cuenta.isPending || (puedeCambiar && idPrograma > 0 && programa.isPending))
    return <SkeletonDetail label={t('programasGestion.cargando')} />;
  if (!puedeCambiar) return <SinPermisoParaCambiar />;
  if (programa.isError) return <ErrorCargaPrograma reintentar={() => void programa.refetch()} />;
  if (!programa.data) return <ProgramaNoEncontrado />;
  return <FormularioPrograma key={programa.data.idPrograma} programa={programa.data} />;
}
