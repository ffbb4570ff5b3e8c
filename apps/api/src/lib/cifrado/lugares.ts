/**
 * The columns encrypted at rest (decision 051). A value's additional data
 * names its column and row, so a value copied to another row, or another
 * column, does not decrypt.
 */
export type CampoCifrado = 'datos_practica_alumno.iban' | 'datos_practica_alumno.nss' | 'empresas.iban' | 'convenios.iban';

/** Marks an encrypted value: `c1.<data key id>.<base64url of iv · ciphertext · tag>`. */
export const PREFIJO_CIFRADO = 'c1.';

/**
 * Every place an encrypted value is stored: its table, the row id its
 * additional data names, and the value as SQL (a column, or a key of a jsonb
 * document). `datos_bloqueados` keeps a student's values as they were (the
 * erasure copies them with SQL), so they keep the names of their first row.
 */
export interface LugarCifrado {
  campo: CampoCifrado;
  tabla: string;
  id: string;
  valor: string;
  filtro?: string;
  /** The key of `datos` for the copies in datos_bloqueados. */
  clave?: 'iban' | 'nss';
}

export const LUGARES_CIFRADOS: readonly LugarCifrado[] = [
  { campo: 'datos_practica_alumno.iban', tabla: 'datos_practica_alumno', id: 'id_alumno', valor: 'iban' },
  { campo: 'datos_practica_alumno.nss', tabla: 'datos_practica_alumno', id: 'id_alumno', valor: 'nss' },
  { campo: 'empresas.iban', tabla: 'empresas', id: 'id', valor: 'iban' },
  { campo: 'convenios.iban', tabla: 'convenios', id: 'id', valor: 'iban' },
  ...(['iban', 'nss'] as const).map((clave) => ({
    campo: `datos_practica_alumno.${clave}` as const,
    tabla: 'datos_bloqueados',
    id: 'id_usuario',
    valor: `(datos ->> '${clave}')`,
    filtro: `tipo_usuario = 'alumno'`,
    clave,
  })),
];

export const nombreLugar = (l: LugarCifrado) => (l.clave ? `${l.tabla}.datos.${l.clave}` : `${l.tabla}.${l.valor}`);
