import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { columnasDatosContacto, columnasDatosEmpresa } from '../../db/queries/empresa';
import { contactoEmpresas, contactosEmpresa, empresas } from '../../db/schema/personas';
import type { Cifrado } from '../../lib/cifrado/cifrado';

/** The company row as /mi-empresa edits it (column names of 0015). */
export interface FilaEmpresa {
  nombre: string;
  nombreComercial: string | null;
  idSector: number | null;
  idTipoEmpresa: number | null;
  startup: boolean;
  direccion: string | null;
  cp: string | null;
  idPais: number;
  idProvincia: number | null;
  provincia: string | null;
  idLocalidad: number | null;
  localidad: string | null;
  telefono: string | null;
  web: string | null;
  descripcion: string | null;
  iban: string | null;
}

/** The contact row as /mi-perfil edits it. */
export interface FilaContacto {
  nombre: string;
  apellidos: string;
  cargo: string | null;
  nif: string | null;
  email: string | null;
  telefono: string | null;
  telefono2: string | null;
  departamento: string | null;
  direccion: string | null;
  cp: string | null;
  idPais: number;
  idProvincia: number | null;
  provincia: string | null;
  idLocalidad: number | null;
  localidad: string | null;
  aniosForoEmpleo: number[];
}

export class MiEmpresaRepository {
  constructor(
    private readonly db: Db,
    private readonly cifrado: Cifrado,
  ) {}

  /** The IBAN is stored encrypted (decision 051): read and written in clear here only. */
  async empresa(idEmpresa: number) {
    const rows = await this.db.select(columnasDatosEmpresa).from(empresas).where(eq(empresas.id, idEmpresa)).limit(1);
    const fila = rows[0];
    return fila ? { ...fila, iban: await this.cifrado.descifrar('empresas.iban', idEmpresa, fila.iban) } : null;
  }

  /** The company's contacts, by name; `activo` is false until the contact has set a password. */
  contactosDe(idEmpresa: number) {
    return this.db
      .select({
        id: contactosEmpresa.id,
        nombre: contactosEmpresa.nombre,
        apellidos: contactosEmpresa.apellidos,
        cargo: contactosEmpresa.cargo,
        email: contactosEmpresa.email,
        nick: contactosEmpresa.nick,
        telefono: contactosEmpresa.telefono,
        activo: sql<boolean>`(${contactosEmpresa.passwordHash} IS NOT NULL AND ${contactosEmpresa.estado} = 'activo')`,
      })
      .from(contactoEmpresas)
      .innerJoin(contactosEmpresa, eq(contactosEmpresa.id, contactoEmpresas.idContacto))
      .where(eq(contactoEmpresas.idEmpresa, idEmpresa))
      .orderBy(asc(contactosEmpresa.nombre), asc(contactosEmpresa.apellidos), asc(contactosEmpresa.id));
  }

  async editarEmpresa(idEmpresa: number, fila: FilaEmpresa) {
    await this.db
      .update(empresas)
      .set({ ...fila, iban: this.cifrado.cifrar('empresas.iban', idEmpresa, fila.iban) })
      .where(eq(empresas.id, idEmpresa));
  }

  /** The contact with the membership of this company (its contact types there). */
  async contacto(idContacto: number, idEmpresa: number) {
    const rows = await this.db
      .select({ ...columnasDatosContacto, tiposContacto: contactoEmpresas.tiposContacto })
      .from(contactosEmpresa)
      .innerJoin(
        contactoEmpresas,
        and(eq(contactoEmpresas.idContacto, contactosEmpresa.id), eq(contactoEmpresas.idEmpresa, idEmpresa)),
      )
      .where(eq(contactosEmpresa.id, idContacto))
      .limit(1);
    return rows[0] ?? null;
  }

  async editarContacto(idContacto: number, fila: FilaContacto) {
    await this.db.update(contactosEmpresa).set(fila).where(eq(contactosEmpresa.id, idContacto));
  }

  async tiposContacto(idContacto: number, idEmpresa: number, tipos: number[]) {
    await this.db
      .update(contactoEmpresas)
      .set({ tiposContacto: tipos })
      .where(and(eq(contactoEmpresas.idContacto, idContacto), eq(contactoEmpresas.idEmpresa, idEmpresa)));
  }

  /**
   * Another contact with this e-mail, and whether it is one of this
   * company's (29) or only of others (44).
   */
  async otroContactoConEmail(email: string, idContacto: number, idEmpresa: number) {
    const rows = await this.db
      .select({
        id: contactosEmpresa.id,
        deEstaEmpresa: sql<boolean>`EXISTS (SELECT 1 FROM contacto_empresas ce WHERE ce.id_contacto = ${contactosEmpresa.id} AND ce.id_empresa = ${idEmpresa})`,
      })
      .from(contactosEmpresa)
      .where(and(eq(sql`lower(${contactosEmpresa.email})`, email.toLowerCase()), ne(contactosEmpresa.id, idContacto)))
      .limit(1);
    return rows[0] ?? null;
  }
}
