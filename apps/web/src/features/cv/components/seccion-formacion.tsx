import { type Cv, type EstudioCv, estudioSchema } from '@puente/contract/cv';
import type { titulacionActualSchema } from '@puente/contract/endpoints/cv';
import { GraduationCap, Landmark, Pencil, Plus } from 'lucide-react';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CampoCombobox, CampoTexto } from '@/components/form/campos';
import { CampoCasilla } from '@/components/form/campos-casillas';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { SkeletonList } from '@/components/ui/skeleton';
import { useBrand } from '@/lib/brand';
import { useFormato } from '@/lib/formato';
import { useTitulaciones } from '@/lib/reference-data';
import { useGuardarCv } from '../api/cv';
import { useTitulacionesActuales } from '../api/titulaciones-actuales';
import { esRequerido, esVisible, soloVisibles } from '../campos-marca';
import { useEdicion } from '../hooks/use-edicion';
import { BorrarBoton } from './borrar-boton';
import { FormularioCv } from './formulario-cv';
import { SeccionCv } from './seccion-cv';

const ANCLA = 'formacion';
type Abierto = number | 'nuevo' | 'expediente';
type TitulacionActual = z.infer<typeof titulacionActualSchema>;

/** Formación: the university's studies (read-only, from its records) and the student's own, added, edited and deleted here. */
export function SeccionFormacion({ cv }: { cv: Cv }) {
  const { t } = useTranslation();
  const edicion = useEdicion<Abierto>(ANCLA);
  const estudios = cv.academicos;
  const abrirNuevo = () => edicion.abrir('nuevo', `${ANCLA}-anadir`);
  return (
    <SeccionCv
      ancla={ANCLA}
      titulo={t('cv.formacion.titulo')}
      descripcion={t('cv.formacion.descripcion')}
      icono={GraduationCap}
      aviso={edicion.aviso}
      onCerrarAviso={edicion.quitarAviso}
      accion={
        <>
          <Button
            id={`${ANCLA}-expediente`}
            variant="outline"
            size="sm"
            aria-expanded={edicion.abierto === 'expediente'}
            onClick={() =>
              edicion.abierto === 'expediente' ? edicion.cerrar() : edicion.abrir('expediente', `${ANCLA}-expediente`)
            }
          >
            <Landmark aria-hidden="true" />
            {t('cv.formacion.deExpediente')}
          </Button>
          <Button id={`${ANCLA}-anadir`} variant="outline" size="sm" onClick={abrirNuevo} disabled={edicion.abierto === 'nuevo'}>
            <Plus aria-hidden="true" />
            {t('cv.formacion.anadir')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        {edicion.abierto === 'expediente' ? (
          <DeMiExpediente
            onAnadido={(nombre) => edicion.avisar(t('cv.formacion.anadidoExpediente', { nombre }), `${ANCLA}-expediente`)}
          />
        ) : null}
        {edicion.abierto === 'nuevo' ? <FormularioEstudio onCerrar={edicion.cerrar} /> : null}
        {estudios.length === 0 && edicion.abierto !== 'nuevo' ? (
          <EmptyState
            icon={GraduationCap}
            title={t('cv.formacion.vacio')}
            description={t('cv.formacion.vacioTexto')}
            action={
              <Button size="sm" onClick={abrirNuevo}>
                <Plus aria-hidden="true" />
                {t('cv.formacion.anadir')}
              </Button>
            }
          />
        ) : (
          <ul className="flex flex-col divide-y divide-border">
            {estudios.map((estudio) =>
              edicion.abierto === estudio.id ? (
                <li key={estudio.id} className="py-3">
                  <FormularioEstudio estudio={estudio} onCerrar={edicion.cerrar} />
                </li>
              ) : (
                <FilaEstudio
                  key={estudio.id}
                  estudio={estudio}
                  onEditar={() => edicion.abrir(estudio.id, `${ANCLA}-editar-${estudio.id}`)}
                  onBorrado={() => edicion.avisar(t('cv.formacion.borrado'))}
                />
              ),
            )}
          </ul>
        )}
      </div>
    </SeccionCv>
  );
}

function FilaEstudio({ estudio, onEditar, onBorrado }: { estudio: EstudioCv; onEditar: () => void; onBorrado: () => void }) {
  const { t } = useTranslation();
  const { fecha, numero } = useFormato();
  const borrar = useGuardarCv('delEstudio');
  const periodo = [
    estudio.fechaInicio ? fecha(estudio.fechaInicio) : null,
    estudio.fechaFin ? fecha(estudio.fechaFin) : t('cv.comun.actualidad'),
  ]
    .filter(Boolean)
    .join(' – ');
  const notas = [
    estudio.nota !== null ? t('cv.formacion.notaValor', { nota: numero(estudio.nota) }) : null,
    estudio.notaMedia !== null ? t('cv.formacion.notaMediaValor', { nota: numero(estudio.notaMedia) }) : null,
    estudio.creditosSuperados !== null ? t('cv.formacion.creditosValor', { creditos: estudio.creditosSuperados }) : null,
  ].filter(Boolean);
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-3 first:pt-0 last:pb-0">
      <div className="flex min-w-0 flex-col gap-1">
        <p className="font-medium text-fg">{estudio.titulacion}</p>
        <p className="text-sm text-muted">{[estudio.centro, estudio.nivel].filter(Boolean).join(' · ')}</p>
        <p className="text-sm text-muted">
          {periodo}
          {estudio.finalizado ? ` · ${t('cv.formacion.finalizado')}` : ` · ${t('cv.formacion.enCurso')}`}
        </p>
        {notas.length > 0 ? <p className="text-sm text-muted">{notas.join(' · ')}</p> : null}
      </div>
      {estudio.deLaUniversidad ? (
        <span className="inline-flex items-center gap-1 rounded-full bg-info-bg px-2.5 py-1 text-xs font-medium text-info">
          <Landmark aria-hidden="true" className="size-3.5" />
          {t('cv.formacion.deLaUniversidad')}
        </span>
      ) : (
        <div className="flex gap-1">
          <Button
            id={`${ANCLA}-editar-${estudio.id}`}
            variant="ghost"
            size="sm"
            onClick={onEditar}
            aria-label={t('cv.comun.editarNombre', { nombre: estudio.titulacion })}
          >
            <Pencil aria-hidden="true" />
            <span aria-hidden="true" className="hidden sm:inline">
              {t('cv.comun.editar')}
            </span>
          </Button>
          <BorrarBoton
            nombre={estudio.titulacion}
            onBorrar={() => borrar.mutateAsync({ id: estudio.id })}
            onBorrado={onBorrado}
          />
        </div>
      )}
    </li>
  );
}

/** "Añadir de mi expediente": the university's degrees not yet on the CV, one button each. */
function DeMiExpediente({ onAnadido }: { onAnadido: (nombre: string) => void }) {
  const { t } = useTranslation();
  const actuales = useTitulacionesActuales(true);
  const anadir = useGuardarCv('addEstudioUniversidad');
  if (actuales.isPending) return <SkeletonList label={t('cv.formacion.cargandoExpediente')} count={2} />;
  const pendientes = (actuales.data ?? []).filter((titulacion: TitulacionActual) => !titulacion.enCv);
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-border bg-bg p-4">
      <p className="text-sm font-medium text-fg">{t('cv.formacion.expedienteTitulo')}</p>
      {pendientes.length === 0 ? (
        <p className="text-sm text-muted">{t('cv.formacion.expedienteVacio')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {pendientes.map((titulacion: TitulacionActual) => (
            <li key={titulacion.idTitulacion} className="flex flex-wrap items-center justify-between gap-2">
              <span className="text-sm text-fg">
                {titulacion.titulacion} <span className="text-muted">· {titulacion.nivel}</span>
              </span>
              <Button
                size="sm"
                variant="secondary"
                disabled={anadir.isPending}
                aria-label={t('cv.formacion.anadirNombre', { nombre: titulacion.titulacion })}
                onClick={async () => {
                  await anadir.mutateAsync({ idTitulacion: titulacion.idTitulacion });
                  onAnadido(titulacion.titulacion);
                }}
              >
                <Plus aria-hidden="true" />
                {t('cv.comun.anadir')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export interface ValoresEstudio {
  idTitulacion: string;
  titulo: string;
  centro: string;
  finalizado: boolean;
  fechaInicio: string;
  fechaFin: string;
  nota: string;
  notaMedia: string;
  creditosSuperados: string;
}

const texto = (valor: number | null) => (valor === null ? '' : String(valor));

export function FormularioEstudio({ estudio, onCerrar }: { estudio?: EstudioCv; onCerrar: (aviso?: string | null) => void }) {
  const { t } = useTranslation();
  const campos = useBrand().campos;
  const titulaciones = useTitulaciones();
  const anadir = useGuardarCv('addEstudio');
  const editar = useGuardarCv('editEstudio');
  const schema = useMemo(() => estudioSchema(campos), [campos]);
  const opciones = useMemo(
    () => (titulaciones.data ?? []).map((titulacion) => ({ value: String(titulacion.id), label: titulacion.descripcion })),
    [titulaciones.data],
  );
  const valores: ValoresEstudio = {
    idTitulacion: texto(estudio?.idTitulacion ?? null),
    titulo: estudio && estudio.idTitulacion === null ? estudio.titulacion : '',
    centro: estudio?.centro ?? '',
    finalizado: estudio?.finalizado ?? false,
    fechaInicio: estudio?.fechaInicio ?? '',
    fechaFin: estudio?.fechaFin ?? '',
    nota: texto(estudio?.nota ?? null),
    notaMedia: texto(estudio?.notaMedia ?? null),
    creditosSuperados: texto(estudio?.creditosSuperados ?? null),
  };
  const prefijo = estudio ? `cv-estudio-${estudio.id}` : 'cv-estudio-nuevo';
  return (
    <FormularioCv
      id={prefijo}
      etiqueta={estudio ? t('cv.comun.editarNombre', { nombre: estudio.titulacion }) : t('cv.formacion.anadir')}
      schema={schema}
      valores={soloVisibles(campos, 'academicos', valores)}
      onCancelar={() => onCerrar()}
      onGuardar={async (datos) => {
        if (estudio) await editar.mutateAsync({ ...datos, id: estudio.id });
        else await anadir.mutateAsync(datos);
        onCerrar(estudio ? t('cv.formacion.guardado') : t('cv.formacion.anadido'));
      }}
    >
      <CamposEstudio
        opciones={opciones}
        requerido={(c) => esRequerido(campos, 'academicos', c)}
        visible={(c) => esVisible(campos, 'academicos', c)}
      />
    </FormularioCv>
  );
}

function CamposEstudio({
  opciones,
  visible,
  requerido,
}: {
  opciones: { value: string; label: string }[];
  visible: (campo: string) => boolean;
  requerido: (campo: string) => boolean;
}) {
  const { t } = useTranslation();
  const idTitulacion = useWatch({ name: 'idTitulacion' });
  const finalizado = useWatch({ name: 'finalizado' });
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <CampoCombobox
          name="idTitulacion"
          label={t('cv.formacion.titulacion')}
          hint={t('cv.formacion.titulacionAyuda')}
          options={opciones}
          placeholder={t('cv.formacion.eligeTitulacion')}
          emptyText={t('cv.comun.sinResultados')}
        />
        {idTitulacion ? null : <CampoTexto name="titulo" label={t('cv.formacion.tituloPropio')} required />}
        <CampoTexto name="centro" label={t('cv.formacion.centro')} required className="sm:col-span-2" />
        <CampoTexto name="fechaInicio" label={t('cv.formacion.fechaInicio')} type="date" required deps={['fechaFin']} />
        <CampoTexto name="fechaFin" label={t('cv.formacion.fechaFin')} type="date" required={Boolean(finalizado)} />
      </div>
      <CampoCasilla name="finalizado" label={t('cv.formacion.finalizadoPregunta')} />
      <div className="grid gap-4 sm:grid-cols-3">
        <CampoTexto name="nota" label={t('cv.formacion.nota')} inputMode="decimal" hint={t('cv.formacion.notaAyuda')} />
        {visible('notaMedia') ? (
          <CampoTexto
            name="notaMedia"
            label={t('cv.formacion.notaMedia')}
            inputMode="decimal"
            hint={t('cv.formacion.notaMediaAyuda')}
            required={requerido('notaMedia')}
          />
        ) : null}
        {visible('creditosSuperados') ? (
          <CampoTexto
            name="creditosSuperados"
            label={t('cv.formacion.creditos')}
            inputMode="decimal"
            required={requerido('creditosSuperados')}
          />
        ) : null}
      </div>
    </>
  );
}
