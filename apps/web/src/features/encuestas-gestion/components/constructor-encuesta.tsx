import type { EncuestaEdicion } from '@puente/contract/encuestas';
import { useQueryClient } from '@tanstack/react-query';
import { Save, Send } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { CamposConMensajes } from '@/components/form/campos-formulario';
import { UrlDesdeTitulo } from '@/components/form/url-desde-titulo';
import { type CampoDeCodigo, FormularioEmpresa } from '@/components/formularios-empresa/formulario-empresa';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { toast } from '@/components/ui/toast-store';
import { UnsavedChangesDialog } from '@/components/unsaved-changes-dialog';
import { isApiError } from '@/lib/api-error';
import { invalidateEndpoint } from '@/lib/api-query';
import { useUnsavedChanges } from '@/lib/use-unsaved-changes';
import { useCrearEncuesta, useEditarEncuesta } from '../api/encuestas-gestion';
import { CamposEncuesta } from './campos-encuesta';
import { MENSAJES_ENCUESTA } from './mensajes-formulario';
import { PreguntasCongeladas } from './preguntas-congeladas';
import { PreguntasConstructor } from './preguntas-constructor';
import { RUTA_ENCUESTAS } from './rutas';
import { schemaEncuesta, type ValoresEncuesta, valoresDe, valoresNuevos } from './valores-encuesta';
import { VistaPreviaEncuesta } from './vista-previa-encuesta';

const PREFIJO = 'encuesta';
const TITULO_ID = 'encuesta-formulario-titulo';
const PREGUNTAS_ID = 'encuesta-preguntas-titulo';

/** The id travels in the path, never as a field of the form. */
const campoPropio = (campo: string) => (campo === 'id' ? null : campo);

/** Refusals that belong to one field: the address already taken (8), questions changed once answered (48). */
function useCodigosDeCampo(): Partial<Record<number, CampoDeCodigo>> {
  const { t } = useTranslation();
  return {
    8: { campo: 'urlAcceso', mensaje: t('encuestasGestion.constructor.urlEnUso') },
    48: { campo: 'preguntas', mensaje: t('encuestasGestion.constructor.rechazo48') },
  };
}

/**
 * Once the survey is answered (read again after a 48), the form's questions become the stored ones, and the
 * notice that says so takes the focus.
 */
function PreguntasDelServidor({ edicion, aviso }: { edicion: EncuestaEdicion | undefined; aviso: () => void }) {
  const { setValue } = useFormContext<ValoresEncuesta>();
  const congeladas = edicion?.preguntasCongeladas ?? false;
  const antes = useRef(congeladas);
  useEffect(() => {
    if (!edicion || !congeladas || antes.current) return;
    antes.current = true;
    setValue('preguntas', valoresDe(edicion).preguntas);
    aviso();
  }, [edicion, congeladas, setValue, aviso]);
  return null;
}

/**
 * The survey builder (/gestion/encuestas/nueva and /:id/editar): the survey's fields, then its questions with
 * their answers and jumps, the contract's rules and exact messages live and the API's refusals at their field;
 * "Vista previa" walks it as a respondent would. A new survey is created published (crearEncuesta); once
 * answered, its questions are read-only. Saved, it goes back to the list.
 */
export function ConstructorEncuesta({ edicion }: { edicion?: EncuestaEdicion }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const crear = useCrearEncuesta();
  const editar = useEditarEncuesta();
  const camposDeCodigo = useCodigosDeCampo();
  const [hayCambios, setHayCambios] = useState(false);
  const { blocker, allowLeaving } = useUnsavedChanges(hayCambios);
  // Keyed by the survey: the stored values only when another survey opens, not at each read.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above.
  const valores = useMemo(() => (edicion ? valoresDe(edicion) : valoresNuevos()), [edicion?.idEncuesta]);
  const aviso = useRef<HTMLDivElement>(null);
  const congeladas = edicion?.preguntasCongeladas ?? false;

  return (
    <Card className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h2 id={TITULO_ID} className="text-lg font-semibold text-fg">
          {t('encuestasGestion.constructor.titulo')}
        </h2>
        <p className="text-sm text-muted">
          {t(edicion ? 'encuestasGestion.constructor.introEdicion' : 'encuestasGestion.constructor.introAlta')}
        </p>
      </div>
      <FormularioEmpresa
        id={PREFIJO}
        schema={schemaEncuesta}
        valores={valores}
        labelledBy={TITULO_ID}
        campoDeServidor={campoPropio}
        camposDeCodigo={camposDeCodigo}
        onCambios={setHayCambios}
        onEnviar={async (datos) => {
          // Leaving for the list once saved is not losing changes.
          allowLeaving(true);
          try {
            if (edicion) await editar.mutateAsync({ id: edicion.idEncuesta, ...datos });
            else await crear.mutateAsync(datos);
            toast({
              title: t(edicion ? 'encuestasGestion.constructor.guardada' : 'encuestasGestion.constructor.creada'),
              tone: 'success',
            });
            navigate(RUTA_ENCUESTAS);
            return undefined;
          } catch (error) {
            allowLeaving(false);
            // Answered meanwhile: read it again, so the builder shows its questions frozen.
            if (edicion && isApiError(error) && error.status === 48)
              void invalidateEndpoint(queryClient, 'encuestaGestion', { id: edicion.idEncuesta });
            throw error;
          }
        }}
        acciones={({ enviando }) => (
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button asChild variant="outline">
              <Link to={RUTA_ENCUESTAS}>{t('encuestasGestion.constructor.cancelar')}</Link>
            </Button>
            <VistaPreviaEncuesta />
            <Button type="submit" disabled={enviando} aria-busy={enviando}>
              {edicion ? <Save aria-hidden="true" /> : <Send aria-hidden="true" />}
              {enviando
                ? t('encuestasGestion.constructor.guardando')
                : t(edicion ? 'encuestasGestion.constructor.guardar' : 'encuestasGestion.constructor.crear')}
            </Button>
          </div>
        )}
      >
        <CamposConMensajes prefijo={PREFIJO} propios={MENSAJES_ENCUESTA}>
          {edicion ? null : <UrlDesdeTitulo />}
          <PreguntasDelServidor edicion={edicion} aviso={() => aviso.current?.focus()} />
          <CamposEncuesta />
          <section aria-labelledby={PREGUNTAS_ID} className="flex flex-col gap-4">
            <div className="flex flex-col gap-1">
              <h3 id={PREGUNTAS_ID} className="text-base font-semibold text-fg">
                {t('encuestasGestion.constructor.grupos.preguntas')}
              </h3>
              {congeladas ? null : <p className="text-sm text-muted">{t('encuestasGestion.constructor.preguntasIntro')}</p>}
            </div>
            {congeladas ? (
              <PreguntasCongeladas ref={aviso} contestaciones={edicion?.contestaciones ?? 0} />
            ) : (
              <PreguntasConstructor />
            )}
          </section>
        </CamposConMensajes>
      </FormularioEmpresa>
      <UnsavedChangesDialog blocker={blocker} />
    </Card>
  );
}
