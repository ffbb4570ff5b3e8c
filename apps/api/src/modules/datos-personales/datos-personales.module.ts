import type { Cifrado } from '../../lib/cifrado/cifrado';
import { enSegundoPlano } from '../../lib/segundo-plano';
import type { FileStorage } from '../../lib/storage/storage';
import type { Platform } from '../../platform';
import type { AuditService } from '../audit/audit.service';
import type { SessionService } from '../auth/session.service';
import type { CorreoService } from '../correo/correo.service';
import type { CvArchivosService } from '../cv-archivos/cv-archivos.service';
import type { IntentosService } from '../intentos/intentos.service';
import { ExportacionRepository } from './exportacion.repository';
import { MisDatosRepository } from './mis-datos.repository';
import { MisDatosService } from './mis-datos.service';
import { SupresionRepository } from './supresion.repository';
import { SupresionService } from './supresion.service';

/** The erasure both ways to leave share (decision 046): built first, as the staff's requests need it too. */
export function createSupresion({ db }: Pick<Platform, 'db'>, { storage, cifrado }: { storage: FileStorage; cifrado: Cifrado }) {
  return new SupresionService({ repo: new SupresionRepository(db, cifrado), storage });
}

/** A person's data in their own hands (issue 28): copies of it and the erasure of their account. */
export function createDatosPersonalesModule(
  { db, brand, withTransaction }: Pick<Platform, 'db' | 'brand' | 'withTransaction'>,
  deps: {
    supresion: SupresionService;
    storage: FileStorage;
    cvArchivos: Pick<CvArchivosService, 'pdfDeAlumno'>;
    correo: CorreoService;
    audit: AuditService;
    sessions: SessionService;
    intentos: IntentosService;
    /** The bank and Social Security numbers are stored encrypted (decision 051); the copy holds them in clear. */
    cifrado: Cifrado;
  },
) {
  const repo = new MisDatosRepository(db);
  return {
    misDatos: new MisDatosService({
      repo,
      exportacion: new ExportacionRepository(db, deps.cifrado),
      supresion: deps.supresion,
      storage: deps.storage,
      cvPdf: (id, idioma) => deps.cvArchivos.pdfDeAlumno(id, idioma),
      persona: (tipo, id) => (tipo === 'alumno' ? repo.alumno(id) : repo.contacto(id)),
      correo: deps.correo,
      audit: deps.audit,
      sessions: deps.sessions,
      intentos: deps.intentos,
      withTransaction,
      puedeEliminar: brand.flags.canBorrarCuenta,
      enSegundoPlano: enSegundoPlano('copia de datos personales'),
    }),
  };
}
