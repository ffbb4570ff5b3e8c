import type { ResultadosEncuesta } from '@puente/contract/encuestas';
import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { useFormato } from '@/lib/formato';

/** Lower case without accents: "Más" finds "mas" and the other way round. */
const plano = (texto: string) =>
  texto
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

type Texto = ResultadosEncuesta['preguntas'][number]['textos'][number];

/**
 * A free-text question's answers (nobody's name with them; those sent anonymously say so), with a search box that
 * filters them as one types.
 */
export function TextosLibres({ textos }: { textos: Texto[] }) {
  const { t } = useTranslation();
  const formato = useFormato();
  const id = useId();
  const [busqueda, setBusqueda] = useState('');
  const buscado = plano(busqueda.trim());
  const visibles = buscado ? textos.filter((t) => plano(t.texto).includes(buscado)) : textos;
  if (textos.length === 0) return <p className="text-sm text-muted">{t('encuestasGestion.resultados.sinTextos')}</p>;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1.5 sm:max-w-sm">
        <label htmlFor={`${id}-buscar`} className="text-sm font-medium text-fg">
          {t('encuestasGestion.resultados.buscarTextos')}
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted"
          />
          <Input
            id={`${id}-buscar`}
            type="search"
            className="ps-9"
            autoComplete="off"
            value={busqueda}
            onChange={(e) => setBusqueda(e.target.value)}
            aria-describedby={`${id}-cuenta`}
          />
        </div>
      </div>
      <p id={`${id}-cuenta`} className="text-xs text-muted" aria-live="polite">
        {t('encuestasGestion.resultados.textosVisibles', {
          count: textos.length,
          visibles: formato.numero(visibles.length),
          total: formato.numero(textos.length),
        })}
      </p>
      {visibles.length > 0 ? (
        <ul className="flex flex-col gap-2">
          {visibles.map((texto, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the same text may come twice, and the list never reorders.
            <li key={i} className="flex flex-col gap-1 rounded-lg border border-border bg-subtle/50 px-3 py-2 text-sm text-fg">
              <span className="whitespace-pre-line">{texto.texto}</span>
              {texto.anonima ? (
                <span className="w-fit rounded-full bg-surface px-2 py-0.5 text-xs font-medium text-muted">
                  {t('encuestasGestion.resultados.textoAnonimo')}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">{t('encuestasGestion.resultados.sinCoincidencias')}</p>
      )}
    </div>
  );
}
