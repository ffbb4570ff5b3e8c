import {
  CELDA_SUPRIMIDA,
  type Celda,
  type FilaCifras,
  type InformeCifras,
  type TablaCifras,
  type UnidadCifra,
} from '@puente/contract/cifras';
import { Download, Inbox } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useFormato } from '@/lib/formato';
import { FILAS_GRAFICO, GraficoCifras, type PuntoGrafico } from './grafico-cifras';

/** A figure as the screen writes it: the reader's number format, "45,2 %", "12 días", "—" or "<5". */
export function useCelda() {
  const { t } = useTranslation();
  const formato = useFormato();
  return (valor: Celda, unidad: UnidadCifra): string => {
    if (valor === null) return '—';
    if (valor === CELDA_SUPRIMIDA) return CELDA_SUPRIMIDA;
    if (unidad === 'porcentaje') return formato.numero(valor / 100, { style: 'percent', maximumFractionDigits: 1 });
    if (unidad === 'dias') return t('cifras.dias', { count: valor, n: formato.numero(valor, { maximumFractionDigits: 1 }) });
    return formato.numero(valor, { maximumFractionDigits: 1 });
  };
}

/** A row's name: a month in words, a catalogue key, or the data's own name in the UI language. */
export function useNombreFila() {
  const { t, i18n } = useTranslation();
  return (tabla: Pick<TablaCifras, 'filas'>, fila: FilaCifras): string => {
    if (tabla.filas === 'mes') {
      const [anio, mes] = fila.clave.split('-').map(Number) as [number, number];
      return new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(Date.UTC(anio, mes - 1, 1)),
      );
    }
    if (tabla.filas === 'dato' && fila.etiqueta !== null)
      return i18n.language === 'en' && fila.etiquetaEn ? fila.etiquetaEn : fila.etiqueta;
    return t(`cifras.fila.${fila.clave}`, { defaultValue: fila.clave });
  };
}

/**
 * One table of a report: its chart (Recharts, hidden from screen readers), a sentence that says what the chart
 * shows, the table itself with a caption and headers, and its CSV with the same filters. '<5' is explained once.
 */
export function TablaCifrasCard({
  informe,
  tabla,
  onDescargar,
  descargando,
}: {
  informe: InformeCifras;
  tabla: TablaCifras;
  onDescargar: () => void;
  descargando: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const celda = useCelda();
  const nombreFila = useNombreFila();
  const titulo = t(`cifras.tabla.${informe}.${tabla.clave}`);
  const columna = (clave: string) => t(`cifras.columna.${clave}`);
  const suprimidas = tabla.datos.some((f) => f.valores.includes(CELDA_SUPRIMIDA));
  const indice = (clave: string) => tabla.columnas.findIndex((c) => c.clave === clave);
  const dibujadas = tabla.datos.slice(0, FILAS_GRAFICO);
  const puntos: PuntoGrafico[] = dibujadas.map((f) => {
    const punto: PuntoGrafico = { nombre: nombreFila(tabla, f) };
    for (const serie of tabla.grafico?.series ?? []) {
      const v = f.valores[indice(serie)];
      punto[serie] = typeof v === 'number' ? v : 0;
    }
    return punto;
  });
  const resumen = (() => {
    const serie = tabla.grafico?.series[0];
    if (!serie || tabla.datos.length === 0) return null;
    const i = indice(serie);
    const numericas = tabla.datos.filter((f) => typeof f.valores[i] === 'number');
    if (numericas.length === 0) return null;
    const mayor = numericas.reduce((a, b) => ((b.valores[i] as number) > (a.valores[i] as number) ? b : a));
    const unidad = tabla.columnas[i]?.unidad ?? 'numero';
    return t('cifras.resumenGrafico', {
      count: tabla.datos.length,
      serie: columna(serie),
      fila: nombreFila(tabla, mayor),
      valor: celda(mayor.valores[i] as number, unidad),
    });
  })();
  const tituloId = `${id}-titulo`;

  return (
    <Card as="section" aria-labelledby={tituloId} className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id={tituloId} className="text-lg font-semibold text-fg">
          {titulo}
        </h2>
        <Button
          variant="outline"
          size="sm"
          onClick={onDescargar}
          disabled={descargando || tabla.datos.length === 0}
          aria-busy={descargando || undefined}
          aria-label={t('cifras.descargarTabla', { tabla: titulo })}
        >
          <Download aria-hidden="true" />
          {descargando ? t('cifras.descargando') : t('cifras.descargar')}
        </Button>
      </div>
      {tabla.datos.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-muted">
          <Inbox aria-hidden="true" className="size-4" />
          {t('cifras.sinDatos')}
        </p>
      ) : (
        <>
          {tabla.grafico ? (
            <>
              <GraficoCifras tabla={tabla} puntos={puntos} nombreSerie={columna} />
              {resumen ? <p className="text-sm text-fg">{resumen}</p> : null}
              {tabla.datos.length > FILAS_GRAFICO ? (
                <p className="text-xs text-muted">{t('cifras.graficoRecortado', { n: FILAS_GRAFICO })}</p>
              ) : null}
            </>
          ) : null}
          {/* At 360 px a wide table scrolls sideways: the keyboard must reach it to scroll it (axe's
              scrollable-region-focusable), and a named region says what it holds. */}
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region is scrolled with the keyboard */}
          <section className="overflow-x-auto" tabIndex={0} aria-label={t('cifras.tablaDe', { tabla: titulo })}>
            <table className="w-full border-collapse text-sm" aria-describedby={suprimidas ? `${id}-nota` : undefined}>
              <caption className="sr-only">{titulo}</caption>
              <thead>
                <tr className="border-b border-border">
                  <th scope="col" className="py-2 pe-3 text-start align-bottom font-medium text-fg">
                    {t(`cifras.cabeceraFilas.${tabla.clave}`)}
                  </th>
                  {tabla.columnas.map((c) => (
                    <th
                      key={c.clave}
                      scope="col"
                      className="min-w-20 py-2 pe-3 text-end align-bottom font-medium text-fg last:pe-0"
                    >
                      {columna(c.clave)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {tabla.datos.map((f) => (
                  <tr key={f.clave} className="border-b border-border last:border-0">
                    <th scope="row" className="min-w-36 py-1.5 pe-3 text-start font-normal text-fg">
                      {nombreFila(tabla, f)}
                    </th>
                    {f.valores.map((v, i) => (
                      <td
                        key={tabla.columnas[i]?.clave ?? i}
                        className="py-1.5 pe-3 text-end whitespace-nowrap tabular-nums last:pe-0"
                      >
                        {celda(v, tabla.columnas[i]?.unidad ?? 'numero')}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          {suprimidas ? (
            <p id={`${id}-nota`} className="text-xs text-muted">
              {t('cifras.notaSuprimidas')}
            </p>
          ) : null}
        </>
      )}
    </Card>
  );
}
