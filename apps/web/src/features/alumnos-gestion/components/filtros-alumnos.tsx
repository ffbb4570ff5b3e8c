import {
  ESTADOS_ALUMNO,
  type EstadoAlumno,
  ETIQUETAS_ESTADO_ALUMNO,
  type OrdenAlumnosGestion,
} from '@puente/contract/alumnos-gestion';
import { Search } from 'lucide-react';
import { type FormEvent, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Combobox } from '@/components/ui/combobox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useLanguage } from '@/lib/i18n';
import { useTitulaciones } from '@/lib/reference-data';
import type { FiltrosAlumnos } from '../hooks/filtros-url';

const TODOS = 'todos';

export interface FiltrosAlumnosProps {
  filtros: FiltrosAlumnos;
  onCambiar: (cambio: Partial<FiltrosAlumnos>) => void;
}

/**
 * The students list's filters: one search box (name, DNI/NIE or e-mail), degree, state, internships and
 * the order. Each change goes to the address (hooks/filtros-url), the text when it is searched (Enter or
 * the button).
 */
export function FiltrosAlumnosBarra({ filtros, onCambiar }: FiltrosAlumnosProps) {
  const { t } = useTranslation();
  const idioma = useLanguage();
  const id = useId();
  const titulaciones = useTitulaciones();
  const [texto, setTexto] = useState(filtros.q ?? '');
  useEffect(() => setTexto(filtros.q ?? ''), [filtros.q]);
  const opcionesTitulacion = useMemo(
    () => (titulaciones.data ?? []).map((tit) => ({ value: String(tit.id), label: tit.descripcion })),
    [titulaciones.data],
  );

  const buscar = (event: FormEvent) => {
    event.preventDefault();
    onCambiar({ q: texto.trim() || undefined });
  };

  return (
    <search aria-label={t('gestionAlumnos.filtros.etiqueta')}>
      <form onSubmit={buscar} className="grid gap-3 rounded-xl border border-border bg-surface p-4 sm:grid-cols-2 lg:grid-cols-4">
        <Field
          id={`${id}-q`}
          label={t('gestionAlumnos.filtros.texto')}
          hint={t('gestionAlumnos.filtros.textoAyuda')}
          className="sm:col-span-2"
        >
          <div className="flex gap-2">
            <Input
              id={`${id}-q`}
              type="search"
              value={texto}
              aria-describedby={`${id}-q-hint`}
              onChange={(event) => setTexto(event.target.value)}
            />
            <Button type="submit" variant="outline" aria-label={t('gestionAlumnos.filtros.buscar')}>
              <Search aria-hidden="true" />
            </Button>
          </div>
        </Field>
        <Field id={`${id}-titulacion`} label={t('gestionAlumnos.filtros.titulacion')} className="sm:col-span-2">
          <Combobox
            id={`${id}-titulacion`}
            options={opcionesTitulacion}
            value={filtros.idTitulacion === undefined ? null : String(filtros.idTitulacion)}
            onValueChange={(valor) => onCambiar({ idTitulacion: valor ? Number(valor) : undefined })}
            placeholder={t('gestionAlumnos.filtros.todas')}
            emptyText={t('gestionAlumnos.filtros.sinTitulaciones')}
          />
        </Field>
        <Field id={`${id}-estado`} label={t('gestionAlumnos.filtros.estado')}>
          <Select
            id={`${id}-estado`}
            value={filtros.estado ?? TODOS}
            onValueChange={(valor) => onCambiar({ estado: valor === TODOS ? undefined : (valor as EstadoAlumno) })}
            options={[
              { value: TODOS, label: t('gestionAlumnos.filtros.todas') },
              ...ESTADOS_ALUMNO.map((estado) => ({ value: estado, label: ETIQUETAS_ESTADO_ALUMNO[estado][idioma] })),
            ]}
          />
        </Field>
        <Field id={`${id}-practicas`} label={t('gestionAlumnos.filtros.practicas')}>
          <Select
            id={`${id}-practicas`}
            value={filtros.conPracticas === undefined ? TODOS : String(filtros.conPracticas)}
            onValueChange={(valor) => onCambiar({ conPracticas: valor === TODOS ? undefined : valor === 'true' })}
            options={[
              { value: TODOS, label: t('gestionAlumnos.filtros.todos') },
              { value: 'true', label: t('gestionAlumnos.filtros.conPracticas') },
              { value: 'false', label: t('gestionAlumnos.filtros.sinPracticas') },
            ]}
          />
        </Field>
        <Field id={`${id}-orden`} label={t('gestionAlumnos.filtros.orden')}>
          <Select
            id={`${id}-orden`}
            value={filtros.orden}
            onValueChange={(valor) => onCambiar({ orden: valor as OrdenAlumnosGestion })}
            options={[
              { value: 'nombre', label: t('gestionAlumnos.filtros.porNombre') },
              { value: 'recientes', label: t('gestionAlumnos.filtros.recientes') },
            ]}
          />
        </Field>
      </form>
    </search>
  );
}
