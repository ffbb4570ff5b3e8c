/** A piece of a compared text: kept in both, only in the old one, or only in the new one. */
export interface Trozo {
  texto: string;
  tipo: 'igual' | 'quitado' | 'puesto';
}

/** Past this many cells the table would cost too much: the texts are compared by their common ends only. */
const CELDAS_MAX = 400_000;

/** Words and the spaces between them, both kept, so joining the pieces gives the text back exactly. */
const palabras = (texto: string) => texto.split(/(\s+)/).filter((p) => p !== '');

function juntar(trozos: Trozo[]): Trozo[] {
  const juntos: Trozo[] = [];
  for (const trozo of trozos) {
    const ultimo = juntos.at(-1);
    if (ultimo?.tipo === trozo.tipo) ultimo.texto += trozo.texto;
    else juntos.push({ ...trozo });
  }
  return juntos;
}

/**
 * What changed between two texts, word by word (the longest common subsequence of their words), for the
 * staff's "before / after" of a correction: a typo shows as one word out and one word in. Very long texts
 * that differ in many places fall back to the common beginning and end with one changed middle.
 */
export function diffPalabras(antes: string, despues: string): Trozo[] {
  const a = palabras(antes);
  const b = palabras(despues);
  let inicio = 0;
  while (inicio < a.length && inicio < b.length && a[inicio] === b[inicio]) inicio++;
  let fin = 0;
  while (fin < a.length - inicio && fin < b.length - inicio && a[a.length - 1 - fin] === b[b.length - 1 - fin]) fin++;
  const medioA = a.slice(inicio, a.length - fin);
  const medioB = b.slice(inicio, b.length - fin);
  const trozos: Trozo[] = a.slice(0, inicio).map((texto) => ({ texto, tipo: 'igual' }));
  if ((medioA.length + 1) * (medioB.length + 1) > CELDAS_MAX) {
    trozos.push(...medioA.map((texto) => ({ texto, tipo: 'quitado' as const })));
    trozos.push(...medioB.map((texto) => ({ texto, tipo: 'puesto' as const })));
  } else {
    trozos.push(...lcs(medioA, medioB));
  }
  trozos.push(...a.slice(a.length - fin).map((texto) => ({ texto, tipo: 'igual' as const })));
  return juntar(trozos);
}

function lcs(a: string[], b: string[]): Trozo[] {
  const n = a.length;
  const m = b.length;
  const ancho = m + 1;
  // largo[i][j]: the common subsequence of a[i..] and b[j..].
  const largo = new Uint32Array((n + 1) * ancho);
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      largo[i * ancho + j] =
        a[i] === b[j]
          ? (largo[(i + 1) * ancho + j + 1] ?? 0) + 1
          : Math.max(largo[(i + 1) * ancho + j] ?? 0, largo[i * ancho + j + 1] ?? 0);
    }
  }
  const trozos: Trozo[] = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (a[i] === b[j]) {
      trozos.push({ texto: a[i] as string, tipo: 'igual' });
      i++;
      j++;
    } else if ((largo[(i + 1) * ancho + j] ?? 0) >= (largo[i * ancho + j + 1] ?? 0)) {
      trozos.push({ texto: a[i] as string, tipo: 'quitado' });
      i++;
    } else {
      trozos.push({ texto: b[j] as string, tipo: 'puesto' });
      j++;
    }
  }
  for (; i < n; i++) trozos.push({ texto: a[i] as string, tipo: 'quitado' });
  for (; j < m; j++) trozos.push({ texto: b[j] as string, tipo: 'puesto' });
  return trozos;
}
