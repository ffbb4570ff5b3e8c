import { Download, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { type Descarga, useDescargar } from '../api/descargar';

/** "Descargar" for one file: named by what it downloads; the text hides at 360 px, the name stays for screen readers. */
export function BotonDescarga({
  endpoint,
  id,
  nombre,
  texto,
  variant = 'ghost',
  icono: Icono = Download,
}: {
  endpoint: Descarga;
  id: number;
  /** The file's name: the button's accessible name and the fallback name to save under. */
  nombre: string;
  /** The visible text ("Descargar", "Plantilla"). */
  texto?: string;
  /** Outline buttons stand alone in a card and keep their text at 360 px; ghost ones sit in a row and show the icon only. */
  variant?: 'ghost' | 'outline';
  /** A template is told apart from the given file beside it. */
  icono?: LucideIcon;
}) {
  const { t } = useTranslation();
  const descargar = useDescargar(endpoint);
  return (
    <Button
      variant={variant}
      size="sm"
      disabled={descargar.isPending}
      aria-busy={descargar.isPending}
      aria-label={t('practicasEmpresa.comun.descargarNombre', { nombre })}
      onClick={() => descargar.mutate({ id, nombre })}
    >
      <Icono aria-hidden="true" />
      <span aria-hidden="true" className={variant === 'outline' ? undefined : 'hidden sm:inline'}>
        {texto ?? t('practicasEmpresa.comun.descargar')}
      </span>
    </Button>
  );
}
