/**
 * Seam: spec §6 shows the company's "Solicitudes de prácticas de educación"
 * item only when GET /api/Empresa/tieneMenuSolicitudesPracticasEducacion says
 * so. That endpoint belongs to the education-requests issue; until it exists
 * the item stays hidden (the route itself is reachable and under construction).
 */
export function useHasEducationRequestsMenu(): boolean {
  return false;
}
