/**
 * A success that the web shows as its catalogue notice (codes 501–543): the
 * envelope carries the notice code as `status` and the data as `datos`.
 */
export class Notice<T> {
  constructor(
    readonly code: number,
    readonly datos: T,
    readonly mensaje: string | null = null,
  ) {}
}

export const notice = <T>(code: number, datos: T, mensaje: string | null = null) => new Notice(code, datos, mensaje);
