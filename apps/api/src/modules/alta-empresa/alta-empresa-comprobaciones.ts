import { TIPO_CONTACTO_POR_DEFECTO } from '@puente/contract/constants';
import type { nuevoContactoInput, solicitudCuentaEmpresaInput } from '@puente/contract/empresa-cuenta';
import type { Dominios } from '@puente/contract/endpoints/dominios';
import { PortalCodes } from '@puente/contract/errors/codes';
import { isValidEmail } from '@puente/contract/validation/email';
import type { z } from 'zod';
import { campoErroneo, camposErroneos } from '../../lib/campos-erroneos';
import { rechazo } from '../../lib/portal-error';
import type { DominiosService } from '../dominios/dominios.service';
import { referenciasInvalidas } from '../mi-empresa/referencias';
import type { AltaEmpresaRepository } from './alta-empresa.repository';

type SolicitudCuenta = z.output<typeof solicitudCuentaEmpresaInput>;
type NuevoContacto = z.output<typeof nuevoContactoInput>;

export const NICK_OCUPADO = 'Ese nombre de usuario ya está en uso';

/** A unique_violation (23505), however deep the driver wrapped it. */
export function esDuplicado(error: unknown): boolean {
  for (let e: unknown = error, n = 0; e && n < 5; e = (e as { cause?: unknown }).cause, n++) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export const sinRepetir = (valores: readonly number[]) => [...new Set(valores)].sort((a, b) => a - b);

/**
 * A sign-up that is already in the portal, corrected and sent again
 * (`reenviarAltaEmpresa`): its own company and first contact do not clash
 * with themselves.
 */
export interface AltaPropia {
  idEmpresa: number;
  idContacto: number;
}

interface Deps {
  repo: Pick<AltaEmpresaRepository, 'empresaPorCif' | 'contactoConEmail' | 'nickOcupado'>;
  dominios: Pick<DominiosService, 'dominios'>;
  /** The brand's `requestTipoContacto`: off, every new contact is a general contact (9). */
  pideTipoContacto: boolean;
}

/**
 * The rules a company's sign-up and a new contact are checked against, in
 * one place for the three ways they arrive: /solicitar-cuenta, a colleague
 * adding a contact, and a rejected sign-up sent again corrected.
 */
export class ComprobacionesAlta {
  constructor(private readonly deps: Deps) {}

  /**
   * An e-mail is how a contact logs in and gets its links, so it belongs to
   * one contact only (contactos_empresa_email_idx). A contact of no company
   * at all is still a contact with that e-mail (29). `salvoContacto`: the
   * contact being corrected, which may keep its own.
   */
  async comprobarEmail(email: string, idEmpresa: number | null, salvoContacto?: number) {
    if (!isValidEmail(email)) throw rechazo(PortalCodes.EMAIL_MAL_FORMADO);
    const otro = await this.deps.repo.contactoConEmail(email, idEmpresa);
    if (!otro || otro.id === salvoContacto) return;
    throw rechazo(
      !otro.deEstaEmpresa && otro.deOtraEmpresa ? PortalCodes.EMAIL_DE_OTRA_EMPRESA : PortalCodes.CONTACTO_EMAIL_EXISTE,
    );
  }

  async comprobarNick(nick: string, campo: string, salvoContacto?: number) {
    if (await this.deps.repo.nickOcupado(nick, salvoContacto)) throw campoErroneo(campo, NICK_OCUPADO);
  }

  /** The contact types a new contact gets: what the form sent when the brand asks for them, else the general one. */
  tiposDe(c: Pick<NuevoContacto, 'tipoContacto'>) {
    const tipos = this.deps.pideTipoContacto ? sinRepetir(c.tipoContacto) : [];
    return tipos.length > 0 ? tipos : [TIPO_CONTACTO_POR_DEFECTO];
  }

  /** A contact's ids outside the domain lists; its types only count when the brand asks for them. */
  referenciasContacto(c: Omit<NuevoContacto, 'nick' | 'password'>, dominios: Dominios, prefijo = '') {
    return referenciasInvalidas(
      { ...c, tipoContacto: this.deps.pideTipoContacto ? c.tipoContacto : undefined },
      dominios,
      prefijo,
    );
  }

  dominios() {
    return this.deps.dominios.dominios('es');
  }

  /**
   * What a sign-up is refused for, in the order the form shows them: ids
   * outside the lists (15), a CIF already in (8), the contact's e-mail
   * (69/44/29), the nick (15). Run again when the insert meets a unique
   * index, so a race answers like the check it slipped past. A sign-up sent
   * again (`propia`) may keep its own CIF, e-mail and nick.
   */
  async comprobarSolicitud(s: SolicitudCuenta, propia?: AltaPropia) {
    const dominios = await this.dominios();
    const errores = [
      ...referenciasInvalidas(s.empresa, dominios, 'empresa.'),
      ...this.referenciasContacto(s.contacto, dominios, 'contacto.'),
    ];
    if (errores.length > 0) throw camposErroneos(errores);
    const conCif = await this.deps.repo.empresaPorCif(s.empresa.cif);
    if (conCif && conCif.id !== propia?.idEmpresa) throw rechazo(PortalCodes.DATOS_YA_EXISTEN);
    await this.comprobarEmail(s.contacto.email, propia?.idEmpresa ?? null, propia?.idContacto);
    await this.comprobarNick(s.contacto.nick, 'contacto.nick', propia?.idContacto);
  }
}
