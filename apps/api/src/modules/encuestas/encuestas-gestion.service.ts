import type {
  EncuestaDatos,
  EncuestaEdicion,
  EncuestaGestion,
  FiltroEncuestasGestion,
  PreguntaInput,
  ResultadosEncuesta,
  TipoPregunta,
} from '@puente/contract/encuestas';
import { ESCALA_MAX, ESCALA_MIN } from '@puente/contract/encuestas';
import type { FileAnswer } from '@puente/contract/endpoint';
import { PortalCodes } from '@puente/contract/errors/codes';
import type { FieldError } from '@puente/contract/field-errors';
import type { Caller } from '../../lib/caller';
import { camposErroneos } from '../../lib/campos-erroneos';
import { csv } from '../../lib/csv';
import { cortarPagina, leerCursor } from '../../lib/pagina';
import { rechazo } from '../../lib/portal-error';
import type { WithTransaction } from '../../lib/transaction';
import type { AuditService } from '../audit/audit.service';
import type { NotificacionesService } from '../notificaciones/notificaciones.service';
import type { EncuestasRepository, FilaEncuesta, FilaPregunta, Usuario } from './encuestas.repository';
import { enlaceEncuesta, noAccesible } from './encuestas-comun';

export interface EncuestasGestionDeps {
  repo: EncuestasRepository;
  audit: Pick<AuditService, 'record'>;
  /** The named recipients' to-do of answering it (acciones.ts `encuesta`). */
  notificaciones: Pick<NotificacionesService, 'pedirAccion' | 'retirarAccion'>;
  withTransaction: WithTransaction;
}

/** A survey as it asks its named recipients to answer it: the survey and those of its list it is for. */
interface Peticion {
  encuesta: FilaEncuesta;
  destinatarios: readonly Usuario[];
}

/** Those of the list a survey asks to answer now: none while unpublished, and only the kinds it is for. */
const pedidos = ({ encuesta: e, destinatarios }: Peticion): Usuario[] =>
  e.publicada ? destinatarios.filter((d) => (d.tipo === 'alumno' ? e.paraAlumnos : e.paraEmpresa)) : [];

const clave = (u: Usuario) => `${u.tipo}:${u.id}`;

function gestorDe(caller: Caller) {
  if (caller.tipo !== 'gestor') throw rechazo(PortalCodes.SIN_PERMISOS);
}

/**
 * Surveys on the staff's side (issue 15, decision 024): the list with each
 * survey's figures, creating and editing one with its questions, jumps and
 * recipients, unpublishing, and the results with their CSV, each read audited.
 * Every change that makes someone a recipient of a published survey (created,
 * added to its list, republished) asks them to answer it with a notification,
 * and one that takes the survey from them withdraws it, in its unit of work.
 * Shares the repository with EncuestasService, which serves those who answer.
 */
export class EncuestasGestionService {
  constructor(private readonly deps: EncuestasGestionDeps) {}

  /** Every survey, the newest first, in keyset pages (decision 037's contract). */
  async lista(caller: Caller, input: FiltroEncuestasGestion & { cursor?: string | undefined; tamano: number }) {
    gestorDe(caller);
    const { cursor, tamano, ...filtro } = input;
    const desde = leerCursor(cursor, 'numero');
    const [filas, total] = await Promise.all([
      this.deps.repo.paginaGestion(filtro, desde ? desde.clave[1] : null, tamano + 1),
      desde ? desde.total : this.deps.repo.totalGestion(filtro),
    ]);
    const { items, ...resto } = cortarPagina(filas, tamano, (e) => [e.id, e.id], total);
    return { items: await Promise.all(items.map((e) => this.vistaGestion(e))), ...resto };
  }

  /** A survey in the shape the builder edits and `editarEncuesta` takes back. */
  async edicion(caller: Caller, id: number): Promise<EncuestaEdicion> {
    gestorDe(caller);
    const e = await this.deps.repo.porId(id);
    if (!e) throw noAccesible();
    const [preguntas, destinatarios, cifras] = await Promise.all([
      this.deps.repo.preguntas(id),
      this.deps.repo.destinatariosConNombre(id),
      this.deps.repo.cifras(id),
    ]);
    const ordenDe = new Map(preguntas.map((p) => [p.id, p.orden]));
    return {
      idEncuesta: e.id,
      titulo: e.titulo,
      descripcion: e.descripcion,
      urlAcceso: e.urlAcceso,
      respuestaObligatoria: e.respuestaObligatoria,
      sacaOpcionAnonima: e.sacaOpcionAnonima,
      paraAlumnos: e.paraAlumnos,
      paraEmpresa: e.paraEmpresa,
      idPractica: e.idPractica,
      requiereRGPD: e.requiereRgpd,
      textoRGPD: e.textoRgpd,
      destinatarios: destinatarios.map((d) => ({ tipo: d.tipo as 'alumno' | 'empresa', id: d.id, nombre: d.nombre ?? '' })),
      preguntas: preguntas.map((p) => ({
        tipo: p.tipo as TipoPregunta,
        texto: p.texto,
        obligatoria: p.obligatoria,
        respuestas: p.respuestas.map((r) => ({
          texto: r.texto,
          saltoA: r.idPreguntaDestino === null ? null : (ordenDe.get(r.idPreguntaDestino) ?? null),
        })),
      })),
      publicada: e.publicada,
      contestaciones: cifras.contestaciones,
      preguntasCongeladas: cifras.contestaciones > 0,
    };
  }

  async publicar(caller: Caller, id: number): Promise<EncuestaGestion> {
    gestorDe(caller);
    return this.cambiarPublicada(caller, id, true);
  }

  /** Publishes or unpublishes it; its named recipients are asked again, or their to-do withdrawn. */
  private async cambiarPublicada(caller: Caller, id: number, publicada: boolean): Promise<EncuestaGestion> {
    const { repo, audit, withTransaction } = this.deps;
    const e = await withTransaction(async () => {
      const antes = await this.peticion(id);
      const editada = await repo.editar(id, { publicada });
      if (!antes || !editada) throw noAccesible();
      await this.avisar(antes, { encuesta: editada, destinatarios: antes.destinatarios });
      await audit.record(caller, {
        accion: publicada ? 'encuesta.publicar' : 'encuesta.despublicar',
        entidad: 'encuesta',
        entidadId: id,
      });
      return editada;
    });
    return this.vistaGestion(e);
  }

  async crear(caller: Caller, datos: EncuestaDatos): Promise<EncuestaGestion> {
    gestorDe(caller);
    await this.validar(datos, null);
    const { repo, audit, withTransaction } = this.deps;
    const e = await withTransaction(async () => {
      const creada = await repo.crear(filaDe(datos));
      await this.guardarPreguntas(creada.id, datos.preguntas);
      await repo.ponerDestinatarios(creada.id, datos.destinatarios);
      await this.avisar(null, { encuesta: creada, destinatarios: datos.destinatarios });
      await audit.record(caller, { accion: 'encuesta.crear', entidad: 'encuesta', entidadId: creada.id });
      return creada;
    });
    return this.vistaGestion(e);
  }

  /**
   * Edits a survey. Its questions are replaced only while nobody has answered
   * it; once answered, the same questions must come back (48 otherwise), so
   * results never mix two versions — a changed survey is a new one.
   */
  async editar(caller: Caller, id: number, datos: EncuestaDatos): Promise<EncuestaGestion> {
    gestorDe(caller);
    const actual = await this.deps.repo.porId(id);
    if (!actual) throw noAccesible();
    await this.validar(datos, id);
    const { repo, audit, withTransaction } = this.deps;
    const contestada = (await repo.cifras(id)).contestaciones > 0;
    const cambianPreguntas = firmaPreguntas(await repo.preguntas(id)) !== firmaEntrada(datos.preguntas);
    if (contestada && cambianPreguntas) {
      throw rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'encuesta.conContestaciones');
    }
    const e = await withTransaction(async () => {
      const antes = await this.peticion(id);
      const editada = (await repo.editar(id, filaDe(datos))) as FilaEncuesta;
      if (cambianPreguntas) {
        await repo.borrarPreguntas(id);
        await this.guardarPreguntas(id, datos.preguntas);
      }
      await repo.ponerDestinatarios(id, datos.destinatarios);
      if (antes) await this.avisar(antes, { encuesta: editada, destinatarios: datos.destinatarios });
      await audit.record(caller, {
        accion: 'encuesta.editar',
        entidad: 'encuesta',
        entidadId: id,
        detalle: { preguntas: cambianPreguntas },
      });
      return editada;
    });
    return this.vistaGestion(e);
  }

  async despublicar(caller: Caller, id: number): Promise<EncuestaGestion> {
    gestorDe(caller);
    return this.cambiarPublicada(caller, id, false);
  }

  async resultados(caller: Caller, id: number): Promise<ResultadosEncuesta> {
    gestorDe(caller);
    const e = await this.deps.repo.porId(id);
    if (!e) throw noAccesible();
    const [preguntas, valores, cifras] = await Promise.all([
      this.deps.repo.preguntas(id),
      this.deps.repo.valores(id),
      this.deps.repo.cifras(id),
    ]);
    await this.deps.audit.record(caller, { accion: 'encuesta.resultados', entidad: 'encuesta', entidadId: id });
    return {
      idEncuesta: e.id,
      titulo: e.titulo,
      contestaciones: cifras.contestaciones,
      anonimas: cifras.anonimas,
      preguntas: preguntas.map((p) => {
        const suyos = valores.filter((v) => v.idPregunta === p.id);
        return {
          idPregunta: p.id,
          orden: p.orden,
          tipo: p.tipo as TipoPregunta,
          texto: p.texto,
          contestadas: new Set(suyos.map((v) => v.idContestacion)).size,
          anonimas: new Set(suyos.filter((v) => v.anonima).map((v) => v.idContestacion)).size,
          respuestas: p.respuestas.map((r) => ({
            idRespuesta: r.id,
            texto: r.texto,
            veces: suyos.filter((v) => v.idRespuesta === r.id).length,
          })),
          escala:
            p.tipo === 'escala'
              ? Array.from({ length: ESCALA_MAX - ESCALA_MIN + 1 }, (_, i) => ({
                  valor: ESCALA_MIN + i,
                  veces: suyos.filter((v) => v.valor === ESCALA_MIN + i).length,
                }))
              : [],
          textos: suyos.flatMap((v) => (v.texto ? [{ texto: v.texto, anonima: v.anonima }] : [])),
        };
      }),
    };
  }

  async resultadosCsv(caller: Caller, id: number): Promise<FileAnswer> {
    gestorDe(caller);
    const e = await this.deps.repo.porId(id);
    if (!e) throw noAccesible();
    const [preguntas, valores, contestaciones] = await Promise.all([
      this.deps.repo.preguntas(id),
      this.deps.repo.valores(id),
      this.deps.repo.contestaciones(id),
    ]);
    const textoRespuesta = new Map(preguntas.flatMap((p) => p.respuestas.map((r) => [r.id, r.texto] as const)));
    const filas = contestaciones.map((c) => {
      const suyos = valores.filter((v) => v.idContestacion === c.id);
      return [
        c.dia,
        // A named answer whose person was erased (decision 046) names nobody, and did not come anonymously.
        c.tipo ? `${c.tipo} ${c.idUsuario}` : c.anonima ? 'anónima' : 'suprimido',
        c.anonima ? 'sí' : 'no',
        ...preguntas.map((p) =>
          suyos
            .filter((v) => v.idPregunta === p.id)
            .map((v) => (v.idRespuesta ? textoRespuesta.get(v.idRespuesta) : (v.valor ?? v.texto)))
            .filter((x) => x !== null && x !== undefined)
            .join(' | '),
        ),
      ];
    });
    await this.deps.audit.record(caller, { accion: 'encuesta.resultadosCsv', entidad: 'encuesta', entidadId: id });
    return {
      nombre: `encuesta-${e.urlAcceso}.csv`,
      contentType: 'text/csv; charset=utf-8',
      contenido: csv(['Día', 'Encuestado', 'Anónima', ...preguntas.map((p) => `${p.orden}. ${p.texto}`)], filas),
    };
  }

  // ─── Internals ────────────────────────────────────────────────────────────

  /** The survey and its list as stored, before a change; null when it does not exist. */
  private async peticion(id: number): Promise<Peticion | null> {
    const [encuesta, lista] = await Promise.all([this.deps.repo.porId(id), this.deps.repo.destinatarios(id)]);
    if (!encuesta) return null;
    return {
      encuesta,
      destinatarios: lista.map((d) => ({ tipo: d.tipo as Usuario['tipo'], id: d.idUsuario })),
    };
  }

  /**
   * Keeps the survey's to-dos (acciones.ts `encuesta`) in step with a change, inside its unit of work: whoever it
   * stops asking (unpublished, taken off the list, no longer of a kind it is for) has theirs withdrawn, everyone's
   * when it is unpublished or answered at a new address; whoever it starts asking and has not answered gets one,
   * important, linking to it, "obligatoria" when it is. Those it asked already are left alone, so saving the same
   * survey again asks nobody twice.
   */
  private async avisar(antes: Peticion | null, despues: Peticion): Promise<void> {
    const { repo, notificaciones } = this.deps;
    const enlace = enlaceEncuesta(despues.encuesta.urlAcceso);
    const ahora = pedidos(despues);
    let previos = antes ? pedidos(antes) : [];
    if (antes) {
      const enlaceAntes = enlaceEncuesta(antes.encuesta.urlAcceso);
      if (!despues.encuesta.publicada || enlaceAntes !== enlace) {
        await notificaciones.retirarAccion({ accion: 'encuesta', urlAcceso: enlaceAntes });
        previos = [];
      } else {
        const siguen = new Set(ahora.map(clave));
        for (const tipo of ['alumno', 'empresa'] as const) {
          const ids = previos.filter((u) => u.tipo === tipo && !siguen.has(clave(u))).map((u) => u.id);
          if (ids.length > 0)
            await notificaciones.retirarAccion({ accion: 'encuesta', urlAcceso: enlace, destinos: { tipo, ids } });
        }
      }
    }
    const yaPedidos = new Set(previos.map(clave));
    const nuevos = ahora.filter((u) => !yaPedidos.has(clave(u)));
    if (nuevos.length === 0) return;
    const contestaron = await repo.contestaron(despues.encuesta.id, nuevos);
    for (const tipo of ['alumno', 'empresa'] as const) {
      const ids = nuevos.filter((u) => u.tipo === tipo && !contestaron.has(clave(u))).map((u) => u.id);
      if (ids.length === 0) continue;
      await notificaciones.pedirAccion({
        accion: 'encuesta',
        clave: despues.encuesta.respuestaObligatoria ? 'encuesta.obligatoria' : 'encuesta.pendiente',
        parametros: { encuesta: despues.encuesta.titulo },
        destinoTipo: tipo,
        destinoIds: ids,
        urlAcceso: enlace,
      });
    }
  }

  private async vistaGestion(e: FilaEncuesta): Promise<EncuestaGestion> {
    const c = await this.deps.repo.cifras(e.id);
    return {
      idEncuesta: e.id,
      titulo: e.titulo,
      urlAcceso: e.urlAcceso,
      respuestaObligatoria: e.respuestaObligatoria,
      sacaOpcionAnonima: e.sacaOpcionAnonima,
      paraAlumnos: e.paraAlumnos,
      paraEmpresa: e.paraEmpresa,
      publicada: e.publicada,
      destinatarios: c.destinatarios,
      preguntas: c.preguntas,
      contestaciones: c.contestaciones,
    };
  }

  /** The staff form's rules beyond each field's: answers by type, forward jumps, targets, the RGPD text. */
  private async validar(d: EncuestaDatos, id: number | null) {
    const errores: FieldError[] = [];
    const otra = await this.deps.repo.porUrl(d.urlAcceso);
    if (otra && otra.id !== id) throw rechazo(PortalCodes.DATOS_YA_EXISTEN, 'encuesta.urlEnUso');
    if (!d.paraAlumnos && !d.paraEmpresa && !d.sacaOpcionAnonima)
      errores.push({ campo: 'paraAlumnos', mensaje: 'Indica a quién va dirigida: estudiantes, empresas o anónima' });
    if (d.respuestaObligatoria && !d.paraAlumnos && !d.paraEmpresa)
      errores.push({ campo: 'respuestaObligatoria', mensaje: 'Solo puede ser obligatoria para estudiantes o empresas' });
    if (d.requiereRGPD && !d.textoRGPD) errores.push({ campo: 'textoRGPD', mensaje: 'Escribe el texto de protección de datos' });
    const n = d.preguntas.length;
    d.preguntas.forEach((p, i) => {
      const orden = i + 1;
      const k = p.respuestas.length;
      if ((p.tipo === 'unica' || p.tipo === 'multiple') && k < 2)
        errores.push({ campo: `preguntas.${i}.respuestas`, mensaje: 'Añade al menos dos respuestas' });
      if (p.tipo === 'sino' && k !== 0 && k !== 2)
        errores.push({ campo: `preguntas.${i}.respuestas`, mensaje: 'Una pregunta Sí/No tiene dos respuestas: Sí y No' });
      if ((p.tipo === 'escala' || p.tipo === 'texto') && k > 0)
        errores.push({ campo: `preguntas.${i}.respuestas`, mensaje: 'Esta pregunta no lleva respuestas' });
      p.respuestas.forEach((r, j) => {
        if (r.saltoA !== undefined && (r.saltoA <= orden || r.saltoA > n))
          errores.push({
            campo: `preguntas.${i}.respuestas.${j}.saltoA`,
            mensaje: 'El salto debe llevar a una pregunta posterior que exista',
          });
      });
    });
    for (const tipo of ['alumno', 'empresa'] as const) {
      const ids = d.destinatarios.filter((x) => x.tipo === tipo).map((x) => x.id);
      if (ids.length === 0) continue;
      if (tipo === 'alumno' ? !d.paraAlumnos : !d.paraEmpresa)
        errores.push({
          campo: 'destinatarios',
          mensaje: `La encuesta no es para ${tipo === 'alumno' ? 'estudiantes' : 'empresas'}`,
        });
      const existen = await this.deps.repo.existentes(tipo, ids);
      if (ids.some((x) => !existen.has(x))) errores.push({ campo: 'destinatarios', mensaje: 'Algún destinatario no existe' });
    }
    if (d.idPractica !== undefined && !(await this.deps.repo.existentes('practica', [d.idPractica])).has(d.idPractica))
      errores.push({ campo: 'idPractica', mensaje: 'La práctica no existe' });
    if (errores.length > 0) throw camposErroneos(errores);
  }

  private async guardarPreguntas(idEncuesta: number, preguntas: PreguntaInput[]) {
    const ids: number[] = [];
    for (const [i, p] of preguntas.entries()) {
      ids.push(
        await this.deps.repo.crearPregunta({
          idEncuesta,
          orden: i + 1,
          tipo: p.tipo,
          texto: p.texto,
          obligatoria: p.obligatoria,
        }),
      );
    }
    for (const [i, p] of preguntas.entries()) {
      const respuestas = p.tipo === 'sino' && p.respuestas.length === 0 ? [{ texto: 'Sí' }, { texto: 'No' }] : p.respuestas;
      for (const [j, r] of respuestas.entries()) {
        const saltoA = 'saltoA' in r ? r.saltoA : undefined;
        await this.deps.repo.crearRespuesta({
          idPregunta: ids[i] as number,
          orden: j + 1,
          texto: r.texto,
          idPreguntaDestino: saltoA !== undefined ? (ids[saltoA - 1] ?? null) : null,
        });
      }
    }
  }
}

function filaDe(d: EncuestaDatos) {
  return {
    titulo: d.titulo,
    descripcion: d.descripcion || null,
    urlAcceso: d.urlAcceso,
    respuestaObligatoria: d.respuestaObligatoria,
    sacaOpcionAnonima: d.sacaOpcionAnonima,
    paraAlumnos: d.paraAlumnos,
    paraEmpresa: d.paraEmpresa,
    idPractica: d.idPractica ?? null,
    requiereRgpd: d.requiereRGPD,
    textoRgpd: d.textoRGPD || null,
  };
}

/** The questions as a comparable text: stored ones… */
function firmaPreguntas(ps: FilaPregunta[]): string {
  const ordenDe = new Map(ps.map((p) => [p.id, p.orden]));
  return JSON.stringify(
    ps.map((p) => [
      p.tipo,
      p.texto,
      p.obligatoria,
      p.respuestas.map((r) => [r.texto, r.idPreguntaDestino ? (ordenDe.get(r.idPreguntaDestino) ?? null) : null]),
    ]),
  );
}

/** …and the form's, with Sí/No's default answers filled in the same way. */
function firmaEntrada(ps: PreguntaInput[]): string {
  return JSON.stringify(
    ps.map((p) => [
      p.tipo,
      p.texto,
      p.obligatoria,
      (p.tipo === 'sino' && p.respuestas.length === 0 ? [{ texto: 'Sí' }, { texto: 'No' }] : p.respuestas).map((r) => [
        r.texto,
        'saltoA' in r && r.saltoA !== undefined ? r.saltoA : null,
      ]),
    ]),
  );
}
