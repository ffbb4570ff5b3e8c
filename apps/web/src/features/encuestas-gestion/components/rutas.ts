/** The staff's survey pages (app/route-table/gestion.ts): the list, a new one, one's builder and its results. */
export const RUTA_ENCUESTAS = '/gestion/encuestas';
export const RUTA_NUEVA_ENCUESTA = '/gestion/encuestas/nueva';
export const rutaEditarEncuesta = (id: number) => `${RUTA_ENCUESTAS}/${id}/editar`;
export const rutaResultadosEncuesta = (id: number) => `${RUTA_ENCUESTAS}/${id}/resultados`;
