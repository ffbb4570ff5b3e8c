import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { download } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

export interface ExportarCsvProps {
  idOferta: number;
  vacio: boolean;
}

/**
 * Downloads the offer's candidates as the CSV the API builds (exportaCandidatos:
 * UTF-8 with BOM, ';' for Spanish Excel, formula-safe, in the reader's language).
 * A refusal shows the catalogue banner like any other failed action.
 */
export function ExportarCsv({ idOferta, vacio }: ExportarCsvProps) {
  const { t } = useTranslation();
  const exportar = useMutation({
    mutationFn: async () => {
      const fichero = await download('exportaCandidatos', { id: idOferta });
      saveFile(fichero.blob, fichero.nombre);
    },
  });
  return (
    <Button variant="outline" onClick={() => exportar.mutate()} disabled={vacio || exportar.isPending}>
      <Download aria-hidden="true" />
      {t('candidatos.exportar')}
    </Button>
  );
}
