/**
 * Countries whose nationals work in Spain without a work permit, by their id
 * in the `paises` list (db/seed/data/paises.ts): the 27 of the European Union
 * (1–27: España to Suecia), the rest of the European Economic Area that the
 * list has (30, Noruega; Islandia and Liechtenstein are not in it) and
 * Switzerland (29) by its free-movement agreement. The United Kingdom (28)
 * left the EU in 2020 and Andorra (31) is not in the EEA: their nationals need
 * a permit like any other. A student without a nationality is not asked.
 */
export const PAISES_SIN_PERMISO_TRABAJO: ReadonlySet<number> = new Set([
  1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 29, 30,
]);

/** Job offers ask a work permit (code 34) of nationals of any other country. */
export const necesitaPermisoTrabajo = (idPais: number | null) => idPais !== null && !PAISES_SIN_PERMISO_TRABAJO.has(idPais);
