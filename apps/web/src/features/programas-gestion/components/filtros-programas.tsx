import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BarraFiltros, CampoBusqueda, CampoSiNo, useTextoBuscado } from '@/components/lista-gestion/campos-filtro';
import type { FiltrosProgramas } from '../hooks/filtros-url';

export interface FiltrosProgramasProps {
  filtros: FiltrosProgramas;
  onCambiar: (cambio: Partial<FiltrosProgramas>) => void;
}

/**
 * The programmes list's filters: a word of the title, active or not, and with adhesions to decide or not.
 * Each change goes to the address (hooks/filtros-url), the text when it is searched (Enter or the button).
 */
export function FiltrosProgramasBarra({ filtros, onCambiar }: FiltrosProgramasProps) {
  const { t } = useTranslation();
  const id = useId();
  const { texto, setTexto, buscar } = useTextoBuscado(filtros.texto, (valor) => onCambiar({ texto: valor }));

  return (
    <BarraFiltros etiqueta={t('programasGestion.filtros.etiqueta')} onSubmit={buscar}>
      <CampoBusqueda
        id={`${id}-texto`}
        label={t('programasGestion.filtros.texto')}
        hint={t('programasGestion.filtros.textoAyuda')}
        buscar={t('programasGestion.filtros.buscar')}
        texto={texto}
        onTexto={setTexto}
      />
      <CampoSiNo
        id={`${id}-activo`}
        label={t('programasGestion.filtros.activo')}
        valor={filtros.activo}
        etiquetas={{
          todos: t('programasGestion.filtros.todos'),
          si: t('programasGestion.filtros.activos'),
          no: t('programasGestion.filtros.inactivos'),
        }}
        onCambiar={(valor) => onCambiar({ activo: valor })}
      />
      <CampoSiNo
        id={`${id}-pendientes`}
        label={t('programasGestion.filtros.pendientes')}
        valor={filtros.conPendientes}
        etiquetas={{
          todos: t('programasGestion.filtros.todas'),
          si: t('programasGestion.filtros.conPendientes'),
          no: t('programasGestion.filtros.sinPendientes'),
        }}
        onCambiar={(valor) => onCambiar({ conPendientes: valor })}
      />
    </BarraFiltros>
  );
}
