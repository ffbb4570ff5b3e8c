import type { EncuestaGestion, TipoPregunta } from '@puente/contract/encuestas';

/** Who a survey is for, as the list says it (encuestasGestion catalogue): students, companies, both or anonymous only. */
export function clavePublico(e: Pick<EncuestaGestion, 'paraAlumnos' | 'paraEmpresa'>): string {
  if (e.paraAlumnos && e.paraEmpresa) return 'encuestasGestion.publico.ambos';
  if (e.paraAlumnos) return 'encuestasGestion.publico.alumnos';
  if (e.paraEmpresa) return 'encuestasGestion.publico.empresas';
  return 'encuestasGestion.publico.anonima';
}

/** The i18n key of each question type. */
export const claveTipo: Record<TipoPregunta, string> = {
  unica: 'encuestasGestion.tipos.unica',
  multiple: 'encuestasGestion.tipos.multiple',
  sino: 'encuestasGestion.tipos.sino',
  escala: 'encuestasGestion.tipos.escala',
  texto: 'encuestasGestion.tipos.texto',
};

/** The badge colours of the state: published green, withdrawn amber. */
export const tonoPublicada = (publicada: boolean) => (publicada ? 'bg-success-bg text-success' : 'bg-warning-bg text-warning');
