import {
  AUSENCIA_MOTIVO_MAX,
  type Ausencia,
  type AusenciaPracticaInput,
  ausenciaPracticaInput,
  type SeguimientoPractica,
} from '@puente/contract/seguimiento-practicas';
import { CalendarPlus, CalendarX2, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CampoTexto } from '@/components/form/campos';
import { FormularioEmpresa } from '@/components/formularios-empresa/formulario-empresa';
import { mostrarRechazo } from '@/components/formularios-empresa/rechazo';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose } from '@/components/ui/dialog';
import { RechazoDialogoProvider, useRechazoDialogo } from '@/components/ui/rechazo-dialogo';
import { diaIso, hoyEnMadrid } from '@/lib/fechas';
import { useFormato } from '@/lib/formato';
import { AvisoHecho, AvisoNoGuardado } from './avisos';
import { MensajesExpediente } from './mensajes-expediente';

export interface BorrarAusenciaInput {
  idPractica: number;
  idAusencia: number;
}

export interface AusenciasPracticaProps {
  practica: SeguimientoPractica;
  /**
   * The reader's calls (its endpoints): each resolves with the record as the
   * API answered it, rejects with the refusal. Without them (a member who
   * only reads) the list is read-only; with them, absences are recorded and
   * removed while the record says so (`puedeRegistrarAusencias`).
   */
  registrar?: (input: AusenciaPracticaInput) => Promise<SeguimientoPractica>;
  borrar?: (input: BorrarAusenciaInput) => Promise<SeguimientoPractica>;
}

/** The form's fields are the contract's; the internship's id travels beside them. */
const ausenciaFormulario = ausenciaPracticaInput.omit({ idPractica: true });
const ID = 'ausencia';
const VACIO = { fecha: '', motivo: '' };

/** The last change said: an absence recorded (beside the form's button) or removed (above the list); `vez` keys each. */
interface Hecho {
  que: 'registrada' | 'quitada';
  fecha: string;
  vez: number;
}

/**
 * The scheduled days the student did not attend, the oldest first, with who
 * recorded each; the host company and the office record them (a past day of
 * the schedule within the internship: the API says which rule a day breaks,
 * under the date) and remove one recorded by mistake, after confirming. They
 * do not count as effective days in the monthly report to the Social Security.
 */
export function AusenciasPractica({ practica: p, registrar, borrar }: AusenciasPracticaProps) {
  const { t } = useTranslation();
  const puede = p.puedeRegistrarAusencias;
  const antes = p.estado === 'propuesta' || p.estado === 'aceptada';
  // One notice at a time: a removal replaces the notice of the day recorded before it, and the other way round.
  const [hecho, setHecho] = useState<Hecho | null>(null);
  const anotar = (que: Hecho['que']) => (fecha: string | null) =>
    setHecho((previo) => (fecha === null ? null : { que, fecha, vez: (previo?.vez ?? 0) + 1 }));
  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm leading-relaxed text-muted">{t('expedientePractica.ausencias.intro')}</p>
      <ListaAusencias
        practica={p}
        borrar={puede ? borrar : undefined}
        quitada={hecho?.que === 'quitada' ? hecho : null}
        onQuitada={anotar('quitada')}
      />
      {puede && registrar ? (
        <FormularioAusencia
          practica={p}
          registrar={registrar}
          registrada={hecho?.que === 'registrada' ? hecho : null}
          onRegistrada={anotar('registrada')}
        />
      ) : null}
      {puede ? null : (
        <p className="rounded-xl border border-dashed border-border px-4 py-3 text-sm text-muted">
          {t(antes ? 'expedientePractica.ausencias.antesDeEmpezar' : 'expedientePractica.ausencias.cerradas')}
        </p>
      )}
    </div>
  );
}

function ListaAusencias({
  practica: p,
  borrar,
  quitada,
  onQuitada,
}: {
  practica: SeguimientoPractica;
  borrar?: (input: BorrarAusenciaInput) => Promise<SeguimientoPractica>;
  quitada: Hecho | null;
  /** The day removed (dd/mm/yyyy); null closes the notice. */
  onQuitada: (fecha: string | null) => void;
}) {
  const { t } = useTranslation();
  const { fecha } = useFormato();
  const [aQuitar, setAQuitar] = useState<Ausencia | null>(null);
  const [quitando, setQuitando] = useState(false);
  const aviso = useRef<HTMLDivElement>(null);
  const rechazo = useRechazoDialogo();

  const quitar = async () => {
    if (!aQuitar || !borrar) return;
    setQuitando(true);
    rechazo.limpiar();
    try {
      await borrar({ idPractica: p.idPractica, idAusencia: aQuitar.idAusencia });
      onQuitada(aQuitar.fecha);
      setAQuitar(null);
    } catch (fallo) {
      // Said in the dialog, which stays open; what needs the whole page, in the banner once it is closed.
      if (!rechazo.mostrar(fallo)) {
        setAQuitar(null);
        mostrarRechazo(fallo);
      }
    } finally {
      setQuitando(false);
    }
  };

  return (
    <div className="flex flex-col gap-3">
      {quitada ? (
        <div ref={aviso}>
          <AvisoHecho
            key={quitada.vez}
            vez={quitada.vez}
            titulo={t('expedientePractica.ausencias.quitada', { fecha: fecha(quitada.fecha) })}
            onCerrar={() => onQuitada(null)}
          />
        </div>
      ) : null}
      {p.ausencias.length === 0 ? (
        <p className="flex items-center gap-2 rounded-xl border border-dashed border-border px-4 py-3 text-sm text-muted">
          <CalendarX2 aria-hidden="true" className="size-4 shrink-0" />
          {t('expedientePractica.ausencias.vacio')}
        </p>
      ) : (
        <ul
          aria-label={t('expedientePractica.ausencias.lista', { count: p.ausencias.length })}
          className="flex flex-col divide-y divide-border rounded-xl border border-border"
        >
          {p.ausencias.map((a) => (
            <li key={a.idAusencia} className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="flex min-w-0 flex-col gap-0.5">
                <p className="font-medium tabular-nums text-fg">{fecha(a.fecha)}</p>
                <p className="[overflow-wrap:anywhere] text-sm text-fg">
                  {a.motivo ?? <span className="text-muted">{t('expedientePractica.ausencias.sinMotivo')}</span>}
                </p>
                <p className="text-xs text-muted">
                  {t('expedientePractica.ausencias.registradaPor', { quien: a.registradaPor })}
                </p>
              </div>
              {borrar ? (
                <Button
                  variant="outline"
                  size="sm"
                  className="shrink-0 self-start sm:self-auto"
                  aria-label={t('expedientePractica.ausencias.quitarNombre', { fecha: fecha(a.fecha) })}
                  onClick={() => {
                    rechazo.limpiar();
                    setAQuitar(a);
                  }}
                >
                  <Trash2 aria-hidden="true" />
                  {t('expedientePractica.ausencias.quitar')}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {borrar ? (
        <Dialog
          open={aQuitar !== null}
          onOpenChange={(abierto) => {
            if (!abierto && !quitando) setAQuitar(null);
          }}
          size="sm"
          role="alertdialog"
          title={t('expedientePractica.ausencias.confirmar.titulo', { fecha: aQuitar ? fecha(aQuitar.fecha) : '' })}
          description={t('expedientePractica.ausencias.confirmar.texto')}
          rechazo={rechazo}
          // The row is gone: the notice that says so takes the focus.
          returnFocusTo={() => aviso.current?.querySelector<HTMLElement>('[tabindex="-1"]')}
          footer={
            <>
              <DialogClose asChild>
                <Button variant="outline" disabled={quitando}>
                  {t('expedientePractica.ausencias.confirmar.cancelar')}
                </Button>
              </DialogClose>
              <Button variant="danger" onClick={() => void quitar()} disabled={quitando} aria-busy={quitando}>
                {quitando
                  ? t('expedientePractica.ausencias.confirmar.quitando')
                  : t('expedientePractica.ausencias.confirmar.quitar')}
              </Button>
            </>
          }
        />
      ) : null}
    </div>
  );
}

/**
 * A past day of the schedule and, if wished, why. The contract's rules live;
 * the API's refusal of the day (15: outside the internship, in the future,
 * not a scheduled day) under the date, a day already recorded (48) in the
 * form with its words.
 */
function FormularioAusencia({
  practica: p,
  registrar,
  registrada: hecho,
  onRegistrada,
}: {
  practica: SeguimientoPractica;
  registrar: (input: AusenciaPracticaInput) => Promise<SeguimientoPractica>;
  registrada: Hecho | null;
  /** The day recorded (yyyy-mm-dd); null closes the notice. */
  onRegistrada: (fecha: string | null) => void;
}) {
  const { t } = useTranslation();
  const { fecha } = useFormato();
  const rechazo = useRechazoDialogo();
  const hoy = hoyEnMadrid();
  const fin = diaIso(p.fechaFin);
  const terminada = fin !== undefined && fin < hoy;
  const tituloId = `${ID}-titulo`;
  return (
    <section aria-labelledby={tituloId} className="flex flex-col gap-4 border-t border-border pt-5">
      <div className="flex flex-col gap-1">
        <h3 id={tituloId} className="font-semibold text-fg">
          {t('expedientePractica.ausencias.form.titulo')}
        </h3>
        <p className="text-sm text-muted">{t('expedientePractica.ausencias.form.nota')}</p>
      </div>
      <RechazoDialogoProvider value={rechazo}>
        <FormularioEmpresa
          id={ID}
          schema={ausenciaFormulario}
          valores={VACIO}
          labelledBy={tituloId}
          campoDeServidor={(campo) => (campo === 'fecha' || campo === 'motivo' ? campo : null)}
          onEnviar={async (datos) => {
            onRegistrada(null);
            await registrar({ idPractica: p.idPractica, fecha: datos.fecha, ...(datos.motivo ? { motivo: datos.motivo } : {}) });
            onRegistrada(datos.fecha);
            return VACIO;
          }}
          acciones={({ enviando }) => (
            <div className="flex flex-col gap-3">
              <AvisoNoGuardado rechazo={rechazo} titulo={t('expedientePractica.ausencias.form.noGuardada')} />
              {hecho ? (
                <AvisoHecho
                  key={hecho.vez}
                  vez={hecho.vez}
                  titulo={t('expedientePractica.ausencias.form.hecho', { fecha: fecha(hecho.fecha) })}
                  onCerrar={() => onRegistrada(null)}
                />
              ) : null}
              <div className="flex justify-end">
                <Button type="submit" disabled={enviando} aria-busy={enviando} className="w-full sm:w-auto">
                  <CalendarPlus aria-hidden="true" />
                  {enviando
                    ? t('expedientePractica.ausencias.form.registrando')
                    : t('expedientePractica.ausencias.form.registrar')}
                </Button>
              </div>
            </div>
          )}
        >
          <MensajesExpediente prefijo={ID}>
            <div className="grid gap-x-5 gap-y-4 sm:grid-cols-2">
              <CampoTexto
                name="fecha"
                type="date"
                label={t('expedientePractica.ausencias.form.fecha')}
                hint={
                  terminada
                    ? t('expedientePractica.ausencias.form.fechaAyuda', { inicio: fecha(p.fechaInicio), fin: fecha(p.fechaFin) })
                    : t('expedientePractica.ausencias.form.fechaAyudaHoy', { inicio: fecha(p.fechaInicio) })
                }
                required
                min={diaIso(p.fechaInicio)}
                max={terminada ? fin : hoy}
              />
              <CampoTexto
                name="motivo"
                label={t('expedientePractica.ausencias.form.motivo')}
                hint={t('expedientePractica.ausencias.form.motivoAyuda', { max: AUSENCIA_MOTIVO_MAX })}
                autoComplete="off"
              />
            </div>
          </MensajesExpediente>
        </FormularioEmpresa>
      </RechazoDialogoProvider>
    </section>
  );
}
