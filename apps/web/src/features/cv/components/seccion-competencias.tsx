import { type Cv, competenciasSchema } from '@puente/contract/cv';
import { Pencil, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useGuardarCv } from '../api/cv';
import { useEdicion } from '../hooks/use-edicion';
import { CampoEtiquetas } from './campos-listas';
import { FormularioCv } from './formulario-cv';
import { SeccionCv } from './seccion-cv';

const ANCLA = 'competencias';

/** Competencias: the student's skills in their own words. */
export function SeccionCompetencias({ cv }: { cv: Cv }) {
  const { t } = useTranslation();
  const edicion = useEdicion(ANCLA);
  const guardar = useGuardarCv('editCompetencias');
  const abrir = () => edicion.abrir(true, `${ANCLA}-editar`);
  return (
    <SeccionCv
      ancla={ANCLA}
      titulo={t('cv.competencias.titulo')}
      descripcion={t('cv.competencias.descripcion')}
      icono={Sparkles}
      aviso={edicion.aviso}
      onCerrarAviso={edicion.quitarAviso}
      accion={
        edicion.abierto || cv.competencias.length === 0 ? null : (
          <Button id={`${ANCLA}-editar`} variant="outline" size="sm" onClick={abrir}>
            <Pencil aria-hidden="true" />
            {t('cv.comun.editar')}
            <span className="sr-only"> {t('cv.competencias.titulo')}</span>
          </Button>
        )
      }
    >
      {edicion.abierto ? (
        <FormularioCv
          id="cv-competencias"
          etiqueta={t('cv.competencias.titulo')}
          schema={competenciasSchema}
          valores={{ competencias: cv.competencias }}
          onCancelar={() => edicion.cerrar()}
          onGuardar={async (datos) => {
            await guardar.mutateAsync(datos);
            edicion.cerrar(t('cv.competencias.guardado'));
          }}
        >
          <CampoEtiquetas
            name="competencias"
            label={t('cv.competencias.campo')}
            hint={t('cv.competencias.ayuda')}
            placeholder={t('cv.competencias.ejemplo')}
          />
        </FormularioCv>
      ) : cv.competencias.length === 0 ? (
        <EmptyState
          icon={Sparkles}
          title={t('cv.competencias.vacio')}
          description={t('cv.competencias.vacioTexto')}
          action={
            <Button id={`${ANCLA}-editar`} size="sm" onClick={abrir}>
              {t('cv.competencias.anadir')}
            </Button>
          }
        />
      ) : (
        <ul className="flex flex-wrap gap-2">
          {cv.competencias.map((competencia) => (
            <li key={competencia} className="rounded-full bg-subtle px-3 py-1 text-sm text-fg">
              {competencia}
            </li>
          ))}
        </ul>
      )}
    </SeccionCv>
  );
}
