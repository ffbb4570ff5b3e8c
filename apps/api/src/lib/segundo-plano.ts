/**
 * Runs work after the request that asked for it has answered (a copy of someone's data, a reset link). Nobody
 * awaits it, so a failure is written to the process's error output with what it was; the work's own rows say
 * what is left to do (a pending copy, which its periodic job takes again; a reset link the student asks again).
 */
export function enSegundoPlano(nombre: string) {
  return (trabajo: () => Promise<unknown>) => {
    setImmediate(() => {
      trabajo().catch((error: unknown) => console.error(`falló en segundo plano: ${nombre}`, error));
    });
  };
}
