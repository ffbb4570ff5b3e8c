import { TIPOS_ACTOR } from '@puente/contract/actividad';
import { FilterX, Search } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BarraFiltros, CampoFecha, CampoOpciones, TODOS } from '@/components/lista-gestion/campos-filtro';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field, fieldAria } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { type FiltrosActividad, hayFiltros } from '../hooks/filtros-url';
import { etiquetaObjeto, FAMILIAS, OBJETOS, objetoNormal } from './etiquetas';

export interface FiltrosActividadProps {
  filtros: FiltrosActividad;
  /** A change of some filters; null clears them all. */
  onCambiar: (cambio: Partial<FiltrosActividad> | null) => void;
}

/**
 * The trail's filters: who (kind and id), only god mode, the object (kind and id), the kind of action and the
 * dates. Lists and dates apply at once; the two ids when searched (Enter, the button, or leaving the field).
 */
export function FiltrosActividadBarra({ filtros, onCambiar }: FiltrosActividadProps) {
  const { t } = useTranslation();
  const id = useId();
  const [actorId, setActorId] = useState(filtros.actorId === undefined ? '' : String(filtros.actorId));
  const [objetoId, setObjetoId] = useState(filtros.entidadId ?? '');
  useEffect(() => setActorId(filtros.actorId === undefined ? '' : String(filtros.actorId)), [filtros.actorId]);
  useEffect(() => setObjetoId(filtros.entidadId ?? ''), [filtros.entidadId]);

  const ids = () => {
    const actor = actorId.trim();
    const objeto = objetoId.trim();
    const numero = /^\d+$/.test(actor) ? Number(actor) : undefined;
    if (numero !== filtros.actorId || (objeto || undefined) !== filtros.entidadId) {
      onCambiar({ actorId: numero, entidadId: objeto || undefined });
    }
  };
  const buscar = (event: FormEvent) => {
    event.preventDefault();
    ids();
  };

  const objeto = filtros.entidad ? objetoNormal(filtros.entidad) : undefined;
  // A link may name a kind the list does not offer: it is shown as it came, so the filter can be seen and cleared.
  const objetos: string[] = [...OBJETOS];
  if (objeto && !objetos.includes(objeto)) objetos.push(objeto);
  const familias: string[] = [...FAMILIAS];
  if (filtros.accion && !familias.includes(filtros.accion)) familias.push(filtros.accion);
  const invertidas = Boolean(filtros.desde && filtros.hasta && filtros.desde > filtros.hasta);
  const errorFechas = invertidas ? t('gestionActividad.filtros.fechasInvertidas') : undefined;

  return (
    <BarraFiltros etiqueta={t('gestionActividad.filtros.etiqueta')} onSubmit={buscar}>
      <Field id={`${id}-actor`} label={t('gestionActividad.filtros.actor')}>
        <Select
          id={`${id}-actor`}
          value={filtros.actorTipo ?? TODOS}
          onValueChange={(valor) =>
            onCambiar(
              valor === TODOS
                ? { actorTipo: undefined, actorId: undefined }
                : { actorTipo: valor as (typeof TIPOS_ACTOR)[number] },
            )
          }
          options={[
            { value: TODOS, label: t('gestionActividad.filtros.actorTodos') },
            ...TIPOS_ACTOR.map((tipo) => ({ value: tipo, label: t(`gestionActividad.actoresPlural.${tipo}`) })),
          ]}
        />
      </Field>
      <Field
        id={`${id}-actor-id`}
        label={t('gestionActividad.filtros.actorId')}
        hint={t('gestionActividad.filtros.actorIdAyuda')}
      >
        <Input
          {...fieldAria(`${id}-actor-id`, { hint: true })}
          inputMode="numeric"
          autoComplete="off"
          value={actorId}
          disabled={!filtros.actorTipo}
          onChange={(event) => setActorId(event.target.value)}
          onBlur={ids}
        />
      </Field>
      <Field id={`${id}-objeto`} label={t('gestionActividad.filtros.objeto')}>
        <Select
          id={`${id}-objeto`}
          value={objeto ?? TODOS}
          onValueChange={(valor) =>
            onCambiar(valor === TODOS ? { entidad: undefined, entidadId: undefined } : { entidad: valor })
          }
          options={[
            { value: TODOS, label: t('gestionActividad.filtros.objetoTodos') },
            ...objetos.map((valor) => ({ value: valor, label: etiquetaObjeto(t, valor) })),
          ]}
        />
      </Field>
      <Field id={`${id}-objeto-id`} label={t('gestionActividad.filtros.objetoId')}>
        <div className="flex gap-2">
          <Input
            id={`${id}-objeto-id`}
            autoComplete="off"
            value={objetoId}
            onChange={(event) => setObjetoId(event.target.value)}
            onBlur={ids}
          />
          <Button type="submit" variant="outline" aria-label={t('gestionActividad.filtros.aplicar')}>
            <Search aria-hidden="true" />
          </Button>
        </div>
      </Field>
      <CampoOpciones
        id={`${id}-accion`}
        label={t('gestionActividad.filtros.accion')}
        valor={filtros.accion}
        todos={t('gestionActividad.filtros.accionTodas')}
        opciones={familias.map((valor) => ({
          value: valor,
          label: t(`gestionActividad.familias.${valor}`, { defaultValue: valor }),
        }))}
        onCambiar={(accion) => onCambiar({ accion })}
      />
      <CampoFecha
        id={`${id}-desde`}
        label={t('gestionActividad.filtros.desde')}
        valor={filtros.desde}
        error={errorFechas}
        onCambiar={(desde) => onCambiar({ desde })}
      />
      <CampoFecha
        id={`${id}-hasta`}
        label={t('gestionActividad.filtros.hasta')}
        valor={filtros.hasta}
        onCambiar={(hasta) => onCambiar({ hasta })}
      />
      <div className="flex flex-col justify-end gap-3 sm:col-span-2 lg:col-span-1">
        <Checkbox
          id={`${id}-modo-dios`}
          label={t('gestionActividad.filtros.modoDios')}
          checked={filtros.comoAlguien === true}
          onCheckedChange={(marcado) => onCambiar({ comoAlguien: marcado ? true : undefined })}
        />
        {hayFiltros(filtros) ? (
          <Button type="button" variant="ghost" size="sm" className="self-start" onClick={() => onCambiar(null)}>
            <FilterX aria-hidden="true" />
            {t('gestionActividad.quitarFiltros')}
          </Button>
        ) : null}
      </div>
    </BarraFiltros>
  );
}
