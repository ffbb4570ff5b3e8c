import { ChevronDown, Search, SearchX, X } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { filtrarAyuda, GRUPOS_AYUDA, type GrupoAyuda } from '../hooks/preguntas-ayuda';
import { ContactoMarca } from './contacto-marca';

/**
 * /ayuda (flag `hashelp`): the students' frequently asked questions, grouped,
 * filtered as they type (accent-insensitive; the count is announced), and the
 * brand's contact addresses.
 */
export function AyudaPage() {
  const { t } = useTranslation();
  const [consulta, setConsulta] = useState('');
  const idBuscar = useId();
  const grupos: GrupoAyuda[] = useMemo(
    () =>
      GRUPOS_AYUDA.map((g) => ({
        id: g.id,
        titulo: t(`orientacion.ayuda.grupos.${g.id}.titulo`),
        preguntas: g.preguntas.map((p) => ({
          id: p,
          pregunta: t(`orientacion.ayuda.grupos.${g.id}.preguntas.${p}.pregunta`),
          respuesta: t(`orientacion.ayuda.grupos.${g.id}.preguntas.${p}.respuesta`),
        })),
      })),
    [t],
  );
  const visibles = filtrarAyuda(grupos, consulta);
  const buscando = consulta.trim() !== '';
  const total = visibles.reduce((n, g) => n + g.preguntas.length, 0);
  return (
    <div className="flex flex-col gap-6">
      <p className="max-w-3xl text-muted">{t('orientacion.ayuda.intro')}</p>
      <search className="flex max-w-xl flex-col gap-1.5">
        <label htmlFor={idBuscar} className="text-sm font-medium text-fg">
          {t('orientacion.ayuda.buscar')}
        </label>
        <div className="relative flex items-center">
          <Search aria-hidden="true" className="pointer-events-none absolute start-3 size-4 text-muted" />
          <Input
            id={idBuscar}
            type="search"
            value={consulta}
            onChange={(e) => setConsulta(e.target.value)}
            placeholder={t('orientacion.ayuda.buscarPista')}
            autoComplete="off"
            className="ps-9 pe-10"
          />
          {buscando ? (
            <Button
              variant="ghost"
              size="sm"
              className="absolute end-1"
              aria-label={t('orientacion.ayuda.limpiar')}
              onClick={() => setConsulta('')}
            >
              <X aria-hidden="true" />
            </Button>
          ) : null}
        </div>
        <p role="status" className="text-sm text-muted" data-testid="ayuda-recuento">
          {buscando
            ? total > 0
              ? t('orientacion.ayuda.resultados', { count: total, consulta: consulta.trim() })
              : t('orientacion.ayuda.sinResultadosTitulo', { consulta: consulta.trim() })
            : t('orientacion.ayuda.total', { count: total })}
        </p>
      </search>
      {visibles.length === 0 ? (
        <EmptyState
          icon={SearchX}
          titleAs="h2"
          title={t('orientacion.ayuda.sinResultadosTitulo', { consulta: consulta.trim() })}
          description={t('orientacion.ayuda.sinResultadosTexto')}
        />
      ) : (
        <div className="flex flex-col gap-5">
          {visibles.map((g) => (
            <Card key={g.id} as="section" aria-labelledby={`ayuda-${g.id}`} padding="sm" className="flex flex-col gap-2">
              <h2 id={`ayuda-${g.id}`} className="text-lg font-semibold text-fg">
                {g.titulo}
              </h2>
              <ul className="flex flex-col divide-y divide-border">
                {g.preguntas.map((p) => (
                  <li key={p.id}>
                    {/* Searching opens the matches; the key makes the change reach the element's own state. */}
                    <details key={buscando ? 'abierta' : 'cerrada'} open={buscando} className="group py-1">
                      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-md px-1 py-2.5 font-medium text-fg hover:text-primary [&::-webkit-details-marker]:hidden">
                        {p.pregunta}
                        <ChevronDown aria-hidden="true" className="size-4 shrink-0 transition group-open:rotate-180" />
                      </summary>
                      <p className="px-1 pb-3 text-sm leading-relaxed text-muted">{p.respuesta}</p>
                    </details>
                  </li>
                ))}
              </ul>
            </Card>
          ))}
        </div>
      )}
      <ContactoMarca />
    </div>
  );
}
