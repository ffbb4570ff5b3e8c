/** A file's size in whole KB, at least 1 (a few hundred bytes do not read "0 KB"). */
export const kb = (bytes: number) => Math.max(1, Math.round(bytes / 1024));
