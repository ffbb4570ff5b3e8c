import { ESTADOS_OFERTA, etiquetasEstadoOferta } from '@puente/contract/procesos';
import { Search } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useLanguage } from '@/lib/i18n';
import type { FiltrosOfertas, OrdenOfertas } from '../hooks/filtros-url';

const TODOS = 'todos';

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
  const [texto, setTexto] = useState(filtros.q ?? '');
  useEffect(() => setTexto(filtros.q ?? ''), [filtros.q]);

  const buscar = (event: FormEvent) => {
    event.preventDefault();
    onCambiar({ q: texto.trim() || undefined });
  };

  return (
    <search aria-label={t('gestion.ofertas.filtros.etiqueta')}>
      <form onSubmit={buscar} className="grid gap-3 rounded-xl border border-border bg-surface p-4 sm:grid-cols-2 lg:grid-cols-4">
        <Field id={`${id}-q`} label={t('gestion.ofertas.filtros.texto')} className="sm:col-span-2">
          <div className="flex gap-2">
            <Input id={`${id}-q`} type="search" value={texto} onChange={(event) => setTexto(event.target.value)} />
            <Button type="submit" variant="outline" aria-label={t('gestion.ofertas.filtros.buscar')}>
              <Search aria-hidden="true" />
            </Button>
          </div>
        </Field>
        <Field id={`${id}-estado`} label={t('gestion.ofertas.filtros.estado')}>
          <Select
            id={`${id}-estado`}
            value={filtros.estado === undefined ? TODOS : String(filtros.estado)}
            onValueChange={(valor) => onCambiar({ estado: valor === TODOS ? undefined : Number(valor) })}
            options={[
              { value: TODOS, label: t('gestion.ofertas.filtros.todos') },
              ...ESTADOS_OFERTA.map((estado) => ({ value: String(estado), label: etiquetasEstadoOferta[estado][idioma] })),
            ]}
          />
        </Field>
        <Field id={`${id}-perfil`} label={t('gestion.ofertas.filtros.perfil')}>
          <Select
            id={`${id}-perfil`}
            value={filtros.idPerfil === undefined ? TODOS : String(filtros.idPerfil)}
            onValueChange={(valor) => onCambiar({ idPerfil: valor === TODOS ? undefined : (Number(valor) as 1 | 2) })}
            options={[
              { value: TODOS, label: t('gestion.ofertas.filtros.todos') },
              { value: '1', label: t('gestion.ofertas.perfil.1') },
              { value: '2', label: t('gestion.ofertas.perfil.2') },
            ]}
          />
        </Field>
        <Field id={`${id}-desde`} label={t('gestion.ofertas.filtros.desde')}>
          <Input
            id={`${id}-desde`}
            type="date"
            value={filtros.desde ?? ''}
            onChange={(event) => onCambiar({ desde: event.target.value || undefined })}
          />
        </Field>
        <Field id={`${id}-hasta`} label={t('gestion.ofertas.filtros.hasta')}>
          <Input
            id={`${id}-hasta`}
            type="date"
            value={filtros.hasta ?? ''}
            onChange={(event) => onCambiar({ hasta: event.target.value || undefined })}
          />
        </Field>
        <Field id={`${id}-reenviada`} label={t('cambiosOferta.reenviada.filtro')}>
          <Select
            id={`${id}-reenviada`}
            value={filtros.reenviada === undefined ? TODOS : String(filtros.reenviada)}
            onValueChange={(valor) => onCambiar({ reenviada: valor === TODOS ? undefined : valor === 'true' })}
            options={[
              { value: TODOS, label: t('cambiosOferta.reenviada.todas') },
              { value: 'true', label: t('cambiosOferta.reenviada.si') },
              { value: 'false', label: t('cambiosOferta.reenviada.no') },
            ]}
          />
        </Field>
        <Field id={`${id}-orden`} label={t('gestion.ofertas.filtros.orden')}>
          <Select
            id={`${id}-orden`}
            value={filtros.orden}
            onValueChange={(valor) => onCambiar({ orden: valor as OrdenOfertas })}
            options={[
              { value: 'antiguas', label: t('gestion.ofertas.filtros.antiguas') },
              { value: 'recientes', label: t('gestion.ofertas.filtros.recientes') },
            ]}
          />
        </Field>
      </form>
    </search>
  );
}
