import { usePendienteGestion } from '@/features/inicio-gestion/api/pendiente';
import { InicioGestion } from '@/features/inicio-gestion/components/inicio-gestion';
import { useMiCuentaGestor } from '@/lib/cuenta-gestor';

/** /gestion: the staff's home, the greeting and the work queue of what waits for them. */
export default function GestionRoute() {
  const cuenta = useMiCuentaGestor();
  const pendiente = usePendienteGestion();
  return (
    <InicioGestion
      nombre={cuenta.data?.nombre}
      pendiente={pendiente.data}
      cargando={pendiente.isPending}
      error={pendiente.isError && !pendiente.data}
      onReintentar={() => void pendiente.refetch()}
    />
  );
}
