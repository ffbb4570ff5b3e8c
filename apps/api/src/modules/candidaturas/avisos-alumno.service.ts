import type { Brand } from '@puente/contract/brand';
import { ID_ESTADO_PROCESO_PUBLICADO } from '@puente/contract/constants';
import { PortalCodes } from '@puente/contract/errors/codes';
import type { Caller } from '../../lib/caller';
import { rechazo } from '../../lib/portal-error';
import { creditosQueCuentan } from '../inscripcion/reglas-inscripcion';
import { camposPersonalesQueFaltan } from '../perfil-alumno/datos-personales';
import type { PerfilAlumnoRepository } from '../perfil-alumno/perfil-alumno.repository';
import type { CandidaturasRepository } from './candidaturas.repository';

/** Warnings the student sees before applying and the popups about missing data. */
export class AvisosAlumnoService {
  constructor(private readonly deps: { perfil: PerfilAlumnoRepository; candidaturas: CandidaturasRepository; brand: Brand }) {}

  /**
   * Warns before applying when the offer's minimum credits are above the
   * student's (the same count as rule 52). Only a published offer can be
   * applied to; any other answers exactly like a missing one (4), so the
   * answer never tells that a draft or an offer pending review exists.
   */
  async avisoCreditos(caller: Caller, urlOferta: string) {
    const oferta = await this.deps.candidaturas.ofertaPorUrl(urlOferta);
    if (!oferta || oferta.idEstado !== ID_ESTADO_PROCESO_PUBLICADO) throw rechazo(PortalCodes.OFERTA_NO_ENCONTRADA);
    if (oferta.creditosMinimos === null) return { aviso: false, creditosMinimos: null, creditosAlumno: null, mensaje: null };
    const creditos = creditosQueCuentan(oferta, await this.deps.perfil.estudios(caller.id));
    const aviso = creditos < oferta.creditosMinimos;
    return {
      aviso,
      creditosMinimos: oferta.creditosMinimos,
      creditosAlumno: creditos,
      mensaje: aviso
        ? `Esta oferta pide al menos ${oferta.creditosMinimos} créditos superados y en tu perfil constan ${creditos}. No podrás inscribirte hasta que los alcances.`
        : null,
    };
  }

  /** The same brand rules (`reglaCampo` of contract cv.ts) as the CV form and `editDatosPersonales`. */
  async faltanDatosPersonales(caller: Caller) {
    const campos = camposPersonalesQueFaltan(this.deps.brand.campos, await this.alumno(caller.id));
    return { faltan: campos.length > 0, campos };
  }

  private async alumno(id: number) {
    const alumno = await this.deps.perfil.alumno(id);
    if (!alumno) throw rechazo(PortalCodes.SESION_PERDIDA);
    return alumno;
  }
}
