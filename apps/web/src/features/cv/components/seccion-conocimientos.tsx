import { type Cv, conocimientosSchema, NIVELES_PROGRAMA, NIVELES_PROGRAMA_EN } from '@puente/contract/cv';
import { Monitor, Pencil, Plus, X } from 'lucide-react';
import { useMemo } from 'react';
import { Controller, useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useIdCampo } from '@/components/form/campos-formulario';
import { Button } from '@/components/ui/button';
import { Combobox } from '@/components/ui/combobox';
import { EmptyState } from '@/components/ui/empty-state';
import { Select } from '@/components/ui/select';
import { useLanguage } from '@/lib/i18n';
import { useGuardarCv } from '../api/cv';
import { opcionesDe, useListasCv } from '../api/listas-cv';
import { useEdicion } from '../hooks/use-edicion';
import { FormularioCv } from './formulario-cv';
import { SeccionCv } from './seccion-cv';

const ANCLA = 'conocimientos';

export function useNivelesPrograma() {
  const lang = useLanguage();
  const nombres = lang === 'en' ? NIVELES_PROGRAMA_EN : NIVELES_PROGRAMA;
  return Object.entries(nombres).map(([value, label]) => ({ value, label }));
}

/** Conocimientos informáticos: programmes of the domain list, each with a level. */
export function SeccionConocimientos({ cv }: { cv: Cv }) {
  const { t } = useTranslation();
  const edicion = useEdicion(ANCLA);
  const guardar = useGuardarCv('editConocimientosInformaticos');
  const niveles = useNivelesPrograma();
  const programas = cv.interes.programasInformaticos;
  const abrir = () => edicion.abrir(true, `${ANCLA}-editar`);
  return (
    <SeccionCv
      ancla={ANCLA}
      titulo={t('cv.conocimientos.titulo')}
      descripcion={t('cv.conocimientos.descripcion')}
      icono={Monitor}
      aviso={edicion.aviso}
      onCerrarAviso={edicion.quitarAviso}
      accion={
        edicion.abierto || programas.length === 0 ? null : (
          <Button id={`${ANCLA}-editar`} variant="outline" size="sm" onClick={abrir}>
            <Pencil aria-hidden="true" />
            {t('cv.comun.editar')}
            <span className="sr-only"> {t('cv.conocimientos.titulo')}</span>
          </Button>
        )
      }
    >
      {edicion.abierto ? (
        <FormularioCv
          id="cv-conocimientos"
          etiqueta={t('cv.conocimientos.titulo')}
          schema={conocimientosSchema}
          valores={{ conocimientos: programas.map((p) => ({ idPrograma: String(p.idPrograma), nivel: p.nivel })) }}
          onCancelar={() => edicion.cerrar()}
          onGuardar={async (datos) => {
            await guardar.mutateAsync(datos);
            edicion.cerrar(t('cv.conocimientos.guardado'));
          }}
        >
          <FilasProgramas />
        </FormularioCv>
      ) : programas.length === 0 ? (
        <EmptyState
          icon={Monitor}
          title={t('cv.conocimientos.vacio')}
          description={t('cv.conocimientos.vacioTexto')}
          action={
            <Button id={`${ANCLA}-editar`} size="sm" onClick={abrir}>
              {t('cv.conocimientos.anadir')}
            </Button>
          }
        />
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2">
          {programas.map((programa) => (
            <li
              key={programa.idPrograma}
              className="flex items-center justify-between gap-2 rounded-lg bg-subtle px-3 py-2 text-sm"
            >
              <span className="font-medium text-fg">{programa.programa}</span>
              <span className="text-muted">{niveles.find((n) => n.value === String(programa.nivel))?.label}</span>
            </li>
          ))}
        </ul>
      )}
    </SeccionCv>
  );
}

/** One row per programme; the level is a number for the contract (1–3). */
function FilasProgramas() {
  const { t } = useTranslation();
  const { control } = useFormContext<{ conocimientos: { idPrograma: string; nivel: string | number }[] }>();
  const { fields, append, remove } = useFieldArray({ control, name: 'conocimientos' });
  const { listas } = useListasCv();
  const programas = useMemo(() => opcionesDe(listas.programasInformaticos), [listas.programasInformaticos]);
  const niveles = useNivelesPrograma();
  const base = useIdCampo('conocimientos');
  return (
    <div className="flex flex-col gap-3">
      {fields.length === 0 ? <p className="text-sm text-muted">{t('cv.conocimientos.vacioTexto')}</p> : null}
      <ul className="flex flex-col gap-3">
        {fields.map((fila, n) => (
          <li key={fila.id} className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_11rem_auto] sm:items-end">
            <div className="flex flex-col gap-1">
              <label htmlFor={`${base}-${n}-programa`} className="text-sm font-medium text-fg">
                {t('cv.conocimientos.programa', { n: n + 1 })}
              </label>
              <Controller
                control={control}
                name={`conocimientos.${n}.idPrograma`}
                render={({ field, fieldState }) => (
                  <Combobox
                    id={`${base}-${n}-programa`}
                    options={programas}
                    value={field.value || null}
                    onValueChange={(value) => field.onChange(value ?? '')}
                    placeholder={t('cv.conocimientos.eligePrograma')}
                    emptyText={t('cv.comun.sinResultados')}
                    aria-invalid={fieldState.error ? true : undefined}
                  />
                )}
              />
            </div>
            <div className="flex flex-col gap-1">
              <span id={`${base}-${n}-nivel-etiqueta`} className="text-sm font-medium text-fg">
                {t('cv.conocimientos.nivel')}
              </span>
              <Controller
                control={control}
                name={`conocimientos.${n}.nivel`}
                render={({ field }) => (
                  <Select
                    id={`${base}-${n}-nivel`}
                    aria-labelledby={`${base}-${n}-nivel-etiqueta`}
                    value={String(field.value ?? '')}
                    onValueChange={(value) => field.onChange(Number(value))}
                    options={niveles}
                    placeholder={t('cv.conocimientos.eligeNivel')}
                  />
                )}
              />
            </div>
            <Button variant="ghost" size="icon" aria-label={t('cv.conocimientos.quitar', { n: n + 1 })} onClick={() => remove(n)}>
              <X aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
      <div>
        <Button variant="secondary" size="sm" onClick={() => append({ idPrograma: '', nivel: 1 })}>
          <Plus aria-hidden="true" />
          {t('cv.conocimientos.anadirFila')}
        </Button>
      </div>
    </div>
  );
}
