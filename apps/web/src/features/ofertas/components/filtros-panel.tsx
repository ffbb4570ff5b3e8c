import type { TipoOferta } from '@puente/contract/endpoints/ofertas';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Combobox } from '@/components/ui/combobox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Loading, Skeleton } from '@/components/ui/skeleton';
import { useFormato } from '@/lib/formato';
import { ordenEs } from '@/lib/orden-es';
import { useDominios, useTitulaciones } from '@/lib/reference-data';
import type { FiltroLista, FiltrosUrl } from '../hooks/filtros-url';
import { FiltroBuscable, FiltroCasillas } from './filtro-multiple';

/** Minimum gross annual salaries offered in the job filter, in euros. */
const SALARIOS = [15_000, 20_000, 25_000, 30_000, 40_000];
const CUALQUIERA = 'cualquiera';
const ESPERA_ESCRITURA_MS = 400;

export interface FiltrosPanelProps {
  tipo: TipoOferta;
  filtros: FiltrosUrl;
  cambiar: (cambio: Partial<FiltrosUrl>) => void;
}

/** The filter panel of spec §3, fed by the domain lists and the degree catalogue; every change lands in the URL. */
export function FiltrosPanel({ tipo, filtros, cambiar }: FiltrosPanelProps) {
  const { t } = useTranslation();
  const { euros } = useFormato();
  const id = useId();
  const dominios = useDominios();
  const titulaciones = useTitulaciones();
  const lista = (key: FiltroLista) => filtros.listas[key] ?? [];
  const setLista = (key: FiltroLista) => (values: number[]) => cambiar({ listas: { ...filtros.listas, [key]: values } });

  if (!dominios.data || !titulaciones.data) {
    return (
      <Loading label={t('ofertas.filtros.cargando')} className="flex flex-col gap-4">
        {[0, 1, 2, 3].map((n) => (
          <div key={n} className="flex flex-col gap-2">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-10 w-full" />
          </div>
        ))}
      </Loading>
    );
  }
  const d = dominios.data;

  return (
    <div className="flex flex-col gap-6">
      <Field id={`${id}-provincia`} label={t('ofertas.filtros.provincia')}>
        <Combobox
          id={`${id}-provincia`}
          value={filtros.idProvincia ? String(filtros.idProvincia) : null}
          options={ordenEs(d.provincias, (p) => p.descripcion).map((p) => ({ value: String(p.id), label: p.descripcion }))}
          onValueChange={(value) => cambiar({ idProvincia: value ? Number(value) : null })}
          placeholder={t('ofertas.filtros.todas')}
          emptyText={t('ui.sinResultados')}
        />
      </Field>
      <FiltroBuscable
        id={`${id}-titulaciones`}
        label={t('ofertas.filtros.titulaciones')}
        opciones={titulaciones.data}
        seleccion={lista('titulaciones')}
        onChange={setLista('titulaciones')}
      />
      <FiltroCasillas
        id={`${id}-areas`}
        label={t('ofertas.filtros.areasTitulaciones')}
        opciones={d.areasTitulacion}
        seleccion={lista('areasTitulaciones')}
        onChange={setLista('areasTitulaciones')}
      />
      {tipo === 'practicas' ? (
        <>
          <FiltroCasillas
            id={`${id}-niveles`}
            label={t('ofertas.filtros.nivelesTitulaciones')}
            opciones={d.nivelesTitulacion}
            seleccion={lista('nivelesTitulaciones')}
            onChange={setLista('nivelesTitulaciones')}
          />
          <FiltroCasillas
            id={`${id}-formacion`}
            label={t('ofertas.filtros.tiposFormacion')}
            opciones={d.tiposFormacion}
            seleccion={lista('tiposFormacion')}
            onChange={setLista('tiposFormacion')}
          />
          <FiltroBuscable
            id={`${id}-area-funcional`}
            label={t('ofertas.filtros.areaFuncional')}
            opciones={d.areasFuncionales}
            seleccion={lista('areaFuncional')}
            onChange={setLista('areaFuncional')}
          />
          <FiltroPrograma
            id={`${id}-programa`}
            valor={filtros.tituloPrograma}
            onCommit={(tituloPrograma) => cambiar({ tituloPrograma })}
          />
        </>
      ) : (
        <>
          <FiltroCasillas
            id={`${id}-contrato`}
            label={t('ofertas.filtros.contrato')}
            opciones={d.tiposContrato}
            seleccion={lista('contrato')}
            onChange={setLista('contrato')}
          />
          <Field id={`${id}-salario`} label={t('ofertas.filtros.salario')}>
            <Select
              id={`${id}-salario`}
              value={filtros.salario ? String(filtros.salario) : CUALQUIERA}
              onValueChange={(value) => cambiar({ salario: value === CUALQUIERA ? null : Number(value) })}
              options={[
                { value: CUALQUIERA, label: t('ofertas.filtros.salarioCualquiera') },
                ...SALARIOS.map((s) => ({
                  value: String(s),
                  label: t('ofertas.filtros.salarioDesde', { salario: euros(s) }),
                })),
              ]}
            />
          </Field>
        </>
      )}
    </div>
  );
}

/** Free text for the programme's title, applied once the user stops typing. */
function FiltroPrograma({ id, valor, onCommit }: { id: string; valor: string; onCommit: (value: string) => void }) {
  const { t } = useTranslation();
  const [texto, setTexto] = useTexto(valor, onCommit);
  return (
    <Field id={id} label={t('ofertas.filtros.programa')}>
      <Input id={id} value={texto} maxLength={150} onChange={(event) => setTexto(event.target.value)} />
    </Field>
  );
}

/**
 * Local text that follows the URL value and writes back after a pause. The
 * last value written is remembered so the URL catching up never overwrites
 * what the user kept typing meanwhile.
 */
export function useTexto(valor: string, onCommit: (value: string) => void) {
  const [texto, setTexto] = useState(valor);
  const escrito = useRef(valor);
  const commit = useRef(onCommit);
  commit.current = onCommit;
  useEffect(() => {
    if (valor !== escrito.current) {
      escrito.current = valor;
      setTexto(valor);
    }
  }, [valor]);
  useEffect(() => {
    if (texto.trim() === escrito.current) return;
    const timer = setTimeout(() => {
      // Enter (or the button) may have applied this text meanwhile: applying it again would be a second change.
      if (texto.trim() === escrito.current) return;
      escrito.current = texto.trim();
      commit.current(texto);
    }, ESPERA_ESCRITURA_MS);
    return () => clearTimeout(timer);
  }, [texto]);
  const ahora = () => {
    escrito.current = texto.trim();
    commit.current(texto);
  };
  return [texto, setTexto, ahora] as const;
}
