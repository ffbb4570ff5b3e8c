import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useEtiquetaEstadoCandidatura } from '@/lib/estado-candidatura';
import type { Candidato } from '../api/candidatos';
import { construirCsv, descargarCsv } from '../csv';

export interface ExportarCsvProps {
  urlOferta: string;
  candidatos: Candidato[];
}

/** Downloads the offer's candidates as a CSV built in the browser. */
export function ExportarCsv({ urlOferta, candidatos }: ExportarCsvProps) {
  const { t } = useTranslation();
  const etiqueta = useEtiquetaEstadoCandidatura('empresa');
  const exportar = () => {
    const cabecera = ['nombre', 'apellidos', 'email', 'telefono', 'estado', 'fechaInscripcion', 'fechaActualizacion'].map((c) =>
      t(`candidatos.csv.${c}`),
    );
    const filas = candidatos.map((c) => [
      c.nombre,
      c.apellidos,
      c.email,
      c.telefono,
      etiqueta(c.estado, c.Estado),
      c.fechaInscripcion,
      c.fechaActualizacion,
    ]);
    descargarCsv(`${t('candidatos.csv.fichero')}-${urlOferta}.csv`, construirCsv(cabecera, filas));
  };
  return (
    <Button variant="outline" onClick={exportar} disabled={candidatos.length === 0}>
      <Download aria-hidden="true" />
      {t('candidatos.exportar')}
    </Button>
  );
}
