import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A node of a PDF's structure tree: its type (H1, P, Table…), its alternative text, its children in reading order. */
export interface NodoEstructura {
  tipo: string;
  alt?: string;
  /** A header cell's /Scope (Row, Column, Both), from its Table attributes. */
  alcance?: string;
  hijos: NodoEstructura[];
}

/** What independent readers (Debian's poppler-utils and qpdf, installed by .ci/run) find in a PDF. */
export interface PdfLeido {
  /** `pdfinfo`'s fields: "Tagged", "Pages", "Title"… */
  info: Record<string, string>;
  /** The catalog as qpdf reads it: /Lang, /MarkInfo /Marked, /ViewerPreferences /DisplayDocTitle, the structure tree. */
  catalogo: { lang: string | null; marcado: boolean; muestraTitulo: boolean; tieneArbol: boolean };
  /** Info /Title. */
  titulo: string | null;
  estructura: NodoEstructura[];
  /** `pdffonts`: every font and whether it is embedded. */
  fuentes: { nombre: string; incrustada: boolean }[];
  /** Painting operators (text, paths, images) of the pages' content outside any marked-content sequence. */
  sinMarcar: number;
  texto: string;
}

/**
 * Counts the painting operators of the pages' content streams (as `qpdf --qdf`
 * writes them, uncompressed, one operator a line) that are neither in a
 * structure element's marked content nor in an artifact.
 */
function pintadoSinMarcar(qdf: string): number {
  const contenidos = qdf.split('%% Contents for page ').slice(1);
  let fuera = 0;
  for (const trozo of contenidos) {
    const flujo = /stream\r?\n([\s\S]*?)endstream/.exec(trozo)?.[1] ?? '';
    let profundidad = 0;
    for (const linea of flujo.split('\n').map((l) => l.trim())) {
      if (/\b(BDC|BMC)$/.test(linea)) profundidad++;
      else if (linea === 'EMC') profundidad--;
      else if (/(\bTJ|\bTj|\bre|\bDo|\bf|\bS|\bB)$/.test(linea) && profundidad <= 0) fuera++;
    }
  }
  return fuera;
}

type ValorJson = string | number | boolean | null | ValorJson[] | { [clave: string]: ValorJson };

/** Reads a PDF with pdfinfo, pdffonts, pdftotext and `qpdf --json` (no string search in the bytes). */
export function leerPdf(pdf: Uint8Array): PdfLeido {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-leido-'));
  try {
    const fichero = join(dir, 'documento.pdf');
    writeFileSync(fichero, pdf);
    const ejecutar = (programa: string, argumentos: string[]) =>
      execFileSync(programa, [...argumentos, fichero, ...(programa === 'pdftotext' ? ['-'] : [])], {
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      });
    const info = Object.fromEntries(
      ejecutar('pdfinfo', ['-enc', 'UTF-8'])
        .split('\n')
        .map((linea) => /^([^:]+):\s*(.*)$/.exec(linea))
        .filter((m): m is RegExpExecArray => m !== null)
        .map((m) => [m[1] ?? '', m[2] ?? '']),
    );
    const fuentes = ejecutar('pdffonts', [])
      .split('\n')
      .slice(2)
      .filter((l) => l.trim() !== '')
      .map((l) => {
        const columnas = l.trim().split(/\s+/);
        // name type [encoding…] emb sub uni object ID: emb is the fifth column from the end.
        return { nombre: columnas[0] ?? '', incrustada: columnas.at(-5) === 'yes' };
      });
    const json = JSON.parse(ejecutar('qpdf', ['--json', '--json-key=qpdf'])) as {
      qpdf: [unknown, Record<string, { value: ValorJson }>];
    };
    const objetos = json.qpdf[1];
    const resolver = (v: ValorJson | undefined): ValorJson | undefined =>
      typeof v === 'string' && /^\d+ \d+ R$/.test(v) ? objetos[`obj:${v}`]?.value : v;
    const dict = (v: ValorJson | undefined) => {
      const r = resolver(v);
      return r && typeof r === 'object' && !Array.isArray(r) ? r : undefined;
    };
    const cadena = (v: ValorJson | undefined) => {
      const r = resolver(v);
      if (typeof r !== 'string') return null;
      if (r.startsWith('u:')) return r.slice(2);
      if (r.startsWith('b:')) return Buffer.from(r.slice(2), 'hex').toString('latin1');
      return r;
    };
    const trailer = objetos.trailer?.value as Record<string, ValorJson>;
    const raiz = dict(trailer['/Root']) ?? {};
    const arbol = dict(raiz['/StructTreeRoot']);

    const nodos = (k: ValorJson | undefined): NodoEstructura[] => {
      const lista = Array.isArray(k) ? k : k === undefined ? [] : [k];
      return lista.flatMap((hijo) => {
        const d = dict(hijo);
        if (!d || typeof d['/S'] !== 'string') return [];
        const alt = cadena(d['/Alt']);
        const alcance = dict(d['/A'])?.['/Scope'];
        return [
          {
            tipo: d['/S'].slice(1),
            ...(alt ? { alt } : {}),
            ...(typeof alcance === 'string' ? { alcance: alcance.slice(1) } : {}),
            hijos: nodos(d['/K']),
          },
        ];
      });
    };

    return {
      info,
      catalogo: {
        lang: cadena(raiz['/Lang']),
        marcado: dict(raiz['/MarkInfo'])?.['/Marked'] === true,
        muestraTitulo: dict(raiz['/ViewerPreferences'])?.['/DisplayDocTitle'] === true,
        tieneArbol: arbol !== undefined,
      },
      titulo: cadena(dict(trailer['/Info'])?.['/Title']),
      estructura: nodos(arbol?.['/K']),
      fuentes,
      sinMarcar: (() => {
        const qdf = join(dir, 'qdf.pdf');
        execFileSync('qpdf', ['--qdf', '--object-streams=disable', fichero, qdf]);
        return pintadoSinMarcar(readFileSync(qdf, 'latin1'));
      })(),
      texto: ejecutar('pdftotext', ['-enc', 'UTF-8']),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The structure tree's nodes in reading order (depth first). */
export function enOrden(nodos: NodoEstructura[]): NodoEstructura[] {
  return nodos.flatMap((n) => [n, ...enOrden(n.hijos)]);
}

/** The types of the structure tree in reading order: ['Document', 'H1', 'P', …]. */
export const tiposEnOrden = (nodos: NodoEstructura[]) => enOrden(nodos).map((n) => n.tipo);

/**
 * The checks every PDF Puente generates must pass (decision 031): tagged for
 * poppler, /MarkInfo /Marked true, the reader's language, a structure tree
 * under a Document, a title the viewer shows, every font embedded, and
 * nothing painted outside the structure or an artifact.
 */
export function esPdfAccesible(leido: PdfLeido) {
  return {
    etiquetado: leido.info.Tagged,
    marcado: leido.catalogo.marcado,
    idioma: leido.catalogo.lang,
    arbol: leido.catalogo.tieneArbol && leido.estructura[0]?.tipo === 'Document',
    muestraTitulo: leido.catalogo.muestraTitulo,
    conTitulo: Boolean(leido.titulo),
    fuentesIncrustadas: leido.fuentes.length > 0 && leido.fuentes.every((f) => f.incrustada),
    todoMarcado: leido.sinMarcar === 0,
  };
}

/** What `esPdfAccesible` gives for an accessible PDF in this language. */
export const accesible = (idioma: 'es' | 'en') => ({
  etiquetado: 'yes',
  marcado: true,
  idioma,
  arbol: true,
  muestraTitulo: true,
  conTitulo: true,
  fuentesIncrustadas: true,
  todoMarcado: true,
});
