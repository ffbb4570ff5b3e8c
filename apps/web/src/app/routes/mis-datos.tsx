import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast-store';
import { MisDatosPage } from '@/features/mis-datos/components/mis-datos-page';
import { pathOf } from '../route-links';

/** /mis-datos: the student's copy of their data and the erasure of their account; after it, the session ends. */
export default function MisDatosRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <MisDatosPage
      alEliminar={() => {
        toast({ title: t('misDatos.eliminar.hecho'), tone: 'success' });
        void navigate(pathOf('logout'), { replace: true });
      }}
    />
  );
}
