import {
  DESTINATARIOS_COMUNICACION,
  type DestinatarioComunicacion,
  ESTADOS_COMUNICACION,
  type EstadoComunicacion,
} from '@puente/contract/comunicaciones';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BarraFiltros, CampoBusqueda, CampoOpciones, TODOS, useTextoBuscado } from '@/components/lista-gestion/campos-filtro';
import type { FiltrosComunicaciones } from '../hooks/filtros-url';
import { claveEstado } from './etiquetas';

export interface FiltrosComunicacionesProps {
  filtros: FiltrosComunicaciones;
  onCambiar: (cambio: Partial<FiltrosComunicaciones>) => void;
}

/**
 * The filter's "no filter" option is written `todos`, which is also the audience "students and companies":
 * in the select that audience goes by another value, and back to `todos` in the address and the API.
 */
const AMBOS = 'ambos';
const aOpcion = (para: DestinatarioComunicacion | undefined) => (para === TODOS ? AMBOS : para);
const deOpcion = (valor: string | undefined) => (valor === AMBOS ? TODOS : valor) as DestinatarioComunicacion | undefined;

/**
 * The communications list's filters: a word of the text, the audience and the state. Each change goes to the
 * address (hooks/filtros-url), the text when it is searched (Enter or the button).
 */
export function FiltrosComunicacionesBarra({ filtros, onCambiar }: FiltrosComunicacionesProps) {
  const { t } = useTranslation();
  const id = useId();
  const { texto, setTexto, buscar } = useTextoBuscado(filtros.texto, (valor) => onCambiar({ texto: valor }));

  return (
    <BarraFiltros etiqueta={t('comunicacionesGestion.filtros.etiqueta')} onSubmit={buscar}>
      <CampoBusqueda
        id={`${id}-texto`}
        label={t('comunicacionesGestion.filtros.texto')}
        hint={t('comunicacionesGestion.filtros.textoAyuda')}
        buscar={t('comunicacionesGestion.filtros.buscar')}
        texto={texto}
        onTexto={setTexto}
      />
      <CampoOpciones
        id={`${id}-para`}
        label={t('comunicacionesGestion.filtros.para')}
        valor={aOpcion(filtros.para)}
        todos={t('comunicacionesGestion.filtros.todosDestinatarios')}
        opciones={DESTINATARIOS_COMUNICACION.map((para) => ({
          value: aOpcion(para) ?? para,
          label: t(`comunicacionesGestion.filtros.opcionesPara.${para}`),
        }))}
        onCambiar={(valor) => onCambiar({ para: deOpcion(valor) })}
      />
      <CampoOpciones
        id={`${id}-estado`}
        label={t('comunicacionesGestion.filtros.estado')}
        valor={filtros.estado}
        todos={t('comunicacionesGestion.filtros.todos')}
        opciones={ESTADOS_COMUNICACION.map((estado) => ({ value: estado, label: t(claveEstado[estado]) }))}
        onCambiar={(valor) => onCambiar({ estado: valor as EstadoComunicacion | undefined })}
      />
    </BarraFiltros>
  );
}
