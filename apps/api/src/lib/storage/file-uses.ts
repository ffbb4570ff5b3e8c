import type { EXTENSIONES_DOCUMENTO, EXTENSIONES_PDF } from '@puente/contract/constants';

/**
 * The allowed list of each use of a file: for every extension it accepts,
 * what `file-type` must detect in the content. `TEXT` marks formats without
 * magic bytes (txt, csv): file-type must find nothing there, and the bytes
 * must read as text (see check-file.ts).
 */
export const TEXT = 'text';

/** Spec §5: documents a student hands in (for an offer, or on the CV). */
const DOCUMENTO: Readonly<Record<(typeof EXTENSIONES_DOCUMENTO)[number], readonly string[]>> = {
  pdf: ['pdf'],
  // Office Open XML and OpenDocument are ZIP files; file-type reads their
  // [Content_Types].xml or mimetype entry to tell them apart.
  docx: ['docx'],
  xlsx: ['xlsx'],
  pptx: ['pptx'],
  ppsx: ['ppsx'],
  odt: ['odt'],
  odp: ['odp'],
  // doc, ppt and pps are OLE2 compound files: file-type names the container only.
  doc: ['cfb'],
  ppt: ['cfb'],
  pps: ['cfb'],
  png: ['png'],
  jpg: ['jpg'],
  jpeg: ['jpg'],
  gif: ['gif'],
  bmp: ['bmp'],
  tif: ['tif'],
  tiff: ['tif'],
  txt: [TEXT],
  csv: [TEXT],
};

/** Agreements and insurance policies (spec §5: PDF only). */
const PDF: Readonly<Record<(typeof EXTENSIONES_PDF)[number], readonly string[]>> = { pdf: ['pdf'] };

/** The profile photo: png, jpg or jpeg. */
const IMAGEN = { png: ['png'], jpg: ['jpg'], jpeg: ['jpg'] } as const;

export const FILE_USES = {
  'documento-oferta': DOCUMENTO,
  'documento-alumno': DOCUMENTO,
  /** A certificate or reference attached to an experience of the CV. */
  'adjunto-experiencia': DOCUMENTO,
  /** A company's own document for its internships (insurance policy, tax certificates…). */
  'documento-empresa': DOCUMENTO,
  /** A document given for one internship (by the company, the student or the university). */
  'documento-practica': DOCUMENTO,
  /** What the university publishes for every company: annexes, information notes, templates. */
  'publicacion-practicas': DOCUMENTO,
  convenio: PDF,
  /** The per-student annex of the agreement, signed by the three parties (decision 042). */
  'anexo-practica': PDF,
  /** An orientation guide staff publish for students (decision 025). */
  'guia-orientacion': PDF,
  'foto-perfil': IMAGEN,
  /** An event's main image, uploaded by staff (re-encoded as JPEG, lib/storage/imagen.ts). */
  'imagen-evento': IMAGEN,
  /** A copy of a person's data (issue 28): made by the API, never uploaded (`storeGenerated`). */
  'exportacion-datos': { zip: ['zip'] },
} as const satisfies Record<string, Readonly<Record<string, readonly string[]>>>;

export type FileUse = keyof typeof FILE_USES;

/** What the content of a file with this extension must be detected as, or null when the use does not take it. */
export function expectedTypes(use: FileUse, extension: string): readonly string[] | null {
  const allowed: Readonly<Record<string, readonly string[]>> = FILE_USES[use];
  return Object.hasOwn(allowed, extension) ? (allowed[extension] ?? null) : null;
}
