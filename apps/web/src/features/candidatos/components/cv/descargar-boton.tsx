import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { useGuardarFichero } from '../../api/cv-candidato';

export interface DescargarBotonProps extends Pick<ButtonProps, 'variant' | 'size' | 'className'> {
  obtener: () => Promise<{ blob: Blob; nombre: string }>;
  /** The visible text, plus any sr-only words that name the file: the accessible name starts with what is seen. */
  children: ReactNode;
}

/**
 * Downloads a file of the candidate (the CV as PDF, a document) with the
 * session's token, then saves it. While it downloads the button stays
 * focusable (aria-busy), so focus is not lost to a disabled button.
 */
export function DescargarBoton({ obtener, children, variant = 'outline', size = 'sm', className }: DescargarBotonProps) {
  const guardar = useGuardarFichero(obtener);
  return (
    <Button
      variant={variant}
      size={size}
      className={className}
      aria-busy={guardar.isPending || undefined}
      onClick={() => {
        if (!guardar.isPending) guardar.mutate();
      }}
    >
      <Download aria-hidden="true" />
      {children}
    </Button>
  );
}
