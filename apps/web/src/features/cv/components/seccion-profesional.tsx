import { type Cv, profesionalesSchema } from '@puente/contract/cv';
import { BriefcaseBusiness, Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CampoCasilla } from '@/components/form/campos-casillas';
import { Button } from '@/components/ui/button';
import { useGuardarCv } from '../api/cv';
import { useListasCv } from '../api/listas-cv';
import { useEdicion } from '../hooks/use-edicion';
import { CampoSeleccionMultiple } from './campos-listas';
import { Dato } from './dato';
import { FormularioCv } from './formulario-cv';
import { SeccionCv } from './seccion-cv';

const ANCLA = 'profesional';

/** The four yes/no answers of the professional profile, in the order the form asks them. */
const BANDERAS = ['carnetConducir', 'vehiculoPropio', 'disponibilidadViajar', 'disponibilidadCambioResidencia'] as const;

/**
 * Perfil profesional: what a recruiter filters on besides the jobs
 * themselves (driving licence, own vehicle, availability to travel or move,
 * the functional areas the student wants to work in).
 */
export function SeccionProfesional({ cv }: { cv: Cv }) {
  const { t } = useTranslation();
  const edicion = useEdicion(ANCLA);
  const guardar = useGuardarCv('editProfesionales');
  const { listas } = useListasCv();
  const perfil = cv.profesional;
  const abrir = () => edicion.abrir(true, `${ANCLA}-editar`);
  return (
    <SeccionCv
      ancla={ANCLA}
      titulo={t('cv.profesional.titulo')}
      descripcion={t('cv.profesional.descripcion')}
      icono={BriefcaseBusiness}
      aviso={edicion.aviso}
      onCerrarAviso={edicion.quitarAviso}
      accion={
        edicion.abierto ? null : (
          <Button id={`${ANCLA}-editar`} variant="outline" size="sm" onClick={abrir}>
            <Pencil aria-hidden="true" />
            {t('cv.comun.editar')}
            <span className="sr-only"> {t('cv.profesional.titulo')}</span>
          </Button>
        )
      }
    >
      {edicion.abierto ? (
        <FormularioCv
          id="cv-profesional"
          etiqueta={t('cv.profesional.titulo')}
          schema={profesionalesSchema}
          valores={{
            carnetConducir: perfil.carnetConducir,
            vehiculoPropio: perfil.vehiculoPropio,
            disponibilidadViajar: perfil.disponibilidadViajar,
            disponibilidadCambioResidencia: perfil.disponibilidadCambioResidencia,
            areasFuncionales: perfil.areasFuncionales.map((area) => area.id),
          }}
          onCancelar={() => edicion.cerrar()}
          onGuardar={async (datos) => {
            await guardar.mutateAsync(datos);
            edicion.cerrar(t('cv.profesional.guardado'));
          }}
        >
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-1 text-sm font-medium text-fg">{t('cv.profesional.disponibilidad')}</legend>
            {BANDERAS.map((bandera) => (
              <CampoCasilla key={bandera} name={bandera} label={t(`cv.profesional.${bandera}`)} />
            ))}
          </fieldset>
          <CampoSeleccionMultiple
            name="areasFuncionales"
            label={t('cv.profesional.areas')}
            hint={t('cv.profesional.areasAyuda')}
            opciones={listas.areasFuncionales}
          />
        </FormularioCv>
      ) : (
        <dl className="grid gap-3 sm:grid-cols-2">
          {BANDERAS.map((bandera) => (
            <Dato
              key={bandera}
              etiqueta={t(`cv.profesional.${bandera}`)}
              valor={perfil[bandera] ? t('cv.comun.si') : t('cv.comun.no')}
            />
          ))}
          <Dato
            className="sm:col-span-2"
            etiqueta={t('cv.profesional.areas')}
            valor={
              perfil.areasFuncionales.length === 0 ? null : (
                <ul className="mt-1 flex flex-wrap gap-2">
                  {perfil.areasFuncionales.map((area) => (
                    <li key={area.id} className="rounded-full bg-subtle px-3 py-1 text-sm text-fg">
                      {area.descripcion}
                    </li>
                  ))}
                </ul>
              )
            }
          />
        </dl>
      )}
    </SeccionCv>
  );
}
