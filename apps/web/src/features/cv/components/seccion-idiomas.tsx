import { type Cv, idiomaInputSchema } from '@puente/contract/cv';
import { Languages, Pencil, Plus } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CampoCombobox, CampoSelect } from '@/components/form/campos';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useGuardarCv } from '../api/cv';
import { opcionesDe, useListasCv } from '../api/listas-cv';
import { useEdicion } from '../hooks/use-edicion';
import { BorrarBoton } from './borrar-boton';
import { FormularioCv } from './formulario-cv';
import { SeccionCv } from './seccion-cv';

const ANCLA = 'idiomas';
type Idioma = Cv['idiomas'][number];

/** Idiomas: each language with its level (A1–C2, native), added, changed and deleted one by one. */
export function SeccionIdiomas({ cv }: { cv: Cv }) {
  const { t } = useTranslation();
  const edicion = useEdicion<number | 'nuevo'>(ANCLA);
  const borrar = useGuardarCv('delIdioma');
  const abrirNuevo = () => edicion.abrir('nuevo', `${ANCLA}-anadir`);
  return (
    <SeccionCv
      ancla={ANCLA}
      titulo={t('cv.idiomas.titulo')}
      descripcion={t('cv.idiomas.descripcion')}
      icono={Languages}
      aviso={edicion.aviso}
      onCerrarAviso={edicion.quitarAviso}
      accion={
        cv.idiomas.length > 0 ? (
          <Button id={`${ANCLA}-anadir`} variant="outline" size="sm" onClick={abrirNuevo} disabled={edicion.abierto === 'nuevo'}>
            <Plus aria-hidden="true" />
            {t('cv.idiomas.anadir')}
          </Button>
        ) : null
      }
    >
      <div className="flex flex-col gap-4">
        {edicion.abierto === 'nuevo' ? <FormularioIdioma onCerrar={edicion.cerrar} /> : null}
        {cv.idiomas.length === 0 ? (
          edicion.abierto === 'nuevo' ? null : (
            <EmptyState
              icon={Languages}
              title={t('cv.idiomas.vacio')}
              description={t('cv.idiomas.vacioTexto')}
              action={
                <Button id={`${ANCLA}-anadir`} size="sm" onClick={abrirNuevo}>
                  <Plus aria-hidden="true" />
                  {t('cv.idiomas.anadir')}
                </Button>
              }
            />
          )
        ) : (
          <ul className="flex flex-col divide-y divide-border">
            {cv.idiomas.map((idioma) =>
              edicion.abierto === idioma.id ? (
                <li key={idioma.id} className="py-3">
                  <FormularioIdioma idioma={idioma} onCerrar={edicion.cerrar} />
                </li>
              ) : (
                <li key={idioma.id} className="flex flex-wrap items-center justify-between gap-3 py-3 first:pt-0 last:pb-0">
                  <p className="text-sm text-fg">
                    <span className="font-medium">{idioma.idioma}</span>
                    <span className="ms-2 rounded-full bg-subtle px-2 py-0.5 text-xs font-medium text-fg">{idioma.nivel}</span>
                  </p>
                  <div className="flex gap-1">
                    <Button
                      id={`${ANCLA}-editar-${idioma.id}`}
                      variant="ghost"
                      size="sm"
                      aria-label={t('cv.comun.editarNombre', { nombre: idioma.idioma })}
                      onClick={() => edicion.abrir(idioma.id, `${ANCLA}-editar-${idioma.id}`)}
                    >
                      <Pencil aria-hidden="true" />
                      <span aria-hidden="true" className="hidden sm:inline">
                        {t('cv.comun.editar')}
                      </span>
                    </Button>
                    <BorrarBoton
                      nombre={idioma.idioma}
                      onBorrar={() => borrar.mutateAsync({ id: idioma.id })}
                      onBorrado={() => edicion.avisar(t('cv.idiomas.borrado', { nombre: idioma.idioma }))}
                    />
                  </div>
                </li>
              ),
            )}
          </ul>
        )}
      </div>
    </SeccionCv>
  );
}

function FormularioIdioma({ idioma, onCerrar }: { idioma?: Idioma; onCerrar: (aviso?: string | null) => void }) {
  const { t } = useTranslation();
  const { listas } = useListasCv();
  const anadir = useGuardarCv('addIdioma');
  const editar = useGuardarCv('editIdioma');
  const idiomas = useMemo(() => opcionesDe(listas.idiomas), [listas.idiomas]);
  const niveles = useMemo(() => opcionesDe(listas.nivelesIdioma), [listas.nivelesIdioma]);
  return (
    <FormularioCv
      id={idioma ? `cv-idioma-${idioma.id}` : 'cv-idioma-nuevo'}
      etiqueta={idioma ? t('cv.comun.editarNombre', { nombre: idioma.idioma }) : t('cv.idiomas.anadir')}
      schema={idiomaInputSchema}
      valores={{ idIdioma: idioma ? String(idioma.idIdioma) : '', idNivel: idioma ? String(idioma.idNivel) : '' }}
      onCancelar={() => onCerrar()}
      onGuardar={async (datos) => {
        if (idioma) await editar.mutateAsync({ ...datos, id: idioma.id });
        else await anadir.mutateAsync(datos);
        onCerrar(idioma ? t('cv.idiomas.guardado') : t('cv.idiomas.anadido'));
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <CampoCombobox
          name="idIdioma"
          label={t('cv.idiomas.idioma')}
          required
          options={idiomas}
          placeholder={t('cv.idiomas.eligeIdioma')}
          emptyText={t('cv.comun.sinResultados')}
        />
        <CampoSelect
          name="idNivel"
          label={t('cv.idiomas.nivel')}
          required
          options={niveles}
          placeholder={t('cv.idiomas.eligeNivel')}
        />
      </div>
    </FormularioCv>
  );
}
