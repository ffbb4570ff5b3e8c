import type { FileUse } from './file-uses';

/**
 * What the rest of the API knows about stored files. Callers hold an id and
 * this interface; where the bytes live (a PostgreSQL table by default, an
 * S3-compatible bucket when a deployment moves there, decision 011) is the
 * storage module's business alone.
 */

/** Whose file it is: the student or the company that uploaded it, the staff member who published it, or a company contact (a copy of their own data). */
export interface FileOwner {
  kind: 'alumno' | 'empresa' | 'gestor' | 'contacto';
  id: number;
}

export interface StoredFile {
  id: string;
  owner: FileOwner;
  use: FileUse;
  /** The name it had when uploaded, with its extension: what a download is saved as. */
  name: string;
  contentType: string;
  /** Bytes. */
  size: number;
  /** Hex SHA-256 of the content. */
  sha256: string;
  createdAt: Date;
}

export interface NewFile {
  owner: FileOwner;
  use: FileUse;
  /** The name the user gave; the extension is appended when it lacks it. */
  name: string;
  /** The extension the user declared ("pdf", ".PDF"): checked against the use and against the content. */
  extension: string;
  content: Uint8Array;
}

/** A file the API makes itself: its bytes are trusted, its name final. */
export interface GeneratedFile {
  owner: FileOwner;
  use: Extract<FileUse, 'exportacion-datos'>;
  name: string;
  contentType: string;
  content: Uint8Array;
}

export interface FileStorage {
  /**
   * Checks the file and keeps it. Refusals: more than 2 MB → HTTP 413; an
   * extension the use does not allow, or content that is not what the
   * extension says → code 46. Inside a unit of work the file commits (or rolls
   * back) with the caller's other writes.
   */
  store(file: NewFile): Promise<StoredFile>;
  /** Keeps a file the API made (a copy of someone's data): no upload's checks or size limit, a use no upload takes. */
  storeGenerated(file: GeneratedFile): Promise<StoredFile>;
  /** The file and its bytes, or null when there is no such file. Callers check who may read it first. */
  read(id: string): Promise<{ file: StoredFile; content: Uint8Array } | null>;
  /** Removes the file; false when it did not exist. */
  delete(id: string): Promise<boolean>;
  /** An owner's files, newest first, optionally of one use. */
  listByOwner(owner: FileOwner, use?: FileUse): Promise<StoredFile[]>;
}
