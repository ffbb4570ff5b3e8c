import { ESTADOS_OFERTA, etiquetasEstadoOferta } from '@puente/contract/procesos';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BarraFiltros,
  CampoBusqueda,
  CampoFecha,
  CampoOpciones,
  CampoSiNo,
  useTextoBuscado,
} from '@/components/lista-gestion/campos-filtro';
import { useLanguage } from '@/lib/i18n';
import type { FiltrosOfertas, OrdenOfertas } from '../hooks/filtros-url';

export interface FiltrosOfertasProps {
  filtros: FiltrosOfertas;
  onCambiar: (cambio: Partial<FiltrosOfertas>) => void;
}

/**
 * The offers list's filters: state, text, profile, created from/to, resubmitted and the order. Each change goes to the
 * address (hooks/filtros-url), the text when it is searched (Enter or the button).
 */
export function FiltrosOfertasBarra({ filtros, onCambiar }: FiltrosOfertasProps) {
  const { t } = useTranslation();
  const idioma = useLanguage();
  const id = useId();
  const { texto, setTexto, buscar } = useTextoBuscado(filtros.q, (q) => onCambiar({ q }));

  return (
    <BarraFiltros etiqueta={t('gestion.ofertas.filtros.etiqueta')} onSubmit={buscar}>
      <CampoBusqueda
        id={`${id}-q`}
        label={t('gestion.ofertas.filtros.texto')}
        buscar={t('gestion.ofertas.filtros.buscar')}
        texto={texto}
        onTexto={setTexto}
      />
      <CampoOpciones
        id={`${id}-estado`}
        label={t('gestion.ofertas.filtros.estado')}
        valor={filtros.estado === undefined ? undefined : String(filtros.estado)}
        todos={t('gestion.ofertas.filtros.todos')}
        opciones={ESTADOS_OFERTA.map((estado) => ({ value: String(estado), label: etiquetasEstadoOferta[estado][idioma] }))}
        onCambiar={(valor) => onCambiar({ estado: valor === undefined ? undefined : Number(valor) })}
      />
      <CampoOpciones
        id={`${id}-perfil`}
        label={t('gestion.ofertas.filtros.perfil')}
        valor={filtros.idPerfil === undefined ? undefined : String(filtros.idPerfil)}
        todos={t('gestion.ofertas.filtros.todos')}
        opciones={[
          { value: '1', label: t('gestion.ofertas.perfil.1') },
          { value: '2', label: t('gestion.ofertas.perfil.2') },
        ]}
        onCambiar={(valor) => onCambiar({ idPerfil: valor === undefined ? undefined : (Number(valor) as 1 | 2) })}
      />
      <CampoFecha
        id={`${id}-desde`}
        label={t('gestion.ofertas.filtros.desde')}
        valor={filtros.desde}
        onCambiar={(desde) => onCambiar({ desde })}
      />
      <CampoFecha
        id={`${id}-hasta`}
        label={t('gestion.ofertas.filtros.hasta')}
        valor={filtros.hasta}
        onCambiar={(hasta) => onCambiar({ hasta })}
      />
      <CampoSiNo
        id={`${id}-reenviada`}
        label={t('cambiosOferta.reenviada.filtro')}
        valor={filtros.reenviada}
        etiquetas={{
          todos: t('cambiosOferta.reenviada.todas'),
          si: t('cambiosOferta.reenviada.si'),
          no: t('cambiosOferta.reenviada.no'),
        }}
        onCambiar={(reenviada) => onCambiar({ reenviada })}
      />
      <CampoOpciones
        id={`${id}-orden`}
        label={t('gestion.ofertas.filtros.orden')}
        valor={filtros.orden}
        opciones={[
          { value: 'antiguas', label: t('gestion.ofertas.filtros.antiguas') },
          { value: 'recientes', label: t('gestion.ofertas.filtros.recientes') },
        ]}
        onCambiar={(valor) => onCambiar({ orden: valor as OrdenOfertas })}
      />
    </BarraFiltros>
  );
}
