import type { SeguimientoPractica } from '@puente/contract/seguimiento-practicas';
import { CalendarX2, FileSignature } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AnexoPractica } from '@/components/expediente-practica/anexo-practica';
import { AusenciasPractica } from '@/components/expediente-practica/ausencias-practica';
import { useBorrarAusenciaGestion, useRegistrarAusenciaGestion, useSubirAnexoFirmadoGestion } from '../api/practicas-gestion';
import { Seccion } from './seccion';

interface SeccionProps {
  id: string;
  practica: SeguimientoPractica;
  /** practicas:cambiar: uploads and records; without it, the section reads. */
  puedeCambiar: boolean;
}

/** The agreement's annex as a PDF and its signed copy: whether it is there, by whom, and (practicas:cambiar) its upload. */
export function AnexoGestion({ id, practica, puedeCambiar }: SeccionProps) {
  const { t } = useTranslation();
  const subir = useSubirAnexoFirmadoGestion(practica.idPractica);
  return (
    <Seccion id={id} icono={FileSignature} titulo={t('practicasGestion.expediente.secciones.anexo')}>
      <AnexoPractica
        practica={practica}
        descargas={{ anexo: 'anexoPracticaGestion', firmado: 'descargaAnexoFirmadoGestion' }}
        subir={puedeCambiar ? subir.mutateAsync : undefined}
      />
    </Seccion>
  );
}

/** The days the student did not attend (the effective days leave them out); practicas:cambiar records and removes them. */
export function AusenciasGestion({ id, practica, puedeCambiar }: SeccionProps) {
  const { t } = useTranslation();
  const registrar = useRegistrarAusenciaGestion(practica.idPractica);
  const borrar = useBorrarAusenciaGestion(practica.idPractica);
  return (
    <Seccion id={id} icono={CalendarX2} titulo={t('practicasGestion.expediente.secciones.ausencias')}>
      <AusenciasPractica
        practica={practica}
        registrar={puedeCambiar ? registrar.mutateAsync : undefined}
        borrar={puedeCambiar ? borrar.mutateAsync : undefined}
      />
    </Seccion>
  );
}
