import { LISTAS_REFERENCIA, type ListaReferencia } from '@puente/contract/listas-referencia';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BarraFiltros, CampoBusqueda, CampoOpciones, useTextoBuscado } from '@/components/lista-gestion/campos-filtro';
import { useDominios } from '@/lib/reference-data';
import type { FiltrosListas } from '../hooks/filtros-url';

export interface FiltrosListasProps {
  filtros: FiltrosListas;
  onCambiar: (cambio: Partial<FiltrosListas> | null) => void;
}

/**
 * Which list, a word of its names, active or retired, and (schools) the province. Choosing another list starts
 * its search afresh: a province or a word of the degrees says nothing of the contact types.
 */
export function FiltrosListasBarra({ filtros, onCambiar }: FiltrosListasProps) {
  const { t } = useTranslation();
  const id = useId();
  const dominios = useDominios();
  const { texto, setTexto, buscar } = useTextoBuscado(filtros.texto, (valor) => onCambiar({ texto: valor }));
  return (
    <BarraFiltros etiqueta={t('listasGestion.filtros.etiqueta')} onSubmit={buscar}>
      <CampoOpciones
        id={`${id}-lista`}
        label={t('listasGestion.filtros.lista')}
        valor={filtros.lista}
        opciones={LISTAS_REFERENCIA.map((lista) => ({ value: lista, label: t(`listasGestion.listas.${lista}`) }))}
        onCambiar={(valor) =>
          onCambiar({
            lista: (valor ?? 'titulaciones') as ListaReferencia,
            texto: undefined,
            estado: undefined,
            idProvincia: undefined,
          })
        }
      />
      <CampoBusqueda
        id={`${id}-texto`}
        label={t('listasGestion.filtros.texto')}
        hint={t('listasGestion.filtros.textoAyuda')}
        buscar={t('listasGestion.filtros.buscar')}
        texto={texto}
        onTexto={setTexto}
      />
      <CampoOpciones
        id={`${id}-estado`}
        label={t('listasGestion.filtros.estado')}
        valor={filtros.estado}
        todos={t('listasGestion.filtros.todos')}
        opciones={[
          { value: 'activo', label: t('listasGestion.filtros.activos') },
          { value: 'retirado', label: t('listasGestion.filtros.retirados') },
        ]}
        onCambiar={(valor) => onCambiar({ estado: valor as FiltrosListas['estado'] })}
      />
      {filtros.lista === 'centrosEducativos' ? (
        <CampoOpciones
          id={`${id}-provincia`}
          label={t('listasGestion.filtros.provincia')}
          valor={filtros.idProvincia === undefined ? undefined : String(filtros.idProvincia)}
          todos={t('listasGestion.filtros.todasProvincias')}
          opciones={(dominios.data?.provincias ?? []).map((p) => ({ value: String(p.id), label: p.descripcion }))}
          onCambiar={(valor) => onCambiar({ idProvincia: valor === undefined ? undefined : Number(valor) })}
        />
      ) : null}
    </BarraFiltros>
  );
}
