/** The board card's move handle: focus follows the card to its new column by this id. */
export const idAsa = (idCandidatura: number) => `mover-${idCandidatura}`;

/** The list row's "Cambiar estado" button. */
export const idCambiar = (idCandidatura: number) => `cambiar-${idCandidatura}`;
