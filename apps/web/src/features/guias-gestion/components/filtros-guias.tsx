import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BarraFiltros, CampoBusqueda, CampoSiNo, useTextoBuscado } from '@/components/lista-gestion/campos-filtro';
import type { FiltrosGuias } from '../hooks/filtros-url';

export interface FiltrosGuiasProps {
  filtros: FiltrosGuias;
  onCambiar: (cambio: Partial<FiltrosGuias>) => void;
}

/**
 * The guides list's filters: a word of the title and published or withdrawn. Each change goes to the address
 * (hooks/filtros-url), the text when it is searched (Enter or the button).
 */
export function FiltrosGuiasBarra({ filtros, onCambiar }: FiltrosGuiasProps) {
  const { t } = useTranslation();
  const id = useId();
  const { texto, setTexto, buscar } = useTextoBuscado(filtros.texto, (valor) => onCambiar({ texto: valor }));

  return (
    <BarraFiltros etiqueta={t('guiasGestion.filtros.etiqueta')} onSubmit={buscar}>
      <CampoBusqueda
        id={`${id}-texto`}
        label={t('guiasGestion.filtros.texto')}
        hint={t('guiasGestion.filtros.textoAyuda')}
        buscar={t('guiasGestion.filtros.buscar')}
        texto={texto}
        onTexto={setTexto}
      />
      <CampoSiNo
        id={`${id}-publicada`}
        label={t('guiasGestion.filtros.estado')}
        valor={filtros.publicada}
        etiquetas={{
          todos: t('guiasGestion.filtros.todas'),
          si: t('guiasGestion.estados.publicada'),
          no: t('guiasGestion.estados.retirada'),
        }}
        onCambiar={(publicada) => onCambiar({ publicada })}
      />
    </BarraFiltros>
  );
}
