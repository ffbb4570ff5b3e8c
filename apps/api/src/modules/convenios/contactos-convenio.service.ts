import type { nuevoContactoInput } from '@puente/contract/empresa-cuenta';
import { PortalCodes } from '@puente/contract/errors/codes';
import type { z } from 'zod';
import type { Caller } from '../../lib/caller';
import type { Idioma } from '../../lib/mensajes/render';
import { notice } from '../../lib/notice';
import { rechazo } from '../../lib/portal-error';
import type { AltaEmpresaService } from '../alta-empresa/alta-empresa.service';

/**
 * "Add a new contact" in the agreement form (`addContactoEmpresa`, spec §3
 * New management contact). The contact is created exactly as /mi-empresa
 * creates one (modules/alta-empresa: same checks, 29 and 44, the
 * set-password mail, the audit row); only the answer differs, 530 as the
 * spec gives this dialog, with the id the form selects.
 */
export class ContactosConvenioService {
  constructor(
    private readonly deps: {
      altaEmpresa: Pick<AltaEmpresaService, 'guardarUsuario'>;
      /** The brand's `canCrearConvenios`. */
      permitido: boolean;
    },
  ) {}

  async addContacto(caller: Caller, contacto: z.output<typeof nuevoContactoInput>, idioma: Idioma) {
    if (!this.deps.permitido) {
      throw rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'convenio.sinPortal');
    }
    const creado = await this.deps.altaEmpresa.guardarUsuario(caller, contacto, idioma);
    return notice(PortalCodes.CONTACTO_O_CUENTA_ANADIDO, creado.datos);
  }
}
