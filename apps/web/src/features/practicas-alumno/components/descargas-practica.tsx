import { Download, type LucideIcon } from 'lucide-react';
import { useDescargar } from '@/components/descargas/boton-descarga';
import { Button } from '@/components/ui/button';

export interface BotonPdfProps {
  endpoint: 'anexoPracticaAlumno' | 'descargaAnexoFirmadoAlumno' | 'certificadoPractica';
  idPractica: number;
  /** The visible text, which names the button ("Descargar el anexo"); the card around it says which internship. */
  texto: string;
  /** The name to save under when the API does not suggest one. */
  fichero: string;
  icono?: LucideIcon;
}

/** One of the internship's PDFs, made by the API when asked; a refusal (48) is the page's banner. */
export function BotonPdf({ endpoint, idPractica, texto, fichero, icono: Icono = Download }: BotonPdfProps) {
  const descargar = useDescargar(endpoint);
  return (
    <Button
      variant="outline"
      className="w-full sm:w-auto"
      disabled={descargar.isPending}
      aria-busy={descargar.isPending}
      onClick={() => descargar.mutate({ id: idPractica, nombre: fichero })}
    >
      <Icono aria-hidden="true" />
      {texto}
    </Button>
  );
}
