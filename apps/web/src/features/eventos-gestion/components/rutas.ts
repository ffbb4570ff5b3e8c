/** The staff's event pages (app/route-table/gestion.ts): the list, a new one, one's registrants and its form. */
export const RUTA_EVENTOS = '/gestion/eventos';
export const RUTA_NUEVO_EVENTO = '/gestion/eventos/nuevo';
export const rutaEventoGestion = (id: number) => `${RUTA_EVENTOS}/${id}`;
export const rutaEditarEvento = (id: number) => `${RUTA_EVENTOS}/${id}/editar`;
