import { rechazoConvenioInput } from '@puente/contract/convenios';
import type { ElementoPendiente } from '@puente/contract/pendiente';
import { MOTIVO_CAMBIO_MAX, resolucionCambioInput } from '@puente/contract/practicas-empresa';
import { rechazarSolicitudInput, TAREAS_MAX } from '@puente/contract/solicitudes-practica';
import { Check, Clock, Download, ExternalLink, X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { type RememberedFocus, rememberFocus } from '@/lib/focus-return';
import { formatFecha, formatHace } from '@/lib/formato';
import { useLanguage } from '@/lib/i18n';
import { type Decision, type Resultado, useCopiaFirmada } from '../api/pendiente';
import { DialogoRechazoEmpresa, DialogoRechazoOferta, DialogoTexto } from './dialogos-decision';

/** The agreements' rejection reason (its endpoint's bound). */
const MOTIVO_CONVENIO_MAX = 2000;

export interface FilaPendienteProps {
  item: ElementoPendiente;
  /** The member holds the kind's `cambiar`: the decision buttons show. */
  puedeDecidir: boolean;
  /** Sends the decision; the row leaves the list when it is done (the query's cache drops it). */
  onDecidir: (decision: Decision) => Promise<Resultado>;
  ocupado: boolean;
  ahora: number;
  /** Where the focus goes when this row leaves and no other is left: the kind's card. */
  onSinVecinos: () => void;
}

/** What the focus moves to in a neighbouring row. */
const CONTROL = 'button:not([disabled]), a[href]';

type Dialogo = 'rechazo' | null;

/**
 * One waiting item: what the member reads before deciding (who, what, since when) and its decision. Approve
 * at once; decline through the reason dialog. When the row leaves the list after its own decision, the focus
 * goes to the next item (or the previous, or the kind's button when none is left), never to the page's top.
 */
export function FilaPendiente({ item, puedeDecidir, onDecidir, ocupado, ahora, onSinVecinos }: FilaPendienteProps) {
  const { t } = useTranslation();
  const idioma = useLanguage();
  const idTitulo = useId();
  const [dialogo, setDialogo] = useState<Dialogo>(null);
  const decidida = useRef<RememberedFocus | null>(null);
  const sinVecinos = useRef(onSinVecinos);
  sinVecinos.current = onSinVecinos;

  // The row unmounts when its decision took it out of the list: the focus goes to the next item's first
  // control, else the previous one's, else the kind's card. After a dialog's own return of the focus (Radix
  // gives it back on a timer once the dialog is gone), so this one is the last word.
  useEffect(
    () => () => {
      const recordado = decidida.current;
      if (!recordado) return;
      setTimeout(() =>
        requestAnimationFrame(() => {
          const vecino = [recordado.next, recordado.previous]
            .map((li) => (li instanceof HTMLElement && li.isConnected ? li.querySelector<HTMLElement>(CONTROL) : null))
            .find((control) => control !== null);
          if (vecino) vecino.focus();
          else sinVecinos.current();
        }),
      );
    },
    [],
  );

  /**
   * Sends it; remembers where the focus was (the button, or the dialog's opener) for when the row is gone.
   * Remembered before the answer: the list may drop the row before this function hears back.
   */
  const decidir = async (decision: Decision, foco: RememberedFocus | null = rememberFocus()) => {
    decidida.current = foco;
    try {
      const resultado = await onDecidir(decision);
      if (!resultado.hecho) {
        decidida.current = null;
        setDialogo(null);
      }
      return resultado;
    } catch (error) {
      decidida.current = null;
      throw error;
    }
  };
  // A dialog's decision: the focus it should go back to is its opener's, remembered as it opened.
  const abrio = useRef<RememberedFocus | null>(null);
  const abrir = () => {
    abrio.current = rememberFocus();
    setDialogo('rechazo');
  };
  const decidirDesdeDialogo = (decision: Decision) => {
    decidir(decision, abrio.current).catch(() => setDialogo(null));
  };

  const { titulo, detalles, nombre } = describir(item, t, idioma);
  const espera =
    ahora - Date.parse(item.desde) < 60_000
      ? t('pendienteDecisiones.recien')
      : t('pendienteDecisiones.desde', { hace: formatHace(item.desde, idioma, ahora) });
  const etiquetas = ACCIONES[item.tipo];

  return (
    <li className="flex flex-col gap-3 border-border border-t py-4 first:border-t-0 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <h4 id={idTitulo} className="font-semibold text-fg [overflow-wrap:anywhere]">
          {titulo}
        </h4>
        {detalles.map((d) => (
          <p key={d.clave} className="text-sm text-muted [overflow-wrap:anywhere]">
            {d.texto}
          </p>
        ))}
        <p className="flex items-center gap-1.5 text-sm text-muted">
          <Clock aria-hidden="true" className="size-4 shrink-0" />
          {espera}
        </p>
        <Extra item={item} />
      </div>
      {puedeDecidir && etiquetas ? (
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button
            size="sm"
            disabled={ocupado}
            aria-label={`${t(etiquetas.aceptar)}: ${nombre}`}
            onClick={() => void decidir({ item, aceptar: true } as Decision).catch(() => undefined)}
          >
            <Check aria-hidden="true" />
            {t(etiquetas.aceptar)}
          </Button>
          {item.tipo === 'adhesiones' ? (
            <ConfirmDialog
              tone="danger"
              trigger={
                <Button
                  size="sm"
                  variant="outline"
                  disabled={ocupado}
                  aria-label={`${t('pendienteDecisiones.acciones.rechazar')}: ${nombre}`}
                  onClick={() => {
                    abrio.current = rememberFocus();
                  }}
                >
                  <X aria-hidden="true" />
                  {t('pendienteDecisiones.acciones.rechazar')}
                </Button>
              }
              title={t('pendienteDecisiones.adhesiones.rechazo.titulo', { nombre, programa: item.programa })}
              description={t('pendienteDecisiones.adhesiones.rechazo.descripcion')}
              cancelLabel={t('pendienteDecisiones.acciones.cancelar')}
              confirmLabel={t('pendienteDecisiones.acciones.rechazarEnviar')}
              pendingLabel={t('pendienteDecisiones.acciones.rechazando')}
              onConfirm={() => decidir({ item, aceptar: false }, abrio.current)}
            />
          ) : (
            <Button
              size="sm"
              variant="outline"
              disabled={ocupado}
              aria-label={`${t('pendienteDecisiones.acciones.rechazarDialogo')}: ${nombre}`}
              onClick={abrir}
            >
              <X aria-hidden="true" />
              {t('pendienteDecisiones.acciones.rechazarDialogo')}
            </Button>
          )}
        </div>
      ) : null}
      {puedeDecidir ? (
        <DialogoDe
          item={item}
          abierto={dialogo === 'rechazo'}
          cerrar={() => setDialogo(null)}
          ocupado={ocupado}
          decidir={decidirDesdeDialogo}
        />
      ) : null}
    </li>
  );
}

/** Each kind's decline dialog: the structured reasons for companies and offers, the member's words for the rest. */
function DialogoDe({
  item,
  abierto,
  cerrar,
  ocupado,
  decidir,
}: {
  item: ElementoPendiente;
  abierto: boolean;
  cerrar: () => void;
  ocupado: boolean;
  decidir: (decision: Decision) => void;
}) {
  const { t } = useTranslation();
  const onOpenChange = (open: boolean) => {
    if (!open) cerrar();
  };
  if (!abierto) return null;
  switch (item.tipo) {
    case 'empresas':
      return (
        <DialogoRechazoEmpresa
          open
          onOpenChange={onOpenChange}
          que={item.nombreComercial ?? item.nombre}
          ocupado={ocupado}
          onConfirmar={(motivo) => decidir({ item, aceptar: false, motivo })}
        />
      );
    case 'ofertas':
      return (
        <DialogoRechazoOferta
          open
          onOpenChange={onOpenChange}
          que={item.titulo}
          ocupado={ocupado}
          onConfirmar={(motivo) => decidir({ item, aceptar: false, motivo })}
        />
      );
    case 'convenios':
    case 'propuestas':
    case 'cambios': {
      const textos = {
        convenios: { que: item.tipo === 'convenios' ? item.referencia : '', max: MOTIVO_CONVENIO_MAX },
        propuestas: { que: item.tipo === 'propuestas' ? item.alumno : '', max: TAREAS_MAX },
        cambios: { que: item.tipo === 'cambios' ? item.alumno : '', max: MOTIVO_CAMBIO_MAX },
      }[item.tipo];
      const valido = (texto: string) =>
        item.tipo === 'convenios'
          ? rechazoConvenioInput.safeParse({ id: 1, motivo: texto }).success
          : item.tipo === 'propuestas'
            ? rechazarSolicitudInput.safeParse({ id: 1, motivo: texto }).success
            : resolucionCambioInput.safeParse({ id: 1, aceptar: false, respuesta: texto }).success;
      const base = `pendienteDecisiones.${item.tipo}.rechazo`;
      return (
        <DialogoTexto
          open
          onOpenChange={onOpenChange}
          que={textos.que}
          titulo={t(`${base}.titulo`, { que: textos.que })}
          descripcion={t(`${base}.descripcion`)}
          etiqueta={t(`${base}.etiqueta`)}
          ayuda={t(`${base}.ayuda`)}
          max={textos.max}
          valido={valido}
          enviar={t('pendienteDecisiones.acciones.rechazarEnviar')}
          ocupado={ocupado}
          onConfirmar={(texto) => decidir({ item, aceptar: false, texto })}
        />
      );
    }
    default:
      return null;
  }
}

/** The decision buttons' keys per kind; none where the home only shows the item. */
const ACCIONES: Record<ElementoPendiente['tipo'], { aceptar: string } | null> = {
  empresas: { aceptar: 'pendienteDecisiones.acciones.validar' },
  ofertas: { aceptar: 'pendienteDecisiones.acciones.validar' },
  convenios: { aceptar: 'pendienteDecisiones.acciones.validar' },
  adhesiones: { aceptar: 'pendienteDecisiones.acciones.aceptar' },
  propuestas: { aceptar: 'pendienteDecisiones.acciones.aceptar' },
  cambios: { aceptar: 'pendienteDecisiones.acciones.aceptar' },
  bajas: null,
  centros: null,
};

type T = ReturnType<typeof useTranslation>['t'];

/** The item's title, the lines under it, and the short name the buttons add for screen readers. */
function describir(item: ElementoPendiente, t: T, idioma: string) {
  const fecha = (valor: string | null) => (valor ? formatFecha(valor, idioma) : '');
  const linea = (clave: string, texto: string | null | false) => (texto ? [{ clave, texto }] : []);
  switch (item.tipo) {
    case 'empresas': {
      const nombre = item.nombreComercial ?? item.nombre;
      return {
        nombre,
        titulo: nombre,
        detalles: [
          ...linea('fiscal', item.nombreComercial && item.nombreComercial !== item.nombre ? item.nombre : null),
          ...linea('cif', t('pendienteDecisiones.empresas.cif', { cif: item.cif })),
          ...linea(
            'contacto',
            item.contacto &&
              t('pendienteDecisiones.empresas.contacto', {
                nombre: item.contacto.nombre,
                email: item.contacto.email ?? t('pendienteDecisiones.empresas.sinEmail'),
              }),
          ),
        ],
      };
    }
    case 'ofertas':
      return {
        nombre: item.titulo,
        titulo: item.titulo,
        detalles: [
          ...linea(
            'empresa',
            item.empresa.validada
              ? item.empresa.nombre
              : t('pendienteDecisiones.ofertas.empresaSinValidar', { empresa: item.empresa.nombre }),
          ),
          ...linea('plazo', item.fechaLimite && t('pendienteDecisiones.ofertas.plazo', { fecha: fecha(item.fechaLimite) })),
        ],
      };
    case 'convenios':
      return {
        nombre: item.referencia,
        titulo: t('pendienteDecisiones.convenios.titulo', { referencia: item.referencia, empresa: item.empresa.nombre }),
        detalles: [
          ...linea('firmante', t('pendienteDecisiones.convenios.firmante', { firmante: item.firmante })),
          ...linea('caduca', t('pendienteDecisiones.convenios.caduca', { fecha: fecha(item.fechaCaducidad) })),
        ],
      };
    case 'adhesiones':
      return {
        nombre: item.nombre,
        titulo: t('pendienteDecisiones.adhesiones.titulo', { nombre: item.nombre, programa: item.programa }),
        detalles: linea('quien', t(`pendienteDecisiones.adhesiones.${item.adherente}`)),
      };
    case 'propuestas':
      return {
        nombre: item.alumno,
        titulo: t('pendienteDecisiones.propuestas.titulo', { alumno: item.alumno, empresa: item.empresa }),
        detalles: [
          ...linea(
            'tipo',
            t(`pendienteDecisiones.propuestas.origen.${item.origen}`, {
              tipo: t(`pendienteDecisiones.propuestas.tipoPractica.${item.tipoPractica}`, { defaultValue: item.tipoPractica }),
            }),
          ),
          ...linea(
            'fechas',
            item.fechaInicio &&
              item.fechaFin &&
              t('pendienteDecisiones.propuestas.fechas', { inicio: fecha(item.fechaInicio), fin: fecha(item.fechaFin) }),
          ),
        ],
      };
    case 'cambios':
      return {
        nombre: item.alumno,
        titulo: t('pendienteDecisiones.cambios.titulo', {
          tipo: t(`pendienteDecisiones.cambios.tipo.${item.tipoCambio.replace(/_(\w)/g, (_, c: string) => c.toUpperCase())}`, {
            defaultValue: item.tipoCambio,
          }),
          alumno: item.alumno,
        }),
        detalles: [
          ...linea('empresa', item.empresa),
          ...linea('motivo', t('pendienteDecisiones.cambios.motivo', { motivo: item.motivo })),
        ],
      };
    case 'bajas':
      return { nombre: item.alumno, titulo: item.alumno, detalles: [] };
    case 'centros':
      return {
        nombre: item.alumno,
        titulo: t('pendienteDecisiones.centros.titulo', { alumno: item.alumno, centro: item.centro }),
        detalles: linea(
          'empresa',
          item.empresa
            ? t('pendienteDecisiones.centros.responde', { empresa: item.empresa })
            : t('pendienteDecisiones.centros.sinEmpresa'),
        ),
      };
  }
}

/** What a kind lets the member open before deciding: the offer as students will see it, the signed copy. */
function Extra({ item }: { item: ElementoPendiente }): ReactNode {
  const { t } = useTranslation();
  const copia = useCopiaFirmada();
  if (item.tipo === 'ofertas') {
    return (
      <Link
        to={`/gestion/ofertas/${item.idOferta}`}
        state={{ volver: '?estado=1' }}
        aria-label={`${t('pendienteDecisiones.ofertas.ver')}: ${item.titulo}`}
        className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        <ExternalLink aria-hidden="true" className="size-4" />
        {t('pendienteDecisiones.ofertas.ver')}
      </Link>
    );
  }
  if (item.tipo === 'convenios') {
    return (
      <Button
        variant="link"
        size="sm"
        className="h-auto w-fit"
        disabled={copia.isPending}
        aria-label={`${t('pendienteDecisiones.convenios.copia')}: ${item.referencia}`}
        onClick={() => copia.mutate({ idConvenio: item.idConvenio, referencia: item.referencia })}
      >
        <Download aria-hidden="true" />
        {t('pendienteDecisiones.convenios.copia')}
      </Button>
    );
  }
  return null;
}
