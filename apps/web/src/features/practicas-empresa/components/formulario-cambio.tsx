import { MOTIVO_CAMBIO_MAX, type PracticaEmpresa, type TipoCambioPractica } from '@puente/contract/practicas-empresa';
import { Send } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CampoArea, CampoSelect, CampoTexto } from '@/components/form/campos';
import { useIdCampo } from '@/components/form/campos-formulario';
import { FormularioEmpresa } from '@/components/formularios-empresa/formulario-empresa';
import { Button } from '@/components/ui/button';
import { useSolicitarCambio } from '../api/solicitar-cambio';
import { claveTipoCambio } from '../etiquetas';
import {
  CAMPOS_DE_TIPO,
  esquemaFormularioCambio,
  esRequerido,
  sinVacios,
  type ValoresCambio,
  valoresVacios,
} from '../formulario-cambio';

/** "Solicitar un cambio" on a card: which internship, and a count so the same one twice still moves focus. */
export interface Preseleccion {
  idPractica: number;
  vez: number;
}

/**
 * The change request: the internship, the kind (only those it may still ask),
 * the proposed values of that kind and the reason → 529 (its banner), the
 * request pending on the internship's card. 8 (one of that kind already open)
 * is said on the kind, 27 (dates the wrong way round) on the end date, 45 on
 * the internship; the rest in the banner.
 */
export function FormularioCambio({
  practicas,
  preseleccion,
}: {
  /** Those a change can be asked for. */
  practicas: readonly PracticaEmpresa[];
  preseleccion: Preseleccion | null;
}) {
  const { t } = useTranslation();
  const solicitar = useSolicitarCambio();
  return (
    <FormularioEmpresa
      id="cambio"
      schema={esquemaFormularioCambio}
      valores={valoresVacios()}
      labelledBy="solicitud-titulo"
      camposDeCodigo={{
        8: { campo: 'tipo', mensaje: t('practicasEmpresa.cambios.yaAbierta') },
        27: { campo: 'fechaFin' },
        45: { campo: 'idPractica' },
      }}
      onEnviar={async (datos) => {
        await solicitar.mutateAsync(sinVacios(datos));
        return valoresVacios();
      }}
      acciones={({ enviando }) => (
        <div className="flex justify-end">
          <Button type="submit" disabled={enviando} aria-busy={enviando}>
            <Send aria-hidden="true" />
            {enviando ? t('practicasEmpresa.cambios.enviando') : t('practicasEmpresa.cambios.enviar')}
          </Button>
        </div>
      )}
    >
      <CamposCambio practicas={practicas} preseleccion={preseleccion} />
    </FormularioEmpresa>
  );
}

function CamposCambio({ practicas, preseleccion }: { practicas: readonly PracticaEmpresa[]; preseleccion: Preseleccion | null }) {
  const { t } = useTranslation();
  const { control, setValue, getValues } = useFormContext<ValoresCambio>();
  const idPractica = useWatch({ control, name: 'idPractica' });
  const tipo = useWatch({ control, name: 'tipo' });
  const practica = practicas.find((p) => String(p.idPractica) === idPractica);
  const idTipo = useIdCampo('tipo');

  // A card's button: that internship, and focus on the kind, the next thing to choose. Only when pressed:
  // the list is read from a ref, so a new answer (after a request is sent) does not choose it again.
  const lista = useRef(practicas);
  lista.current = practicas;
  useEffect(() => {
    if (!preseleccion) return;
    setValue('idPractica', String(preseleccion.idPractica), { shouldDirty: true });
    const elegida = lista.current.find((p) => p.idPractica === preseleccion.idPractica);
    const actual = getValues('tipo');
    if (actual && !elegida?.cambiosPosibles.includes(actual)) setValue('tipo', '');
    document.getElementById('solicitud')?.scrollIntoView?.({ block: 'start' });
    document.getElementById(idTipo)?.focus({ preventScroll: true });
  }, [preseleccion, setValue, getValues, idTipo]);

  const tipos = practica?.cambiosPosibles ?? [];
  const tipoElegido = tipo && tipos.includes(tipo) ? tipo : null;
  return (
    <div className="flex flex-col gap-5">
      <div className="grid gap-x-5 gap-y-4 sm:grid-cols-2">
        <CampoSelect
          name="idPractica"
          label={t('practicasEmpresa.cambios.practica')}
          placeholder={t('practicasEmpresa.cambios.eligePractica')}
          required
          options={practicas.map((p) => ({
            value: String(p.idPractica),
            label: p.programa ? `${p.alumno} · ${p.programa}` : p.alumno,
          }))}
          onElegido={(valor) => {
            const nueva = practicas.find((p) => String(p.idPractica) === valor);
            if (tipo && !nueva?.cambiosPosibles.includes(tipo)) setValue('tipo', '');
          }}
        />
        <CampoSelect
          name="tipo"
          label={t('practicasEmpresa.cambios.tipo')}
          placeholder={practica ? t('practicasEmpresa.cambios.eligeTipo') : t('practicasEmpresa.cambios.antesPractica')}
          hint={practica && tipos.length < 4 ? t('practicasEmpresa.cambios.tiposAyuda') : undefined}
          required
          options={tipos.map((valor) => ({ value: valor, label: t(claveTipoCambio[valor]) }))}
        />
      </div>
      {tipoElegido && practica ? <ValoresDelTipo tipo={tipoElegido} practica={practica} /> : null}
      <CampoArea
        name="motivo"
        label={t('practicasEmpresa.cambios.motivo')}
        hint={t('practicasEmpresa.cambios.motivoAyuda')}
        required
        rows={4}
        max={MOTIVO_CAMBIO_MAX}
      />
    </div>
  );
}

/** The proposed values of the chosen kind, each with what the internship has now as its hint. */
function ValoresDelTipo({ tipo, practica }: { tipo: TipoCambioPractica; practica: PracticaEmpresa }) {
  const { t } = useTranslation();
  const ahora = (valor: string | number | null) =>
    valor === null || valor === '' ? undefined : t('practicasEmpresa.cambios.ahora', { valor });
  const campos: Record<
    (typeof CAMPOS_DE_TIPO)[TipoCambioPractica][number],
    { label: string; hint?: string; type?: string; inputMode?: 'email' | 'tel' | 'numeric'; autoComplete?: string }
  > = {
    fechaInicio: { label: t('practicasEmpresa.cambios.nuevaFechaInicio'), hint: ahora(practica.fechaInicio), type: 'date' },
    fechaFin: {
      label:
        tipo === 'fin_anticipado'
          ? t('practicasEmpresa.cambios.fechaFinAnticipado')
          : t('practicasEmpresa.cambios.nuevaFechaFin'),
      hint: ahora(practica.fechaFin),
      type: 'date',
    },
    tutorNombre: { label: t('practicasEmpresa.cambios.tutorNombre'), hint: ahora(practica.tutor.nombre), autoComplete: 'off' },
    tutorEmail: { label: t('practicasEmpresa.cambios.tutorEmail'), type: 'email', inputMode: 'email', autoComplete: 'off' },
    tutorTelefono: { label: t('practicasEmpresa.cambios.tutorTelefono'), type: 'tel', inputMode: 'tel', autoComplete: 'off' },
    horasDia: { label: t('practicasEmpresa.cambios.horasDia'), hint: ahora(practica.horasDia), inputMode: 'numeric' },
    numeroDiasSemana: {
      label: t('practicasEmpresa.cambios.diasSemana'),
      hint: ahora(practica.numeroDiasSemana),
      inputMode: 'numeric',
    },
    tiempoDedicacionJornada: {
      label: t('practicasEmpresa.cambios.jornada'),
      hint: ahora(practica.tiempoDedicacionJornada),
      inputMode: 'numeric',
    },
  };
  return (
    <fieldset className="flex min-w-0 flex-col gap-3 rounded-xl border border-border p-4">
      <legend className="px-1 text-sm font-semibold text-fg">
        {t('practicasEmpresa.cambios.propuesta', { tipo: t(claveTipoCambio[tipo]) })}
      </legend>
      <div className="grid gap-x-5 gap-y-4 sm:grid-cols-2">
        {CAMPOS_DE_TIPO[tipo].map((campo) => (
          <CampoTexto key={campo} name={campo} required={esRequerido(tipo, campo)} {...campos[campo]} />
        ))}
      </div>
    </fieldset>
  );
}
