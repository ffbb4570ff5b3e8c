import { ETIQUETAS_ESTADO_EMPRESA, type OrdenEmpresasGestion } from '@puente/contract/empresas-gestion';
import { X } from 'lucide-react';
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
import { Button } from '@/components/ui/button';
import { useLanguage } from '@/lib/i18n';
import { useDominios } from '@/lib/reference-data';
import { ESTADOS_EMPRESA, type FiltrosEmpresas, filtrosActivos } from '../hooks/filtros-url';

export interface FiltrosEmpresasProps {
  filtros: FiltrosEmpresas;
  onCambiar: (cambio: Partial<FiltrosEmpresas>) => void;
  onLimpiar: () => void;
}

/**
 * The companies list's filters: text (name, trade name, CIF), state, province, sector, signed up from/to,
 * with or without offers and agreements, and the order. Each change goes to the address (hooks/filtros-url),
 * the text when it is searched (Enter or the button).
 */
export function FiltrosEmpresasBarra({ filtros, onCambiar, onLimpiar }: FiltrosEmpresasProps) {
  const { t } = useTranslation();
  const idioma = useLanguage();
  const dominios = useDominios();
  const id = useId();
  const { texto, setTexto, buscar } = useTextoBuscado(filtros.q, (q) => onCambiar({ q }));
  const lista = (items: { id: number; descripcion: string }[] | undefined, actual: number | undefined) => {
    const opciones = (items ?? []).map((item) => ({ value: String(item.id), label: item.descripcion }));
    // The address may name one before the lists arrive: it keeps its place, by number, until they do.
    if (actual !== undefined && !opciones.some((o) => o.value === String(actual))) {
      opciones.unshift({ value: String(actual), label: String(actual) });
    }
    return opciones;
  };
  const numero = (valor: number | undefined) => (valor === undefined ? undefined : String(valor));

  return (
    <BarraFiltros etiqueta={t('gestionEmpresas.filtros.etiqueta')} onSubmit={buscar}>
      <CampoBusqueda
        id={`${id}-q`}
        label={t('gestionEmpresas.filtros.texto')}
        buscar={t('gestionEmpresas.filtros.buscar')}
        texto={texto}
        onTexto={setTexto}
      />
      <CampoOpciones
        id={`${id}-estado`}
        label={t('gestionEmpresas.filtros.estado')}
        valor={filtros.estado}
        todos={t('gestionEmpresas.filtros.todos')}
        opciones={ESTADOS_EMPRESA.map((estado) => ({ value: estado, label: ETIQUETAS_ESTADO_EMPRESA[estado][idioma] }))}
        onCambiar={(valor) => onCambiar({ estado: valor as FiltrosEmpresas['estado'] })}
      />
      <CampoOpciones
        id={`${id}-orden`}
        label={t('gestionEmpresas.filtros.orden')}
        valor={filtros.orden}
        opciones={[
          { value: 'recientes', label: t('gestionEmpresas.filtros.recientes') },
          { value: 'antiguas', label: t('gestionEmpresas.filtros.antiguas') },
          { value: 'nombre', label: t('gestionEmpresas.filtros.nombre') },
        ]}
        onCambiar={(valor) => onCambiar({ orden: valor as OrdenEmpresasGestion })}
      />
      <CampoOpciones
        id={`${id}-provincia`}
        label={t('gestionEmpresas.filtros.provincia')}
        valor={numero(filtros.idProvincia)}
        todos={t('gestionEmpresas.filtros.todas')}
        opciones={lista(dominios.data?.provincias, filtros.idProvincia)}
        onCambiar={(valor) => onCambiar({ idProvincia: valor === undefined ? undefined : Number(valor) })}
      />
      <CampoOpciones
        id={`${id}-sector`}
        label={t('gestionEmpresas.filtros.sector')}
        valor={numero(filtros.idSector)}
        todos={t('gestionEmpresas.filtros.todas')}
        opciones={lista(dominios.data?.sectoresActividad, filtros.idSector)}
        onCambiar={(valor) => onCambiar({ idSector: valor === undefined ? undefined : Number(valor) })}
      />
      <CampoFecha
        id={`${id}-desde`}
        label={t('gestionEmpresas.filtros.desde')}
        valor={filtros.desde}
        onCambiar={(desde) => onCambiar({ desde })}
      />
      <CampoFecha
        id={`${id}-hasta`}
        label={t('gestionEmpresas.filtros.hasta')}
        valor={filtros.hasta}
        onCambiar={(hasta) => onCambiar({ hasta })}
      />
      <CampoSiNo
        id={`${id}-ofertas`}
        label={t('gestionEmpresas.filtros.ofertas')}
        valor={filtros.conOfertas}
        etiquetas={{
          todos: t('gestionEmpresas.filtros.todas'),
          si: t('gestionEmpresas.filtros.conOfertas'),
          no: t('gestionEmpresas.filtros.sinOfertas'),
        }}
        onCambiar={(conOfertas) => onCambiar({ conOfertas })}
      />
      <CampoSiNo
        id={`${id}-convenios`}
        label={t('gestionEmpresas.filtros.convenios')}
        valor={filtros.conConvenios}
        etiquetas={{
          todos: t('gestionEmpresas.filtros.todas'),
          si: t('gestionEmpresas.filtros.conConvenios'),
          no: t('gestionEmpresas.filtros.sinConvenios'),
        }}
        onCambiar={(conConvenios) => onCambiar({ conConvenios })}
      />
      {filtrosActivos(filtros) > 0 ? (
        <div className="flex items-end sm:col-span-2 lg:col-span-4">
          <Button type="button" variant="ghost" size="sm" onClick={onLimpiar}>
            <X aria-hidden="true" />
            {t('gestionEmpresas.lista.quitarFiltros')}
          </Button>
        </div>
      ) : null}
    </BarraFiltros>
  );
}
