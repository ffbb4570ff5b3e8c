/**
 * The help's questions, grouped (decision 025). The texts live in the
 * `orientacion` catalogue under `ayuda.grupos.<grupo>.preguntas.<pregunta>`,
 * in Spanish and English; this list only fixes which exist and their order.
 */
export const GRUPOS_AYUDA = [
  { id: 'cuenta', preguntas: ['registro', 'acceso', 'contrasena', 'idioma', 'baja'] },
  { id: 'cv', preguntas: ['quienVe', 'foto', 'documentos', 'pdf', 'busqueda'] },
  { id: 'ofertas', preguntas: ['inscribirse', 'limite', 'retirar', 'estado'] },
  { id: 'practicas', preguntas: ['tipos', 'propuesta', 'programas', 'documentos'] },
  { id: 'eventos', preguntas: ['eventos', 'encuestas', 'orientacion'] },
] as const;

export interface Pregunta {
  id: string;
  pregunta: string;
  respuesta: string;
}

export interface GrupoAyuda {
  id: string;
  titulo: string;
  preguntas: Pregunta[];
}

/** Lower case without accents or diacritics: "Contraseña" and "contrasena" match. */
export const normalizar = (texto: string) => texto.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('es');

/**
 * The groups with only the questions whose question or answer holds every
 * word of the search, accent- and case-insensitive; groups left empty go.
 * A blank search keeps everything.
 */
export function filtrarAyuda(grupos: readonly GrupoAyuda[], consulta: string): GrupoAyuda[] {
  const palabras = normalizar(consulta).split(/\s+/).filter(Boolean);
  if (palabras.length === 0) return [...grupos];
  return grupos
    .map((g) => ({
      ...g,
      preguntas: g.preguntas.filter((p) => {
        const texto = normalizar(`${p.pregunta} ${p.respuesta} ${g.titulo}`);
        return palabras.every((w) => texto.includes(w));
      }),
    }))
    .filter((g) => g.preguntas.length > 0);
}
