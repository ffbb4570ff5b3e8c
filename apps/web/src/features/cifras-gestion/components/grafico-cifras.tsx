import type { TablaCifras } from '@puente/contract/cifras';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useFormato } from '@/lib/formato';

/** The series' colours: the brand's tokens, so a chart reads like the rest of the portal in either theme. */
const COLORES = ['var(--color-primary)', 'var(--color-accent)', 'var(--color-secondary)', 'var(--color-info)'];

/** At most this many rows are drawn (the largest first, as the API sorts them); the table beside has them all. */
export const FILAS_GRAFICO = 12;

export interface PuntoGrafico {
  nombre: string;
  [serie: string]: string | number;
}

/**
 * A table drawn with Recharts: bars, stacked bars or lines of the columns the API names in `grafico.series`.
 * Hidden from screen readers and out of the tab order: the table and the sentence beside it say the same.
 */
export function GraficoCifras({
  tabla,
  puntos,
  nombreSerie,
}: {
  tabla: TablaCifras;
  puntos: PuntoGrafico[];
  nombreSerie: (clave: string) => string;
}) {
  const formato = useFormato();
  const grafico = tabla.grafico;
  if (!grafico || puntos.length === 0) return null;
  const numero = (v: unknown) => (typeof v === 'number' ? formato.numero(v) : String(v));
  const ejes = (
    <>
      <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" />
      <XAxis dataKey="nombre" tick={{ fontSize: 12, fill: 'var(--color-muted)' }} interval="preserveStartEnd" />
      <YAxis tick={{ fontSize: 12, fill: 'var(--color-muted)' }} tickFormatter={numero} width={48} allowDecimals={false} />
      <Tooltip formatter={numero} />
      {/* The legend's names in the text colour: a series' own colour (the brand's accent) can be too pale to read. */}
      <Legend formatter={(nombre) => <span style={{ color: 'var(--color-fg)' }}>{nombre}</span>} />
    </>
  );
  return (
    <div aria-hidden="true" className="h-64 w-full min-w-0" data-grafico={tabla.clave}>
      <ResponsiveContainer width="100%" height="100%">
        {grafico.tipo === 'lineas' ? (
          <LineChart data={puntos} accessibilityLayer={false}>
            {ejes}
            {grafico.series.map((s, i) => (
              <Line
                key={s}
                dataKey={s}
                name={nombreSerie(s)}
                stroke={COLORES[i % COLORES.length]}
                strokeWidth={2}
                dot={false}
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        ) : (
          <BarChart data={puntos} accessibilityLayer={false}>
            {ejes}
            {grafico.series.map((s, i) => (
              <Bar
                key={s}
                dataKey={s}
                name={nombreSerie(s)}
                fill={COLORES[i % COLORES.length]}
                stackId={grafico.tipo === 'barrasApiladas' ? 'pila' : undefined}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        )}
      </ResponsiveContainer>
    </div>
  );
}
