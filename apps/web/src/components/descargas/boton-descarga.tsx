import { useMutation } from '@tanstack/react-query';
import { Download, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { type ApiInput, download, type EndpointName } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** The file endpoints that take the id of what they serve, and nothing else. */
export type DescargaPorId = {
  [N in EndpointName]: ApiInput<N> extends { id: unknown } ? ({ id: number } extends ApiInput<N> ? N : never) : never;
}[EndpointName];

/** One download: the file as the API names it (the given name when it does not), saved by the browser. */
export function useDescargar(endpoint: DescargaPorId) {
  return useMutation({
    mutationFn: async ({ id, nombre }: { id: number; nombre: string }) => {
      const archivo = await download(endpoint, { id } as ApiInput<DescargaPorId>, { nombrePorDefecto: nombre });
      saveFile(archivo.blob, archivo.nombre);
    },
  });
}

export interface BotonDescargaProps {
  endpoint: DescargaPorId;
  id: number;
  /** The file's name: the button's accessible name and the fallback name to save under. */
  nombre: string;
  /** The visible text ("Descargar", "Plantilla"). */
  texto?: string;
  /** Outline buttons stand alone in a card and keep their text at 360 px; ghost ones sit in a row and show the icon only. */
  variant?: 'ghost' | 'outline';
  /** A template is told apart from the given file beside it. */
  icono?: LucideIcon;
}

/** "Descargar" for one file: named by what it downloads; the text hides at 360 px, the name stays for screen readers. */
export function BotonDescarga({ endpoint, id, nombre, texto, variant = 'ghost', icono: Icono = Download }: BotonDescargaProps) {
  const { t } = useTranslation();
  const descargar = useDescargar(endpoint);
  return (
    <Button
      variant={variant}
      size="sm"
      disabled={descargar.isPending}
      aria-busy={descargar.isPending}
      aria-label={t('ui.descargarNombre', { nombre })}
      onClick={() => descargar.mutate({ id, nombre })}
    >
      <Icono aria-hidden="true" />
      <span aria-hidden="true" className={variant === 'outline' ? undefined : 'hidden sm:inline'}>
        {texto ?? t('ui.descargar')}
      </span>
    </Button>
  );
}
