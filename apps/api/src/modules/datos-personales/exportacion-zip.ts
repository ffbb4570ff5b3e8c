import { strToU8, zipSync } from 'fflate';
import { type Celda, csv } from '../../lib/csv';
import type { Filas } from './exportacion.repository';

/** A file the person uploaded (or the portal made for them), by its place in the ZIP. */
export interface ArchivoExportado {
  ruta: string;
  contenido: Uint8Array;
}

const celda = (valor: unknown): Celda => {
  if (valor === null || valor === undefined) return null;
  if (valor instanceof Date) return valor.toISOString();
  if (typeof valor === 'number' || typeof valor === 'string') return valor;
  if (typeof valor === 'boolean') return valor ? 'sí' : 'no';
  return JSON.stringify(valor);
};

/** A kind's rows as CSV: one column per key any row has, nested values (lists, filters) as JSON. */
export function csvDe(filas: Filas): Buffer {
  const columnas = [...new Set(filas.flatMap((f) => Object.keys(f)))];
  return csv(
    columnas,
    filas.map((f) => columnas.map((c) => celda(f[c]))),
  );
}

/** The file name a kind or an upload takes inside the ZIP: no folders, nothing a file system refuses. */
export const nombreSeguro = (nombre: string) =>
  nombre
    .normalize('NFC')
    .replace(/[\\/:*?"<>|]+/g, '_')
    .replace(/\p{Cc}+/gu, '_')
    .slice(0, 120) || 'fichero';

/**
 * The copy's ZIP (issue 28): `LEEME.txt`, then `datos/<kind>.json` and
 * `datos/<kind>.csv` for every kind (empty kinds too, so the person sees
 * that nothing is held), then their files under `archivos/`.
 */
export function zipDeDatos(leeme: string, datos: Record<string, Filas>, archivos: readonly ArchivoExportado[]): Uint8Array {
  const entradas: Record<string, Uint8Array> = { 'LEEME.txt': strToU8(leeme) };
  for (const [tipo, filas] of Object.entries(datos)) {
    entradas[`datos/${tipo}.json`] = strToU8(`${JSON.stringify(filas, null, 2)}\n`);
    entradas[`datos/${tipo}.csv`] = new Uint8Array(csvDe(filas));
  }
  for (const a of archivos) entradas[`archivos/${a.ruta}`] = a.contenido;
  return zipSync(entradas, { level: 6 });
}
