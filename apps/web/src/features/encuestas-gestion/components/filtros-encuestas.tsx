import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BarraFiltros, CampoBusqueda, CampoOpciones, CampoSiNo, useTextoBuscado } from '@/components/lista-gestion/campos-filtro';
import type { FiltrosEncuestas } from '../hooks/filtros-url';

export interface FiltrosEncuestasProps {
  filtros: FiltrosEncuestas;
  onCambiar: (cambio: Partial<FiltrosEncuestas>) => void;
}

/**
 * The surveys list's filters: a word of the title, published or withdrawn, and the audience. Each change goes
 * to the address (hooks/filtros-url), the text when it is searched (Enter or the button).
 */
export function FiltrosEncuestasBarra({ filtros, onCambiar }: FiltrosEncuestasProps) {
  const { t } = useTranslation();
  const id = useId();
  const { texto, setTexto, buscar } = useTextoBuscado(filtros.texto, (valor) => onCambiar({ texto: valor }));
  return (
    <BarraFiltros etiqueta={t('encuestasGestion.filtros.etiqueta')} onSubmit={buscar}>
      <CampoBusqueda
        id={`${id}-texto`}
        label={t('encuestasGestion.filtros.texto')}
        hint={t('encuestasGestion.filtros.textoAyuda')}
        buscar={t('encuestasGestion.filtros.buscar')}
        texto={texto}
        onTexto={setTexto}
      />
      <CampoSiNo
        id={`${id}-publicada`}
        label={t('encuestasGestion.filtros.estado')}
        valor={filtros.publicada}
        etiquetas={{
          todos: t('encuestasGestion.filtros.todas'),
          si: t('encuestasGestion.filtros.publicadas'),
          no: t('encuestasGestion.filtros.retiradas'),
        }}
        onCambiar={(valor) => onCambiar({ publicada: valor })}
      />
      <CampoOpciones
        id={`${id}-para`}
        label={t('encuestasGestion.filtros.para')}
        valor={filtros.para}
        todos={t('encuestasGestion.filtros.cualquiera')}
        opciones={[
          { value: 'alumnos', label: t('encuestasGestion.filtros.alumnos') },
          { value: 'empresas', label: t('encuestasGestion.filtros.empresas') },
        ]}
        onCambiar={(valor) => onCambiar({ para: valor as FiltrosEncuestas['para'] })}
      />
    </BarraFiltros>
  );
}
