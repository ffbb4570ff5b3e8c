/** A positive integer route parameter, or null (the screen then points to "Mis ofertas"). */
export function idParam(value: string | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
