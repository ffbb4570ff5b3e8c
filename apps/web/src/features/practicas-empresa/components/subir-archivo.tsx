import { useTranslation } from 'react-i18next';
import { SubirArchivo as Subida } from '@/components/subir-archivo/subir-archivo';
import type { ArchivoLeido } from '@/lib/leer-archivo';

/**
 * Refusals of an upload said under it, where the company is looking: the file
 * type (46), the same file again (56), not the company's to give (48), a file
 * the server found too large (HTTP 413, answered as 15 with its message). Any
 * other goes to the banner, as the query client would have shown it.
 */
const DE_LA_SUBIDA = new Set([15, 46, 48, 56]);

export interface SubirArchivoProps {
  /** Unique on the page: the input's id. */
  id: string;
  /** What the drop zone says ("Elige un documento de la empresa"). */
  prompt: string;
  /** Sends the checked file; rejects with the API's refusal. */
  onEnviar: (archivo: ArchivoLeido) => Promise<unknown>;
  disabled?: boolean;
}

/** The company's upload; the 513 banner comes from the answer itself. */
export function SubirArchivo({ onEnviar, ...props }: SubirArchivoProps) {
  const { t } = useTranslation();
  return (
    <Subida
      {...props}
      enLinea={DE_LA_SUBIDA}
      onEnviar={async (archivo) => {
        await onEnviar(archivo);
        return true;
      }}
      textos={{
        reglas: (mb) => t('practicasEmpresa.subida.reglas', { mb }),
        subiendo: (nombre) => t('practicasEmpresa.subida.subiendo', { nombre }),
        hecho: (nombre) => t('practicasEmpresa.subida.hecha', { nombre }),
      }}
    />
  );
}
