import { type Cv, interesSchema } from '@puente/contract/cv';
import { Heart, Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useGuardarCv } from '../api/cv';
import { useListasCv } from '../api/listas-cv';
import { useEdicion } from '../hooks/use-edicion';
import { CampoSeleccionMultiple } from './campos-listas';
import { FormularioCv } from './formulario-cv';
import { SeccionCv } from './seccion-cv';

const ANCLA = 'intereses';

/** Intereses: tags of the domain list that tell companies what the student wants to do. */
export function SeccionIntereses({ cv }: { cv: Cv }) {
  const { t } = useTranslation();
  const edicion = useEdicion(ANCLA);
  const guardar = useGuardarCv('editInteres');
  const { listas } = useListasCv();
  const tags = cv.interes.tags;
  const abrir = () => edicion.abrir(true, `${ANCLA}-editar`);
  return (
    <SeccionCv
      ancla={ANCLA}
      titulo={t('cv.intereses.titulo')}
      descripcion={t('cv.intereses.descripcion')}
      icono={Heart}
      aviso={edicion.aviso}
      onCerrarAviso={edicion.quitarAviso}
      accion={
        edicion.abierto || tags.length === 0 ? null : (
          <Button id={`${ANCLA}-editar`} variant="outline" size="sm" onClick={abrir}>
            <Pencil aria-hidden="true" />
            {t('cv.comun.editar')}
            <span className="sr-only"> {t('cv.intereses.titulo')}</span>
          </Button>
        )
      }
    >
      {edicion.abierto ? (
        <FormularioCv
          id="cv-intereses"
          etiqueta={t('cv.intereses.titulo')}
          schema={interesSchema}
          valores={{ tags: tags.map((tag) => tag.id) }}
          onCancelar={() => edicion.cerrar()}
          onGuardar={async (datos) => {
            await guardar.mutateAsync(datos);
            edicion.cerrar(t('cv.intereses.guardado'));
          }}
        >
          <CampoSeleccionMultiple
            name="tags"
            label={t('cv.intereses.campo')}
            hint={t('cv.intereses.ayuda')}
            opciones={listas.tagsInteres}
          />
        </FormularioCv>
      ) : tags.length === 0 ? (
        <EmptyState
          icon={Heart}
          title={t('cv.intereses.vacio')}
          description={t('cv.intereses.vacioTexto')}
          action={
            <Button id={`${ANCLA}-editar`} size="sm" onClick={abrir}>
              {t('cv.intereses.anadir')}
            </Button>
          }
        />
      ) : (
        <ul className="flex flex-wrap gap-2">
          {tags.map((tag) => (
            <li key={tag.id} className="rounded-full bg-subtle px-3 py-1 text-sm text-fg">
              {tag.descripcion}
            </li>
          ))}
        </ul>
      )}
    </SeccionCv>
  );
}
