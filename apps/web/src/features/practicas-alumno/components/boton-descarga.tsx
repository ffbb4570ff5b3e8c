import { Download, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { type DescargaAlumno, useDescargar } from '../api/descargar';

/** "Descargar" one file, named by what it downloads; the text hides at 360 px, the name stays for screen readers. */
export function BotonDescarga({
  endpoint,
  id,
  nombre,
  texto,
  icono: Icono = Download,
}: {
  endpoint: DescargaAlumno;
  id: number;
  nombre: string;
  texto?: string;
  icono?: LucideIcon;
}) {
  const { t } = useTranslation();
  const descargar = useDescargar(endpoint);
  return (
    <Button
      variant="ghost"
      size="sm"
      disabled={descargar.isPending}
      aria-busy={descargar.isPending}
      aria-label={t('practicasAlumno.documentos.descargarNombre', { nombre })}
      onClick={() => descargar.mutate({ id, nombre })}
    >
      <Icono aria-hidden="true" />
      <span aria-hidden="true" className="hidden sm:inline">
        {texto ?? t('practicasAlumno.documentos.descargar')}
      </span>
    </Button>
  );
}
