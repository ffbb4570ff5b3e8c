import type { Brand } from '@puente/contract/brand';
import { ID_PERFIL, PROGRAMA_DEDICACION_PORCENTAJE, PROGRAMA_MESES } from '@puente/contract/constants';
import { PortalCodes } from '@puente/contract/errors/codes';
import type { FieldError } from '@puente/contract/field-errors';
import { fechasEnOrden, type OfertaForm, type OfertaPracticasForm } from '@puente/contract/oferta-form';
import { camposErroneos } from '../../lib/campos-erroneos';
import { hoyMadrid } from '../../lib/fecha';
import { rechazo } from '../../lib/portal-error';
import type { DominiosService } from '../dominios/dominios.service';
import type { ProcesosRepository } from './procesos.repository';

/**
 * The rules of an offer the form schema cannot know: they need the brand,
 * the portal's calendar or the database. Run on create and on every edit.
 */
export class ReglasOferta {
  constructor(private readonly deps: { repo: ProcesosRepository; dominios: Pick<DominiosService, 'lista'>; brand: Brand }) {}

  /** A brand without job offers (withoutEmpleo) refuses to create one, copies included. */
  perfilPermitido(idPerfil: number) {
    if (idPerfil === ID_PERFIL.EMPLEO && this.deps.brand.flags.withoutEmpleo) {
      throw rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'oferta.sinEmpleo');
    }
  }

  async comprobar(idEmpresa: number, form: OfertaForm) {
    this.perfilPermitido(form.idPerfil);
    if (!fechasEnOrden(form.fechaInicio, form.fechaFin)) {
      throw rechazo(PortalCodes.FECHAS_INVERTIDAS, 'oferta.fechasInvertidas');
    }
    if (form.fechaLimite && form.fechaLimite < hoyMadrid()) {
      throw camposErroneos([{ campo: 'fechaLimite', mensaje: 'La fecha límite de inscripción no puede haber pasado' }]);
    }
    await this.comprobarDominios(form);
    if (form.idPerfil === ID_PERFIL.PRACTICAS && form.idPrograma !== undefined) {
      await this.comprobarPrograma(idEmpresa, form.idPrograma, form);
    }
  }

  /** Ids must name real entries of the lists the form offers; a stale or forged id would break the detail page. */
  private async comprobarDominios(form: OfertaForm) {
    const errores: FieldError[] = [];
    const enLista = async (key: 'tiposContrato' | 'tiposFormacion' | 'areasFuncionales', id: number | undefined) =>
      id === undefined || (await this.deps.dominios.lista(key)).some((item) => item.id === id);
    if (!(await this.deps.repo.provinciaExiste(form.idProvincia)))
      errores.push({ campo: 'idProvincia', mensaje: 'La provincia no existe' });
    if (!(await enLista('areasFuncionales', form.idAreaFuncional))) {
      errores.push({ campo: 'idAreaFuncional', mensaje: 'El área funcional no existe' });
    }
    if (form.idPerfil === ID_PERFIL.EMPLEO && !(await enLista('tiposContrato', form.idTipoContrato))) {
      errores.push({ campo: 'idTipoContrato', mensaje: 'El tipo de contrato no existe' });
    }
    if (form.idPerfil === ID_PERFIL.PRACTICAS && !(await enLista('tiposFormacion', form.idTipoFormacion))) {
      errores.push({ campo: 'idTipoFormacion', mensaje: 'El tipo de prácticas no existe' });
    }
    const existentes = await this.deps.repo.titulacionesExistentes(form.titulaciones);
    if (form.titulaciones.some((id) => !existentes.has(id))) {
      errores.push({ campo: 'titulaciones', mensaje: 'Alguna de las titulaciones no existe' });
    }
    if (errores.length > 0) throw camposErroneos(errores);
  }

  /** Only a programme open to the company (63), and with the programme's dedication and length (58). */
  private async comprobarPrograma(idEmpresa: number, idPrograma: number, form: OfertaPracticasForm) {
    const programas = await this.deps.repo.programas(idEmpresa, this.deps.brand.adhesionProgramas);
    const programa = programas.find(
      (p) => p.id === idPrograma && (!this.deps.brand.adhesionProgramas || p.estadoAdhesion === 'adherida'),
    );
    if (!programa) throw rechazo(PortalCodes.PROGRAMA_NO_ENCONTRADO, 'oferta.programaNoAbierto');
    const meses = programa.meses ?? PROGRAMA_MESES;
    if (form.tiempoDedicacionJornada !== PROGRAMA_DEDICACION_PORCENTAJE || form.meses !== meses) {
      throw rechazo(PortalCodes.DEDICACION_PROGRAMA, 'oferta.dedicacionPrograma', {
        porcentaje: PROGRAMA_DEDICACION_PORCENTAJE,
        meses,
      });
    }
  }
}
