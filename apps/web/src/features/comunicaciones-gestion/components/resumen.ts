/** The start of a communication's text on one line, to name its row, its buttons and its dialogs. */
export const resumen = (texto: string, largo = 60) => {
  const plano = texto.replace(/\s+/g, ' ').trim();
  return plano.length > largo ? `${plano.slice(0, largo - 1).trimEnd()}…` : plano;
};
