import { ETIQUETAS_ESTADO_EMPRESA, type OrdenEmpresasGestion } from '@puente/contract/empresas-gestion';
import { Search, X } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useLanguage } from '@/lib/i18n';
import { useDominios } from '@/lib/reference-data';
import { ESTADOS_EMPRESA, type FiltrosEmpresas, filtrosActivos } from '../hooks/filtros-url';

const TODOS = 'todos';

export interface FiltrosEmpresasProps {
  filtros: FiltrosEmpresas;
  onCambiar: (cambio: Partial<FiltrosEmpresas>) => void;
  onLimpiar: () => void;
}

const siNo = (valor: boolean | undefined) => (valor === undefined ? TODOS : String(valor));
const deSiNo = (valor: string) => (valor === TODOS ? undefined : valor === 'true');

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
  const [texto, setTexto] = useState(filtros.q ?? '');
  useEffect(() => setTexto(filtros.q ?? ''), [filtros.q]);

  const buscar = (event: FormEvent) => {
    event.preventDefault();
    onCambiar({ q: texto.trim() || undefined });
  };
  const lista = (items: { id: number; descripcion: string }[] | undefined, actual: number | undefined) => {
    const opciones = (items ?? []).map((item) => ({ value: String(item.id), label: item.descripcion }));
    // The address may name one before the lists arrive: it keeps its place, by number, until they do.
    if (actual !== undefined && !opciones.some((o) => o.value === String(actual))) {
      opciones.unshift({ value: String(actual), label: String(actual) });
    }
    return [{ value: TODOS, label: t('gestionEmpresas.filtros.todas') }, ...opciones];
  };

  return (
    <search aria-label={t('gestionEmpresas.filtros.etiqueta')}>
      <form onSubmit={buscar} className="grid gap-3 rounded-xl border border-border bg-surface p-4 sm:grid-cols-2 lg:grid-cols-4">
        <Field id={`${id}-q`} label={t('gestionEmpresas.filtros.texto')} className="sm:col-span-2">
          <div className="flex gap-2">
            <Input id={`${id}-q`} type="search" value={texto} onChange={(event) => setTexto(event.target.value)} />
            <Button type="submit" variant="outline" aria-label={t('gestionEmpresas.filtros.buscar')}>
              <Search aria-hidden="true" />
            </Button>
          </div>
        </Field>
        <Field id={`${id}-estado`} label={t('gestionEmpresas.filtros.estado')}>
          <Select
            id={`${id}-estado`}
            value={filtros.estado ?? TODOS}
            onValueChange={(valor) => onCambiar({ estado: valor === TODOS ? undefined : (valor as FiltrosEmpresas['estado']) })}
            options={[
              { value: TODOS, label: t('gestionEmpresas.filtros.todos') },
              ...ESTADOS_EMPRESA.map((estado) => ({ value: estado, label: ETIQUETAS_ESTADO_EMPRESA[estado][idioma] })),
            ]}
          />
        </Field>
        <Field id={`${id}-orden`} label={t('gestionEmpresas.filtros.orden')}>
          <Select
            id={`${id}-orden`}
            value={filtros.orden}
            onValueChange={(valor) => onCambiar({ orden: valor as OrdenEmpresasGestion })}
            options={[
              { value: 'recientes', label: t('gestionEmpresas.filtros.recientes') },
              { value: 'antiguas', label: t('gestionEmpresas.filtros.antiguas') },
              { value: 'nombre', label: t('gestionEmpresas.filtros.nombre') },
            ]}
          />
        </Field>
        <Field id={`${id}-provincia`} label={t('gestionEmpresas.filtros.provincia')}>
          <Select
            id={`${id}-provincia`}
            value={filtros.idProvincia === undefined ? TODOS : String(filtros.idProvincia)}
            onValueChange={(valor) => onCambiar({ idProvincia: valor === TODOS ? undefined : Number(valor) })}
            options={lista(dominios.data?.provincias, filtros.idProvincia)}
          />
        </Field>
        <Field id={`${id}-sector`} label={t('gestionEmpresas.filtros.sector')}>
          <Select
            id={`${id}-sector`}
            value={filtros.idSector === undefined ? TODOS : String(filtros.idSector)}
            onValueChange={(valor) => onCambiar({ idSector: valor === TODOS ? undefined : Number(valor) })}
            options={lista(dominios.data?.sectoresActividad, filtros.idSector)}
          />
        </Field>
        <Field id={`${id}-desde`} label={t('gestionEmpresas.filtros.desde')}>
          <Input
            id={`${id}-desde`}
            type="date"
            value={filtros.desde ?? ''}
            onChange={(event) => onCambiar({ desde: event.target.value || undefined })}
          />
        </Field>
        <Field id={`${id}-hasta`} label={t('gestionEmpresas.filtros.hasta')}>
          <Input
            id={`${id}-hasta`}
            type="date"
            value={filtros.hasta ?? ''}
            onChange={(event) => onCambiar({ hasta: event.target.value || undefined })}
          />
        </Field>
        <Field id={`${id}-ofertas`} label={t('gestionEmpresas.filtros.ofertas')}>
          <Select
            id={`${id}-ofertas`}
            value={siNo(filtros.conOfertas)}
            onValueChange={(valor) => onCambiar({ conOfertas: deSiNo(valor) })}
            options={[
              { value: TODOS, label: t('gestionEmpresas.filtros.todas') },
              { value: 'true', label: t('gestionEmpresas.filtros.conOfertas') },
              { value: 'false', label: t('gestionEmpresas.filtros.sinOfertas') },
            ]}
          />
        </Field>
        <Field id={`${id}-convenios`} label={t('gestionEmpresas.filtros.convenios')}>
          <Select
            id={`${id}-convenios`}
            value={siNo(filtros.conConvenios)}
            onValueChange={(valor) => onCambiar({ conConvenios: deSiNo(valor) })}
            options={[
              { value: TODOS, label: t('gestionEmpresas.filtros.todas') },
              { value: 'true', label: t('gestionEmpresas.filtros.conConvenios') },
              { value: 'false', label: t('gestionEmpresas.filtros.sinConvenios') },
            ]}
          />
        </Field>
        {filtrosActivos(filtros) > 0 ? (
          <div className="flex items-end sm:col-span-2 lg:col-span-4">
            <Button type="button" variant="ghost" size="sm" onClick={onLimpiar}>
              <X aria-hidden="true" />
              {t('gestionEmpresas.lista.quitarFiltros')}
            </Button>
          </div>
        ) : null}
      </form>
    </search>
  );
}
