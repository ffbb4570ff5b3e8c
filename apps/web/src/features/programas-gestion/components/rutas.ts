/** The staff's programme pages (app/route-table/gestion.ts): the list, a new one, one's page and its form. */
export const RUTA_PROGRAMAS = '/gestion/programas';
export const RUTA_NUEVO_PROGRAMA = '/gestion/programas/nuevo';
export const rutaProgramaGestion = (id: number) => `${RUTA_PROGRAMAS}/${id}`;
export const rutaEditarPrograma = (id: number) => `${RUTA_PROGRAMAS}/${id}/editar`;
