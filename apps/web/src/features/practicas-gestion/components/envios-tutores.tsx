import type { SeguimientoPractica } from '@puente/contract/seguimiento-practicas';
import { Mails } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Table, Td, Th } from '@/components/ui/table';
import { claveEntrega, claveMotivo, claveRol, fechaHoraMadrid, tonoEntrega } from './etiquetas';
import { Marca } from './marcas';
import { Seccion } from './seccion';

/**
 * #envios: every mail with a link a tutor was sent (first mail, automatic reminders, by hand), when (Madrid's
 * clock), to whom, why, and what the mail server did with it: pending, accepted, or failed with its answer.
 */
export function EnviosTutores({ id, practica: p }: { id: string; practica: SeguimientoPractica }) {
  const { t } = useTranslation();
  return (
    <Seccion
      id={id}
      icono={Mails}
      titulo={t('practicasGestion.expediente.secciones.envios')}
      descripcion={t('practicasGestion.expediente.envios.intro')}
    >
      {p.envios.length === 0 ? (
        <p className="text-sm text-muted">{t('practicasGestion.expediente.envios.vacio')}</p>
      ) : (
        <Table caption={t('practicasGestion.expediente.envios.tabla')}>
          <thead>
            <tr>
              <Th>{t('practicasGestion.expediente.envios.columnas.fecha')}</Th>
              <Th>{t('practicasGestion.expediente.envios.columnas.para')}</Th>
              <Th>{t('practicasGestion.expediente.envios.columnas.motivo')}</Th>
              <Th>{t('practicasGestion.expediente.envios.columnas.entrega')}</Th>
            </tr>
          </thead>
          <tbody>
            {p.envios.map((envio) => (
              <tr key={`${envio.fecha}-${envio.rol}-${envio.motivo}-${envio.para}`}>
                <Td className="whitespace-nowrap tabular-nums">{fechaHoraMadrid(envio.fecha)}</Td>
                <Td>
                  <span className="flex flex-col">
                    <span>{t(claveRol[envio.rol])}</span>
                    <span className="break-all text-muted">{envio.para}</span>
                  </span>
                </Td>
                <Td>{t(claveMotivo[envio.motivo])}</Td>
                <Td>
                  <span className="flex flex-col items-start gap-1">
                    <Marca tono={tonoEntrega[envio.entrega]}>{t(claveEntrega[envio.entrega])}</Marca>
                    {envio.entrega === 'fallido' && envio.error ? (
                      <span className="[overflow-wrap:anywhere] text-xs text-danger">{envio.error}</span>
                    ) : null}
                  </span>
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Seccion>
  );
}
