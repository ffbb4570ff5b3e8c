import type { TestApp } from './test-app';

/**
 * Every table whose rows hold `aguja` as text (`row::text`, case-insensitive), once per row found: what an
 * erasure test searches for a person's DNI, name or e-mail (issue 28).
 */
export async function dondeAparece(t: TestApp, aguja: string): Promise<string[]> {
  const tablas = await t.database.query<{ tabla: string }>(
    "SELECT table_name AS tabla FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'",
  );
  const hallado: string[] = [];
  for (const { tabla } of tablas) {
    const filas = await t.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM "${tabla}" x WHERE strpos(lower(x::text), lower($1)) > 0`,
      [aguja],
    );
    for (let i = 0; i < Number(filas[0]?.n ?? 0); i++) hallado.push(tabla);
  }
  return hallado;
}
