import { codes1To49, unexpectedError } from './catalogue-codes-1-49';
import { codes52To500 } from './catalogue-codes-52-500';
import { codes501To543 } from './catalogue-codes-501-543';
import type { CatalogueEntry } from './catalogue-entry';

export type { CatalogueEntry, ErrorCategory, ErrorTexts } from './catalogue-entry';

/**
 * The error catalogue of spec §8: code → banner texts (es/en), category and
 * destination. The web shows it; the API only sends the code (and, for the
 * codes flagged `mensajeServidor`, a message).
 */
export const errorCatalogue: Readonly<Record<number, CatalogueEntry>> = Object.freeze(
  Object.fromEntries([...codes1To49, ...codes52To500, ...codes501To543].map((entry) => [entry.code, entry])),
);

/**
 * The entry for a code. An unknown code means the API and the web disagree,
 * so it falls back to code 1's wording and is reported like code 1.
 */
export function catalogueEntry(code: number): CatalogueEntry {
  return errorCatalogue[code] ?? { ...unexpectedError, code };
}

/**
 * Every code the spec names, written out from the text rather than derived from
 * the catalogue, so the test catches a missing entry. §8 lists 1 (reported),
 * 2–49 except 5, 52–60, 62–66, 68–81, 83, 84, 90–94, 96, 99, 103, 106, 500 and
 * the notices 501–525, 527–534 and 540–543; §5 adds 526 (photo too large).
 */
export const SPEC_LISTED_CODES: readonly number[] = Object.freeze([
  1, 2, 3, 4, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35,
  36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 52, 53, 54, 55, 56, 57, 58, 59, 60, 62, 63, 64, 65, 66, 68, 69, 70, 71,
  72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 83, 84, 90, 91, 92, 93, 94, 96, 99, 103, 106, 500, 501, 502, 503, 504, 505, 506, 507,
  508, 509, 510, 511, 512, 513, 514, 515, 516, 517, 518, 519, 520, 521, 522, 523, 524, 525, 526, 527, 528, 529, 530, 531, 532,
  533, 534, 540, 541, 542, 543,
]);
