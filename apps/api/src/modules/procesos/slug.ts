import { randomInt } from 'node:crypto';

/** Long enough to read the title in a link, short enough to stay a tidy URL. */
const MAX_BASE = 60;
const ALFABETO = 'abcdefghijklmnopqrstuvwxyz0123456789';
const SUFIJO = 6;

/** "Prácticas: Análisis de Datos" → "practicas-analisis-de-datos". */
export function baseSlug(titulo: string): string {
  const plano = titulo
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const corto = plano.length > MAX_BASE ? plano.slice(0, MAX_BASE).replace(/-[^-]*$/, '') : plano;
  return corto || 'oferta';
}

/**
 * The title's slug plus a random suffix: titles repeat (every copy has the
 * same one) and the suffix keeps two offers' links apart without revealing
 * how many offers exist, as a counter would.
 */
export function slugOferta(titulo: string): string {
  const sufijo = Array.from({ length: SUFIJO }, () => ALFABETO.charAt(randomInt(ALFABETO.length))).join('');
  return `${baseSlug(titulo)}-${sufijo}`;
}
