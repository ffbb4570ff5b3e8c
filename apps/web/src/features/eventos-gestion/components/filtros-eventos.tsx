import { ESTADOS_EVENTO_GESTION, type EstadoEventoGestion } from '@puente/contract/eventos';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BarraFiltros, CampoBusqueda, CampoOpciones, useTextoBuscado } from '@/components/lista-gestion/campos-filtro';
import { useCategoriasEvento } from '../api/categorias-evento';
import type { FiltrosEventos } from '../hooks/filtros-url';
import { claveEstado } from './etiquetas';

export interface FiltrosEventosProps {
  filtros: FiltrosEventos;
  onCambiar: (cambio: Partial<FiltrosEventos>) => void;
}

/**
 * The events list's filters: a word of the title or the summary, the category and the state. Each change
 * goes to the address (hooks/filtros-url), the text when it is searched (Enter or the button).
 */
export function FiltrosEventosBarra({ filtros, onCambiar }: FiltrosEventosProps) {
  const { t } = useTranslation();
  const id = useId();
  const categorias = useCategoriasEvento();
  const { texto, setTexto, buscar } = useTextoBuscado(filtros.texto, (valor) => onCambiar({ texto: valor }));

  return (
    <BarraFiltros etiqueta={t('eventosGestion.filtros.etiqueta')} onSubmit={buscar}>
      <CampoBusqueda
        id={`${id}-texto`}
        label={t('eventosGestion.filtros.texto')}
        hint={t('eventosGestion.filtros.textoAyuda')}
        buscar={t('eventosGestion.filtros.buscar')}
        texto={texto}
        onTexto={setTexto}
      />
      <CampoOpciones
        id={`${id}-categoria`}
        label={t('eventosGestion.filtros.categoria')}
        valor={filtros.categoria}
        todos={t('eventosGestion.filtros.todas')}
        opciones={categorias.map((c) => ({ value: c.slug, label: c.nombre }))}
        onCambiar={(valor) => onCambiar({ categoria: valor })}
      />
      <CampoOpciones
        id={`${id}-estado`}
        label={t('eventosGestion.filtros.estado')}
        valor={filtros.estado}
        todos={t('eventosGestion.filtros.todos')}
        opciones={ESTADOS_EVENTO_GESTION.map((estado) => ({ value: estado, label: t(claveEstado[estado]) }))}
        onCambiar={(valor) => onCambiar({ estado: valor as EstadoEventoGestion | undefined })}
      />
    </BarraFiltros>
  );
}
