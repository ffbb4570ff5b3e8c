import type { SeguimientoPractica } from '@puente/contract/seguimiento-practicas';
import { CalendarX2, FileSignature } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AnexoPractica } from '@/components/expediente-practica/anexo-practica';
import { AusenciasPractica } from '@/components/expediente-practica/ausencias-practica';
import { useBorrarAusencia, useRegistrarAusencia, useSubirAnexoFirmado } from '../api/seguimiento';
import { SeccionExpediente } from './seccion-expediente';

/** #anexo: the agreement's annex for this internship and its signed copy, which the company uploads. */
export function AnexoEmpresa({ practica }: { practica: SeguimientoPractica }) {
  const { t } = useTranslation();
  const subir = useSubirAnexoFirmado(practica.idPractica);
  return (
    <SeccionExpediente id="anexo" titulo={t('expedientePractica.anexo.titulo')} icono={FileSignature}>
      <AnexoPractica
        practica={practica}
        descargas={{ anexo: 'anexoPracticaEmpresa', firmado: 'descargaAnexoFirmadoEmpresa' }}
        subir={subir.mutateAsync}
      />
    </SeccionExpediente>
  );
}

/** #ausencias: the days the student did not attend, which the company records while the internship runs and after. */
export function AusenciasEmpresa({ practica }: { practica: SeguimientoPractica }) {
  const { t } = useTranslation();
  const registrar = useRegistrarAusencia(practica.idPractica);
  const borrar = useBorrarAusencia(practica.idPractica);
  return (
    <SeccionExpediente id="ausencias" titulo={t('expedientePractica.ausencias.titulo')} icono={CalendarX2}>
      <AusenciasPractica practica={practica} registrar={registrar.mutateAsync} borrar={borrar.mutateAsync} />
    </SeccionExpediente>
  );
}
