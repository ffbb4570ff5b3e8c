import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast-store';
import { MisDatosPage } from '@/features/mis-datos/components/mis-datos-page';
import { useSession } from '@/lib/session';
import { pathOf } from '../route-links';

/**
 * /mis-datos: a student's or a company contact's copy of their data and the erasure of their account; after it,
 * the session ends. Staff have no such page here (their data are the university's): they go to their home.
 */
export default function MisDatosRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { userType } = useSession();
  if (userType === 'Gestor') return <Navigate to={pathOf('gestion')} replace />;
  return (
    <MisDatosPage
      rutaContactos={`${pathOf('miEmpresa')}#contactos`}
      alEliminar={() => {
        toast({ title: t('misDatos.eliminar.hecho'), tone: 'success' });
        void navigate(pathOf('logout'), { replace: true });
      }}
    />
  );
}
