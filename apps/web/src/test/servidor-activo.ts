/**
 * The fake server of the running test (servidor-falso.ts), in a module of its own without the contract, so
 * setup.ts can close it after every test without loading every schema into files that do not use it.
 */
let activo: { fallos: string[]; original: typeof fetch } | null = null;

/** Installs `fetch` for a new fake server, closing the previous one of the same test first. */
export function abrirServidor(fetchFalso: typeof fetch, fallos: string[]) {
  if (activo) globalThis.fetch = activo.original;
  activo = { fallos, original: globalThis.fetch };
  globalThis.fetch = fetchFalso;
}

/** Restores `fetch` and fails the test that just ran if its fake server saw what it refuses. */
export function cerrarServidorFalso() {
  if (!activo) return;
  const { fallos, original } = activo;
  globalThis.fetch = original;
  activo = null;
  if (fallos.length > 0) throw new Error(`Servidor falso:\n- ${fallos.join('\n- ')}`);
}
