import {
  etiquetasObligadoCotizacion,
  OBLIGADOS_COTIZACION,
  type ObligadoCotizacion,
} from '@puente/contract/cotizacion-practicas';
import { ESTADOS_PRACTICA, type EstadoPractica } from '@puente/contract/practicas-empresa';
import { FALTAS_PRACTICA, type FaltaPractica } from '@puente/contract/seguimiento-practicas';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BarraFiltros, CampoBusqueda, CampoOpciones, useTextoBuscado } from '@/components/lista-gestion/campos-filtro';
import { Field, fieldAria } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useLanguage } from '@/lib/i18n';
import type { FiltrosPracticas } from '../hooks/filtros-url';
import { claveEstado, claveFalta } from './etiquetas';

export interface FiltrosPracticasProps {
  filtros: FiltrosPracticas;
  onCambiar: (cambio: Partial<FiltrosPracticas>) => void;
}

/**
 * The internships list's filters: the student's or the company's name, the state, what is missing, who registers
 * the student and a month (a month input: under way some day of it). Each change goes to the address
 * (hooks/filtros-url), the text when it is searched (Enter or the button).
 */
export function FiltrosPracticasBarra({ filtros, onCambiar }: FiltrosPracticasProps) {
  const { t } = useTranslation();
  const idioma = useLanguage();
  const id = useId();
  const { texto, setTexto, buscar } = useTextoBuscado(filtros.texto, (valor) => onCambiar({ texto: valor }));

  return (
    <BarraFiltros etiqueta={t('practicasGestion.filtros.etiqueta')} onSubmit={buscar}>
      <CampoBusqueda
        id={`${id}-texto`}
        label={t('practicasGestion.filtros.texto')}
        hint={t('practicasGestion.filtros.textoAyuda')}
        buscar={t('practicasGestion.filtros.buscar')}
        texto={texto}
        onTexto={setTexto}
      />
      <CampoOpciones
        id={`${id}-estado`}
        label={t('practicasGestion.filtros.estado')}
        valor={filtros.estado}
        todos={t('practicasGestion.filtros.todos')}
        opciones={ESTADOS_PRACTICA.map((estado) => ({ value: estado, label: t(claveEstado[estado]) }))}
        onCambiar={(valor) => onCambiar({ estado: valor as EstadoPractica | undefined })}
      />
      <CampoOpciones
        id={`${id}-falta`}
        label={t('practicasGestion.filtros.falta')}
        valor={filtros.falta}
        todos={t('practicasGestion.filtros.todas')}
        opciones={FALTAS_PRACTICA.map((falta) => ({ value: falta, label: t(claveFalta[falta]) }))}
        onCambiar={(valor) => onCambiar({ falta: valor as FaltaPractica | undefined })}
      />
      <CampoOpciones
        id={`${id}-obligado`}
        label={t('practicasGestion.filtros.obligado')}
        valor={filtros.obligado}
        todos={t('practicasGestion.filtros.todos')}
        opciones={OBLIGADOS_COTIZACION.map((obligado) => ({
          value: obligado,
          label: etiquetasObligadoCotizacion[idioma][obligado],
        }))}
        onCambiar={(valor) => onCambiar({ obligado: valor as ObligadoCotizacion | undefined })}
      />
      <Field id={`${id}-mes`} label={t('practicasGestion.filtros.mes')} hint={t('practicasGestion.filtros.mesAyuda')}>
        <Input
          {...fieldAria(`${id}-mes`, { hint: true })}
          type="month"
          value={filtros.mes ?? ''}
          onChange={(event) => onCambiar({ mes: event.target.value || undefined })}
        />
      </Field>
    </BarraFiltros>
  );
}
