import { FileDown } from 'lucide-react';
import { BotonDescarga, type BotonDescargaProps } from './boton-descarga';

type Descarga = Pick<BotonDescargaProps, 'endpoint' | 'id' | 'nombre'>;

/**
 * A required document's downloads, side by side: the university's template
 * (its own text and icon) when there is one, then the file given when it can be downloaded.
 */
export function DescargasDocumento({ plantilla, entregado }: { plantilla?: Descarga & { texto: string }; entregado?: Descarga }) {
  return (
    <div className="flex flex-wrap gap-1">
      {plantilla ? <BotonDescarga {...plantilla} icono={FileDown} /> : null}
      {entregado ? <BotonDescarga {...entregado} /> : null}
    </div>
  );
}
