import { useTranslation } from 'react-i18next';
import { InicioGestion } from '@/features/inicio-gestion/components/inicio-gestion';
import { useMiCuentaGestor } from '@/lib/cuenta-gestor';
import { menuGestion } from '../layout/gestion/menu-gestion';
import { pathOf } from '../route-links';

/** /gestion: the staff's home, with the areas their permissions open (the menu's entries but itself). */
export default function GestionRoute() {
  const { t } = useTranslation();
  const cuenta = useMiCuentaGestor();
  const areas = menuGestion(cuenta.data?.permisos ?? [])
    .flatMap((seccion) => seccion.items)
    .filter((entrada) => entrada.route !== 'gestion')
    .map((entrada) => ({
      to: pathOf(entrada.route),
      titulo: t(`routes.${entrada.route}`),
      descripcion: t(`gestion.inicio.descripciones.${entrada.route}`),
      icono: entrada.icon,
    }));
  return <InicioGestion nombre={cuenta.data?.nombre} cargando={cuenta.isPending} areas={areas} />;
}
