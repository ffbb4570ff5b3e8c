import { ENCUESTA_MAX_DESTINATARIOS, type TipoEncuestado } from '@puente/contract/encuestas';
import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorCampo, useIdCampo } from '@/components/form/campos-formulario';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { ValoresDestinatario, ValoresEncuesta } from './valores-encuesta';

const claveTipoDestinatario: Record<TipoEncuestado, string> = {
  alumno: 'encuestasGestion.constructor.destinatarioAlumno',
  empresa: 'encuestasGestion.constructor.destinatarioEmpresa',
};

/**
 * The explicit list: specific students or companies; empty, everyone of the kinds ticked. The staff of
 * contenidos cannot search people by name (that is practicas' and empresas' data), so one is added by the
 * number of their staff page; the API names them once saved and refuses one that does not exist.
 */
export function CampoDestinatarios() {
  const { t } = useTranslation();
  const { control } = useFormContext<ValoresEncuesta>();
  const { field } = useController({ control, name: 'destinatarios' });
  const [paraAlumnos, paraEmpresa] = useWatch({ control, name: ['paraAlumnos', 'paraEmpresa'] });
  const error = useErrorCampo('destinatarios');
  const id = useIdCampo('destinatarios');
  const tipos = (['alumno', 'empresa'] as const).filter((tipo) => (tipo === 'alumno' ? paraAlumnos : paraEmpresa));
  const [tipo, setTipo] = useState<TipoEncuestado>('alumno');
  const [numero, setNumero] = useState('');
  const [local, setLocal] = useState<string | null>(null);
  const lista = field.value;
  const tipoElegido = tipos.includes(tipo) ? tipo : (tipos[0] ?? 'alumno');
  const nombreDe = (d: ValoresDestinatario) =>
    d.nombre
      ? t('encuestasGestion.constructor.destinatarioConNombre', {
          tipo: t(claveTipoDestinatario[d.tipo]),
          id: d.id,
          nombre: d.nombre,
        })
      : t('encuestasGestion.constructor.destinatarioSinNombre', { tipo: t(claveTipoDestinatario[d.tipo]), id: d.id });

  const anadir = () => {
    const texto = numero.trim();
    const valor = Number(texto);
    if (!/^\d+$/.test(texto) || valor < 1 || valor > 2_147_483_647) {
      setLocal(t('encuestasGestion.constructor.destinatarioNumeroMal'));
      return;
    }
    if (lista.some((d) => d.tipo === tipoElegido && d.id === valor)) {
      setLocal(t('encuestasGestion.constructor.destinatarioRepetido'));
      return;
    }
    setLocal(null);
    setNumero('');
    field.onChange([...lista, { tipo: tipoElegido, id: valor, nombre: '' }]);
  };

  const mensaje = local ?? error;
  const numeroId = `${id}-numero`;
  return (
    <div className="flex flex-col gap-3 sm:col-span-2">
      <div className="flex flex-col gap-1">
        <p id={`${id}-titulo`} className="text-sm font-medium text-fg">
          {t('encuestasGestion.constructor.destinatarios')}
        </p>
        <p id={`${id}-ayuda`} className="text-xs text-muted">
          {t('encuestasGestion.constructor.destinatariosAyuda')}
        </p>
      </div>
      {lista.length > 0 ? (
        <ul aria-labelledby={`${id}-titulo`} className="flex flex-col divide-y divide-border rounded-lg border border-border">
          {lista.map((d, i) => (
            <li key={`${d.tipo}-${d.id}`} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
              <span className="min-w-0 [overflow-wrap:anywhere]">{nombreDe(d)}</span>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                aria-label={t('encuestasGestion.constructor.quitarDestinatarioA', { nombre: nombreDe(d) })}
                onClick={() => field.onChange(lista.filter((_, j) => j !== i))}
              >
                <X aria-hidden="true" />
                {t('encuestasGestion.constructor.quitar')}
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">{t('encuestasGestion.constructor.sinDestinatarios')}</p>
      )}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <Field id={`${id}-tipo`} label={t('encuestasGestion.constructor.destinatarioTipo')} className="sm:w-44">
          <Select
            id={`${id}-tipo`}
            value={tipoElegido}
            onValueChange={(valor) => setTipo(valor as TipoEncuestado)}
            disabled={tipos.length < 2}
            options={tipos.map((valor) => ({ value: valor, label: t(claveTipoDestinatario[valor]) }))}
          />
        </Field>
        <Field
          id={numeroId}
          label={t('encuestasGestion.constructor.destinatarioNumero')}
          error={mensaje ?? undefined}
          className="sm:w-44"
        >
          <Input
            id={numeroId}
            inputMode="numeric"
            autoComplete="off"
            value={numero}
            aria-invalid={mensaje ? true : undefined}
            aria-describedby={[mensaje ? `${numeroId}-error` : null, `${id}-ayuda`].filter(Boolean).join(' ')}
            onChange={(e) => setNumero(e.target.value)}
            onKeyDown={(e) => {
              // Enter adds the person, not the whole survey.
              if (e.key === 'Enter') {
                e.preventDefault();
                anadir();
              }
            }}
          />
        </Field>
        <Button type="button" variant="outline" onClick={anadir} disabled={lista.length >= ENCUESTA_MAX_DESTINATARIOS}>
          <Plus aria-hidden="true" />
          {t('encuestasGestion.constructor.anadirDestinatario')}
        </Button>
      </div>
    </div>
  );
}
