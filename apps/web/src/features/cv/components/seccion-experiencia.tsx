import { type Cv, type ExperienciaCv, experienciaSchema } from '@puente/contract/cv';
import { Briefcase, ExternalLink, Paperclip, Pencil, Plus, X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CampoArea, CampoTexto } from '@/components/form/campos';
import { useIdCampo } from '@/components/form/campos-formulario';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { FileInput } from '@/components/ui/file-input';
import { useBrand } from '@/lib/brand';
import { useFormato } from '@/lib/formato';
import { useGuardarCv } from '../api/cv';
import { leerArchivo } from '../archivo';
import { esRequerido, esVisible } from '../campos-marca';
import { useEdicion } from '../hooks/use-edicion';
import { useMensajeCv } from '../hooks/use-mensaje-cv';
import { BorrarBoton } from './borrar-boton';
import { FormularioCv } from './formulario-cv';
import { SeccionCv } from './seccion-cv';

const ANCLA = 'experiencia';

/** Experiencia profesional: jobs and internships, with a link and an attached certificate where the brand shows them. */
export function SeccionExperiencia({ cv }: { cv: Cv }) {
  const { t } = useTranslation();
  const edicion = useEdicion<number | 'nuevo'>(ANCLA);
  const borrar = useGuardarCv('delExperiencia');
  const experiencias = cv.profesional.experiencia;
  const abrirNuevo = () => edicion.abrir('nuevo', `${ANCLA}-anadir`);
  return (
    <SeccionCv
      ancla={ANCLA}
      titulo={t('cv.experiencia.titulo')}
      descripcion={t('cv.experiencia.descripcion')}
      icono={Briefcase}
      aviso={edicion.aviso}
      onCerrarAviso={edicion.quitarAviso}
      accion={
        experiencias.length > 0 ? (
          <Button id={`${ANCLA}-anadir`} variant="outline" size="sm" onClick={abrirNuevo} disabled={edicion.abierto === 'nuevo'}>
            <Plus aria-hidden="true" />
            {t('cv.experiencia.anadir')}
          </Button>
        ) : null
      }
    >
      <div className="flex flex-col gap-4">
        {edicion.abierto === 'nuevo' ? <FormularioExperiencia onCerrar={edicion.cerrar} /> : null}
        {experiencias.length === 0 ? (
          edicion.abierto === 'nuevo' ? null : (
            <EmptyState
              icon={Briefcase}
              title={t('cv.experiencia.vacio')}
              description={t('cv.experiencia.vacioTexto')}
              action={
                <Button id={`${ANCLA}-anadir`} size="sm" onClick={abrirNuevo}>
                  <Plus aria-hidden="true" />
                  {t('cv.experiencia.anadir')}
                </Button>
              }
            />
          )
        ) : (
          <ul className="flex flex-col divide-y divide-border">
            {experiencias.map((experiencia) =>
              edicion.abierto === experiencia.id ? (
                <li key={experiencia.id} className="py-3">
                  <FormularioExperiencia experiencia={experiencia} onCerrar={edicion.cerrar} />
                </li>
              ) : (
                <FilaExperiencia
                  key={experiencia.id}
                  experiencia={experiencia}
                  onEditar={() => edicion.abrir(experiencia.id, `${ANCLA}-editar-${experiencia.id}`)}
                  onBorrar={() => borrar.mutateAsync({ id: experiencia.id })}
                  onBorrado={() => edicion.avisar(t('cv.experiencia.borrado'))}
                />
              ),
            )}
          </ul>
        )}
      </div>
    </SeccionCv>
  );
}

function FilaExperiencia({
  experiencia,
  onEditar,
  onBorrar,
  onBorrado,
}: {
  experiencia: ExperienciaCv;
  onEditar: () => void;
  onBorrar: () => Promise<unknown>;
  onBorrado: () => void;
}) {
  const { t } = useTranslation();
  const { fecha } = useFormato();
  const nombre = `${experiencia.puesto} · ${experiencia.empresa}`;
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-3 first:pt-0 last:pb-0">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="font-medium text-fg">{experiencia.puesto}</p>
        <p className="text-sm text-muted">
          {experiencia.empresa} · {fecha(experiencia.fechaInicio)} –{' '}
          {experiencia.fechaFin ? fecha(experiencia.fechaFin) : t('cv.comun.actualidad')}
        </p>
        {experiencia.descripcion ? <p className="whitespace-pre-line text-sm text-fg">{experiencia.descripcion}</p> : null}
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {experiencia.enlace ? (
            <a
              href={experiencia.enlace}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
            >
              <ExternalLink aria-hidden="true" className="size-3.5" />
              {t('cv.experiencia.verEnlace')}
              <span className="sr-only"> {t('cv.comun.nuevaPestana')}</span>
            </a>
          ) : null}
          {experiencia.adjunto ? (
            <span className="inline-flex items-center gap-1 text-muted">
              <Paperclip aria-hidden="true" className="size-3.5" />
              {experiencia.adjunto.nombre}
            </span>
          ) : null}
        </div>
      </div>
      <div className="flex gap-1">
        <Button
          id={`${ANCLA}-editar-${experiencia.id}`}
          variant="ghost"
          size="sm"
          onClick={onEditar}
          aria-label={t('cv.comun.editarNombre', { nombre })}
        >
          <Pencil aria-hidden="true" />
          <span aria-hidden="true" className="hidden sm:inline">
            {t('cv.comun.editar')}
          </span>
        </Button>
        <BorrarBoton nombre={nombre} onBorrar={onBorrar} onBorrado={onBorrado} />
      </div>
    </li>
  );
}

export function FormularioExperiencia({
  experiencia,
  onCerrar,
}: {
  experiencia?: ExperienciaCv;
  onCerrar: (aviso?: string | null) => void;
}) {
  const { t } = useTranslation();
  const campos = useBrand().campos;
  const anadir = useGuardarCv('addExperiencia');
  const editar = useGuardarCv('editExperiencia');
  const schema = useMemo(() => experienciaSchema(campos), [campos]);
  const visible = (campo: string) => esVisible(campos, 'experiencia', campo);
  const requerido = (campo: string) => esRequerido(campos, 'experiencia', campo);
  const valores: Record<string, unknown> = {
    puesto: experiencia?.puesto ?? '',
    empresa: experiencia?.empresa ?? '',
    fechaInicio: experiencia?.fechaInicio ?? '',
    fechaFin: experiencia?.fechaFin ?? '',
    descripcion: experiencia?.descripcion ?? '',
  };
  if (visible('enlace')) valores.enlace = experiencia?.enlace ?? '';
  // Left out, the API keeps the current file; a new one or null replaces it.
  if (visible('adjunto')) valores.adjunto = undefined;
  return (
    <FormularioCv
      id={experiencia ? `cv-experiencia-${experiencia.id}` : 'cv-experiencia-nueva'}
      etiqueta={experiencia ? t('cv.comun.editarNombre', { nombre: experiencia.puesto }) : t('cv.experiencia.anadir')}
      schema={schema}
      valores={valores}
      onCancelar={() => onCerrar()}
      onGuardar={async (datos) => {
        if (experiencia) await editar.mutateAsync({ ...datos, id: experiencia.id });
        else await anadir.mutateAsync(datos);
        onCerrar(experiencia ? t('cv.experiencia.guardado') : t('cv.experiencia.anadido'));
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <CampoTexto name="puesto" label={t('cv.experiencia.puesto')} required autoComplete="organization-title" />
        <CampoTexto name="empresa" label={t('cv.experiencia.empresa')} required autoComplete="organization" />
        <CampoTexto name="fechaInicio" label={t('cv.experiencia.fechaInicio')} type="date" required deps={['fechaFin']} />
        <CampoTexto name="fechaFin" label={t('cv.experiencia.fechaFin')} type="date" hint={t('cv.experiencia.fechaFinAyuda')} />
      </div>
      <CampoArea name="descripcion" label={t('cv.experiencia.descripcionCampo')} rows={4} />
      {visible('enlace') ? (
        <CampoTexto
          name="enlace"
          label={t('cv.experiencia.enlace')}
          type="url"
          inputMode="url"
          hint={t('cv.experiencia.enlaceAyuda')}
          required={requerido('enlace')}
        />
      ) : null}
      {visible('adjunto') ? <CampoAdjunto actual={experiencia?.adjunto ?? null} required={requerido('adjunto')} /> : null}
    </FormularioCv>
  );
}

/** The certificate of an experience: kept, replaced (read and checked here, spec §5) or removed. */
function CampoAdjunto({ actual, required }: { actual: { nombre: string } | null; required: boolean }) {
  const { t } = useTranslation();
  const { setValue, formState } = useFormContext();
  const valor = useWatch({ name: 'adjunto' }) as { nombre: string } | null | undefined;
  const mensaje = useMensajeCv();
  const [errorLocal, setErrorLocal] = useState<string | null>(null);
  const [progreso, setProgreso] = useState<number | undefined>(undefined);
  const id = useIdCampo('adjunto');
  const errorForm = formState.errors.adjunto?.message;
  const error = mensaje(errorLocal ?? (typeof errorForm === 'string' ? errorForm : undefined));
  const mostrado = valor === undefined ? actual : valor;
  return (
    <Field id={id} label={t('cv.experiencia.adjunto')} hint={t('cv.documentos.reglas')} error={error} required={required}>
      {mostrado ? (
        <div className="flex items-center justify-between gap-2 rounded-lg border border-border bg-surface px-3 py-2 text-sm">
          <span className="inline-flex min-w-0 items-center gap-1.5 text-fg">
            <Paperclip aria-hidden="true" className="size-4 shrink-0 text-muted" />
            <span className="truncate">{mostrado.nombre}</span>
          </span>
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('cv.experiencia.quitarAdjunto', { nombre: mostrado.nombre })}
            onClick={() => setValue('adjunto', null, { shouldDirty: true, shouldValidate: true })}
          >
            <X aria-hidden="true" />
          </Button>
        </div>
      ) : (
        <FileInput
          id={id}
          prompt={t('cv.documentos.elige')}
          progress={progreso}
          progressLabel={t('cv.documentos.leyendo')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          onFiles={async ([file]) => {
            if (!file) return;
            setErrorLocal(null);
            setProgreso(0);
            const leido = await leerArchivo(file, undefined, setProgreso);
            setProgreso(undefined);
            if ('error' in leido) {
              setErrorLocal(leido.error);
              return;
            }
            setValue('adjunto', leido, { shouldDirty: true, shouldValidate: true });
          }}
        />
      )}
    </Field>
  );
}
