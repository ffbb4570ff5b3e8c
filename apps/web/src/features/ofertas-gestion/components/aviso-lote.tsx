import { DESHACER_LOTE_MS, type LoteOfertas } from '@puente/contract/ofertas-gestion';
import { Undo2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';

/** A bulk decision just made, as the list remembers it: the answer, which way, and when it arrived here. */
export interface LoteHecho {
  lote: LoteOfertas;
  decision: 'validar' | 'rechazar';
  /** Date.now() when the answer arrived: the countdown is this browser's, whatever the server's clock says. */
  recibido: number;
  /** Set once undone. */
  deshecho?: { restauradas: number; cambiadasDespues: number };
}

export interface AvisoLoteProps {
  hecho: LoteHecho;
  onDeshacer: () => void;
  deshaciendo: boolean;
  onCerrar: () => void;
}

/**
 * "3 ofertas validadas · Deshacer (7 s)": the result of a bulk decision with its undo while the 10 s last,
 * a visible countdown, and the offers the decision left as they were, each with why.
 */
export function AvisoLote({ hecho, onDeshacer, deshaciendo, onCerrar }: AvisoLoteProps) {
  const { t } = useTranslation();
  const { lote, decision, recibido, deshecho } = hecho;
  const [ahora, setAhora] = useState(() => Date.now());
  const restante = Math.max(0, Math.ceil((recibido + DESHACER_LOTE_MS - ahora) / 1000));

  useEffect(() => {
    if (deshecho || restante === 0) return;
    const reloj = setInterval(() => setAhora(Date.now()), 250);
    return () => clearInterval(reloj);
  }, [deshecho, restante]);

  const titulo = deshecho
    ? t('gestion.ofertas.lote.deshecho', { count: deshecho.restauradas })
    : t(decision === 'validar' ? 'gestion.ofertas.lote.validadas' : 'gestion.ofertas.lote.rechazadas', { count: lote.afectadas });
  return (
    <Banner
      tone={deshecho ? 'info' : 'success'}
      role="status"
      title={titulo}
      onClose={onCerrar}
      actions={
        !deshecho && restante > 0 && lote.afectadas > 0 ? (
          <Button size="sm" variant="outline" onClick={onDeshacer} disabled={deshaciendo}>
            <Undo2 aria-hidden="true" />
            {t('gestion.ofertas.lote.deshacer')}
            <span aria-hidden="true" className="tabular-nums">
              {t('gestion.ofertas.lote.segundos', { n: restante })}
            </span>
          </Button>
        ) : null
      }
    >
      {deshecho && deshecho.cambiadasDespues > 0 ? (
        <p>{t('gestion.ofertas.lote.cambiadasDespues', { count: deshecho.cambiadasDespues })}</p>
      ) : null}
      {!deshecho && restante > 0 && lote.afectadas > 0 ? (
        <p className="sr-only">{t('gestion.ofertas.lote.plazo', { n: Math.ceil(DESHACER_LOTE_MS / 1000) })}</p>
      ) : null}
      {lote.totalOmitidas > 0 ? (
        <div className="flex flex-col gap-1">
          <p>{t('gestion.ofertas.lote.omitidas', { count: lote.totalOmitidas })}</p>
          <ul className="list-disc ps-5">
            {lote.omitidas.map((o) => (
              <li key={o.idOferta}>
                {t('gestion.ofertas.lote.omitida', { titulo: o.titulo, razon: t(`gestion.ofertas.razones.${o.razon}`) })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Banner>
  );
}
