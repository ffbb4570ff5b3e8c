import { CalendarDays, Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Table, Td, Th } from '@/components/ui/table';
import { useFormato } from '@/lib/formato';
import { useLanguage } from '@/lib/i18n';
import { useDescargarDiasEfectivosEmpresa, useMesesDiasEfectivosEmpresa } from '../api/dias-efectivos';
import { mesEnPalabras } from '../etiquetas';
import { Seccion } from './seccion';

/**
 * #dias-efectivos: the closed months, per account code, of the internships the company registers with the Social
 * Security itself, each with its CSV (GET /api/Empresa/diasEfectivosCsv, with the session's token). Shown only when
 * there is some: while it loads, when it fails or when the list is empty, the page goes on without it.
 */
export function DiasEfectivos() {
  const { t } = useTranslation();
  const idioma = useLanguage();
  const { numero } = useFormato();
  const meses = useMesesDiasEfectivosEmpresa();
  const descargar = useDescargarDiasEfectivosEmpresa();
  const enCurso = descargar.isPending ? descargar.variables : undefined;
  if (!meses.data || meses.data.length === 0) return null;
  return (
    <Seccion
      id="dias-efectivos"
      titulo={t('practicasEmpresa.diasEfectivos.titulo')}
      descripcion={t('practicasEmpresa.diasEfectivos.intro')}
      icono={CalendarDays}
    >
      <Table caption={t('practicasEmpresa.diasEfectivos.tabla')}>
        <thead>
          <tr>
            <Th>{t('practicasEmpresa.diasEfectivos.columnas.mes')}</Th>
            <Th>{t('practicasEmpresa.diasEfectivos.columnas.ccc')}</Th>
            <Th className="text-end">{t('practicasEmpresa.diasEfectivos.columnas.practicas')}</Th>
            <Th className="text-end">{t('practicasEmpresa.diasEfectivos.columnas.dias')}</Th>
            <Th>
              <span className="sr-only">{t('practicasEmpresa.diasEfectivos.columnas.fichero')}</span>
            </Th>
          </tr>
        </thead>
        <tbody>
          {meses.data.map((m) => {
            const mes = mesEnPalabras(m.mes, idioma);
            const bajando = enCurso?.mes === m.mes && enCurso.ccc === m.ccc;
            return (
              <tr key={`${m.mes}-${m.ccc}`}>
                <Td className="whitespace-nowrap">{mes}</Td>
                <Td className="tabular-nums">{m.ccc}</Td>
                <Td className="text-end tabular-nums">{numero(m.practicas)}</Td>
                <Td className="text-end tabular-nums">{numero(m.diasEfectivos)}</Td>
                <Td className="text-end">
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={bajando}
                    aria-busy={bajando}
                    aria-label={t('practicasEmpresa.diasEfectivos.descargarNombre', { mes, ccc: m.ccc })}
                    onClick={() => descargar.mutate({ mes: m.mes, ccc: m.ccc })}
                  >
                    <Download aria-hidden="true" />
                    <span aria-hidden="true">{t('practicasEmpresa.diasEfectivos.descargar')}</span>
                  </Button>
                </Td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </Seccion>
  );
}
