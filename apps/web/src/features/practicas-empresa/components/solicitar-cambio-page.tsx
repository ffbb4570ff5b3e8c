import { Briefcase, Repeat } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyNote } from '@/components/ui/empty-state';
import { usePracticas } from '../api/practicas';
import { practicasConCambios } from '../formulario-cambio';
import { useAncla } from '../hooks/use-ancla';
import { SegunConsulta } from './estados';
import { FormularioCambio, type Preseleccion } from './formulario-cambio';
import { ListaPracticas } from './lista-practicas';
import { Seccion } from './seccion';

/**
 * /solicitar-cambio-practicas (brand flag canCambiarPracticas): the company's
 * internships with the changes asked so far, and the form to ask one more.
 */
export function SolicitarCambioPage() {
  const { t } = useTranslation();
  const practicas = usePracticas();
  const [preseleccion, setPreseleccion] = useState<Preseleccion | null>(null);
  useAncla();
  const conCambios = practicasConCambios(practicas.data ?? []);
  return (
    <div className="flex flex-col gap-5">
      <Seccion
        id="practicas"
        titulo={t('practicasEmpresa.cambios.titulo')}
        descripcion={t('practicasEmpresa.cambios.intro')}
        icono={Briefcase}
      >
        <SegunConsulta consulta={practicas} vacio={t('practicasEmpresa.cambios.vacio')} filas={2}>
          {(lista) => (
            <ListaPracticas
              practicas={lista}
              onSolicitar={(idPractica) => setPreseleccion((antes) => ({ idPractica, vez: (antes?.vez ?? 0) + 1 }))}
            />
          )}
        </SegunConsulta>
      </Seccion>
      {practicas.data ? (
        <Seccion
          id="solicitud"
          titulo={t('practicasEmpresa.cambios.nueva')}
          descripcion={t('practicasEmpresa.cambios.nuevaIntro')}
          icono={Repeat}
        >
          {conCambios.length === 0 ? (
            <EmptyNote>{t('practicasEmpresa.cambios.ningunaPosible')}</EmptyNote>
          ) : (
            <FormularioCambio practicas={conCambios} preseleccion={preseleccion} />
          )}
        </Seccion>
      ) : null}
    </div>
  );
}
