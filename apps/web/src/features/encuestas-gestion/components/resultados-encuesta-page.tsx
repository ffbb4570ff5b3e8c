import { ESCALA_MAX, ESCALA_MIN, MAX_ANONIMAS_DIA, MAX_ANONIMAS_HORA, type ResultadosEncuesta } from '@puente/contract/encuestas';
import { Download, Inbox, Pencil, ShieldOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { SkeletonDetail } from '@/components/ui/skeleton';
import { useMiCuentaGestor, usePermite } from '@/lib/cuenta-gestor';
import { useFormato } from '@/lib/formato';
import { useDescargarResultados, useResultadosEncuesta } from '../api/encuestas-gestion';
import { EncuestaNoDisponible } from './encuesta-no-disponible';
import { claveTipo } from './etiquetas';
import { GraficoRespuestas } from './grafico-respuestas';
import { rutaEditarEncuesta } from './rutas';
import { SeguimientoEgresados } from './seguimiento-egresados';
import { TextosLibres } from './textos-libres';
import { VolverAEncuestas } from './volver-a-encuestas';

type PreguntaResultados = ResultadosEncuesta['preguntas'][number];

/** The scale's mean, one decimal; null with no values. */
function media(escala: PreguntaResultados['escala']): number | null {
  const n = escala.reduce((suma, e) => suma + e.veces, 0);
  if (n === 0) return null;
  return escala.reduce((suma, e) => suma + e.valor * e.veces, 0) / n;
}

/** One question's results: its counts as a chart with their table, the scale's distribution, or the free texts. */
function ResultadosPregunta({ pregunta: p }: { pregunta: PreguntaResultados }) {
  const { t } = useTranslation();
  const formato = useFormato();
  const tituloId = `resultados-pregunta-${p.idPregunta}`;
  const m = p.tipo === 'escala' ? media(p.escala) : null;
  return (
    <Card as="section" aria-labelledby={tituloId} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id={tituloId} className="text-base font-semibold text-fg [overflow-wrap:anywhere]">
          {t('encuestasGestion.resultados.pregunta', { n: p.orden, texto: p.texto })}
        </h2>
        <p className="text-xs text-muted">
          {t(claveTipo[p.tipo])} ·{' '}
          {t('encuestasGestion.resultados.contestadas', { count: p.contestadas, n: formato.numero(p.contestadas) })}
          {p.anonimas > 0
            ? ` ${t('encuestasGestion.resultados.anonimas', { count: p.anonimas, n: formato.numero(p.anonimas) })}`
            : null}
          {m === null
            ? null
            : ` · ${t('encuestasGestion.resultados.media', { media: formato.numero(m, { maximumFractionDigits: 1 }) })}`}
        </p>
      </div>
      {p.tipo === 'texto' ? (
        <TextosLibres textos={p.textos} />
      ) : p.tipo === 'escala' ? (
        <GraficoRespuestas
          base={p.contestadas}
          leyenda={t('encuestasGestion.resultados.leyendaEscala', { n: p.orden, min: ESCALA_MIN, max: ESCALA_MAX })}
          columna={t('encuestasGestion.resultados.valor')}
          barras={p.escala.map((e) => ({ clave: e.valor, etiqueta: String(e.valor), veces: e.veces }))}
        />
      ) : (
        <GraficoRespuestas
          base={p.contestadas}
          leyenda={t('encuestasGestion.resultados.leyenda', { n: p.orden })}
          columna={t('encuestasGestion.resultados.respuesta')}
          barras={p.respuestas.map((r) => ({ clave: r.idRespuesta, etiqueta: r.texto, veces: r.veces }))}
        />
      )}
    </Card>
  );
}

/**
 * /gestion/encuestas/:id/resultados: how many answered (and how many anonymously, with the limit on those; the
 * same per question, and on each free text sent anonymously), then per question the
 * counts per answer as a chart with an accessible table beside it, the 1–10 distribution with its mean, or
 * the free texts with a search box; and the CSV with one row per submission. Every contenidos reader sees it.
 */
export function ResultadosEncuestaPage({ idEncuesta, heading }: { idEncuesta: number; heading: (titulo?: string) => ReactNode }) {
  const { t } = useTranslation();
  const formato = useFormato();
  const cuenta = useMiCuentaGestor();
  const puedeLeer = usePermite('contenidos:leer');
  const puedeCambiar = usePermite('contenidos:cambiar');
  const resultados = useResultadosEncuesta(idEncuesta, puedeLeer);
  const csv = useDescargarResultados();
  const r = resultados.data;

  let cuerpo: ReactNode;
  if (cuenta.isPending || (puedeLeer && resultados.isPending && idEncuesta > 0)) {
    cuerpo = <SkeletonDetail label={t('encuestasGestion.resultados.cargando')} />;
  } else if (!puedeLeer) {
    cuerpo = (
      <EmptyState
        as="section"
        titleAs="h2"
        icon={ShieldOff}
        title={t('encuestasGestion.sinPermiso.titulo')}
        description={t('encuestasGestion.sinPermiso.texto')}
      />
    );
  } else if (!r) {
    cuerpo = <EncuestaNoDisponible error={resultados.error} reintentar={() => void resultados.refetch()} />;
  } else {
    cuerpo = (
      <div className="flex flex-col gap-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex flex-col gap-1">
            <p className="text-fg" aria-live="polite">
              <span className="font-semibold">
                {t('encuestasGestion.resultados.total', { count: r.contestaciones, n: formato.numero(r.contestaciones) })}
              </span>
              {r.anonimas > 0 ? (
                <span className="text-muted">
                  {' '}
                  {t('encuestasGestion.resultados.anonimas', { count: r.anonimas, n: formato.numero(r.anonimas) })}
                </span>
              ) : null}
            </p>
            {r.anonimas > 0 ? (
              <p className="max-w-prose text-xs text-muted">
                {t('encuestasGestion.resultados.limiteAnonimas', {
                  hora: formato.numero(MAX_ANONIMAS_HORA),
                  dia: formato.numero(MAX_ANONIMAS_DIA),
                })}
              </p>
            ) : null}
          </div>
          <div className="flex flex-wrap gap-2">
            <VolverAEncuestas />
            {puedeCambiar ? (
              <Button asChild variant="outline">
                <Link to={rutaEditarEncuesta(r.idEncuesta)}>
                  <Pencil aria-hidden="true" />
                  {t('encuestasGestion.resultados.editar')}
                </Link>
              </Button>
            ) : null}
            <Button
              variant="outline"
              onClick={() => csv.mutate({ id: r.idEncuesta })}
              disabled={csv.isPending || r.contestaciones === 0}
              aria-busy={csv.isPending || undefined}
            >
              <Download aria-hidden="true" />
              {csv.isPending ? t('encuestasGestion.resultados.descargando') : t('encuestasGestion.resultados.descargar')}
            </Button>
          </div>
        </div>
        <SeguimientoEgresados idEncuesta={r.idEncuesta} preguntas={r.preguntas} puedeCambiar={puedeCambiar} />
        {r.contestaciones === 0 ? (
          <EmptyState
            as="section"
            titleAs="h2"
            icon={Inbox}
            title={t('encuestasGestion.resultados.ningunaTitulo')}
            description={t('encuestasGestion.resultados.ningunaTexto')}
          />
        ) : (
          r.preguntas.map((p) => <ResultadosPregunta key={p.idPregunta} pregunta={p} />)
        )}
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      {heading(r ? t('encuestasGestion.resultados.tituloPagina', { titulo: r.titulo }) : undefined)}
      {cuerpo}
    </div>
  );
}
