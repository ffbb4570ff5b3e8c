import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { useMiCuentaGestor } from '@/lib/cuenta-gestor';
import { MenuSecciones } from '../menu-secciones';
import { menuGestion } from './menu-gestion';

/** The staff side menu, shared by the sidebar (from 1024 px) and the drawer: the areas the member's permissions open. */
export function MenuGestionNav({ id, onNavigate }: { id: string; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const cuenta = useMiCuentaGestor();
  if (!cuenta.data) {
    return cuenta.isPending ? (
      <div aria-hidden="true" className="flex flex-col gap-2 px-3">
        <Skeleton className="h-8 w-full" />
        <Skeleton className="h-8 w-4/5" />
      </div>
    ) : null;
  }
  return (
    <MenuSecciones
      id={id}
      etiqueta={t('layout.gestion.navegacion')}
      clavesSeccion="layout.gestion.secciones"
      secciones={menuGestion(cuenta.data.permisos)}
      inicio="gestion"
      onNavigate={onNavigate}
    />
  );
}
