import { SUBIDA_MAX_KB } from '@puente/contract/constants';
import type { AnexoFirmadoInput, SeguimientoPractica } from '@puente/contract/seguimiento-practicas';
import { MENSAJES } from '@puente/contract/validation/messages';
import { Download, FileCheck2, FileDown, FileX2, Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DescargaPorId, useDescargar } from '@/components/descargas/boton-descarga';
import { mostrarRechazo } from '@/components/formularios-empresa/rechazo';
import { Button } from '@/components/ui/button';
import { FileInput } from '@/components/ui/file-input';
import { useRechazoDialogo } from '@/components/ui/rechazo-dialogo';
import { useFormato } from '@/lib/formato';
import { leerPdf, type RechazoPdf } from '@/lib/leer-pdf';
import { useValidationMessage } from '@/lib/validation-message';
import { AvisoHecho, AvisoNoGuardado } from './avisos';

export interface AnexoPracticaProps {
  practica: SeguimientoPractica;
  /** The reader's file endpoints: the annex as the API makes it, and the signed copy uploaded. */
  descargas: { anexo: DescargaPorId; firmado: DescargaPorId };
  /**
   * The reader's upload call (its endpoint): resolves with the record as the
   * API answered it, rejects with the refusal. Without it (a member who only
   * reads) nothing is uploaded here; with it, only while the record says so
   * (`puedeSubirAnexo`).
   */
  subir?: (input: AnexoFirmadoInput) => Promise<SeguimientoPractica>;
}

/**
 * The agreement's annex for this internship: the PDF the API makes, and the
 * copy signed by the three parties — uploaded or not, when and by whom, to
 * download — with its upload (PDF only, ≤ 2 MB: the agreement's signed copy's
 * checks, lib/leer-pdf) for the host company and the office. A new copy
 * replaces the one there.
 */
export function AnexoPractica({ practica: p, descargas, subir }: AnexoPracticaProps) {
  const { t } = useTranslation();
  const { fecha } = useFormato();
  const anexo = useDescargar(descargas.anexo);
  const firmado = useDescargar(descargas.firmado);
  const id = String(p.idPractica);
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm leading-relaxed text-muted">{t('expedientePractica.anexo.intro')}</p>
        <Button
          variant="outline"
          size="sm"
          className="shrink-0 self-start sm:self-auto"
          disabled={anexo.isPending}
          aria-busy={anexo.isPending}
          onClick={() => anexo.mutate({ id: p.idPractica, nombre: t('expedientePractica.anexo.fichero', { id }) })}
        >
          <FileDown aria-hidden="true" />
          {t('expedientePractica.anexo.descargar')}
        </Button>
      </div>
      <div className="flex flex-col gap-3 rounded-xl bg-subtle p-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 items-start gap-3">
          {p.anexoFirmado ? (
            <FileCheck2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
          ) : (
            <FileX2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted" />
          )}
          <div className="flex min-w-0 flex-col gap-0.5">
            <h3 className="text-sm font-semibold text-fg">{t('expedientePractica.anexo.firmado.titulo')}</h3>
            <p className="[overflow-wrap:anywhere] text-sm text-fg">
              {p.anexoFirmado
                ? t('expedientePractica.anexo.firmado.subido', {
                    fecha: fecha(p.anexoFirmado.fecha),
                    quien: p.anexoFirmado.registradaPor,
                  })
                : t('expedientePractica.anexo.firmado.sinSubir')}
            </p>
          </div>
        </div>
        {p.anexoFirmado ? (
          <Button
            variant="outline"
            size="sm"
            className="shrink-0 self-start sm:self-auto"
            disabled={firmado.isPending}
            aria-busy={firmado.isPending}
            onClick={() => firmado.mutate({ id: p.idPractica, nombre: t('expedientePractica.anexo.firmado.fichero', { id }) })}
          >
            <Download aria-hidden="true" />
            {t('expedientePractica.anexo.firmado.descargar')}
          </Button>
        ) : null}
      </div>
      {subir && p.puedeSubirAnexo ? <SubidaAnexo practica={p} subir={subir} /> : null}
    </div>
  );
}

type Fase = { tipo: 'elegir' } | { tipo: 'leyendo'; progreso: number } | { tipo: 'enviando' };

/**
 * The signed copy, checked in the browser (extension, size, the first bytes)
 * before it is read and sent, with its progress. A file refused here is said
 * under the picker in spec §5's words; the API's refusal (46, 413, 48…) in
 * the section with its own words; one that needs the whole page (the session
 * lost…) in the banner.
 */
function SubidaAnexo({
  practica: p,
  subir,
}: {
  practica: SeguimientoPractica;
  subir: (input: AnexoFirmadoInput) => Promise<SeguimientoPractica>;
}) {
  const { t } = useTranslation();
  const mensaje = useValidationMessage();
  const id = useId();
  const rechazo = useRechazoDialogo();
  const [fichero, setFichero] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [fase, setFase] = useState<Fase>({ tipo: 'elegir' });
  const [hecho, setHecho] = useState<number | null>(null);
  // A new picker after each upload, so the same file can be chosen again.
  const [picker, setPicker] = useState(0);
  const ocupado = fase.tipo !== 'elegir';
  const tituloId = `${id}-titulo`;

  const textoRechazo = (codigo: RechazoPdf) =>
    mensaje(codigo === 46 ? MENSAJES.ficheroNoPermitido : MENSAJES.ficheroDemasiadoGrande) ?? '';

  const enviar = async () => {
    setHecho(null);
    rechazo.limpiar();
    if (!fichero) {
      setError(t('expedientePractica.anexo.subir.faltaFichero'));
      return;
    }
    setFase({ tipo: 'leyendo', progreso: 0 });
    const leido = await leerPdf(fichero, (progreso) => setFase({ tipo: 'leyendo', progreso }));
    if ('rechazo' in leido) {
      setError(textoRechazo(leido.rechazo));
      setFase({ tipo: 'elegir' });
      return;
    }
    setFase({ tipo: 'enviando' });
    try {
      await subir({ idPractica: p.idPractica, ficheroB64ParaAltas: leido.ficheroB64, extension_adjunto: leido.extension });
      setFichero(null);
      setPicker((n) => n + 1);
      setHecho((antes) => (antes ?? 0) + 1);
    } catch (fallo) {
      if (!rechazo.mostrar(fallo)) mostrarRechazo(fallo);
    } finally {
      setFase({ tipo: 'elegir' });
    }
  };

  const progreso = fase.tipo === 'leyendo' ? fase.progreso : fase.tipo === 'enviando' ? 100 : undefined;
  return (
    <section aria-labelledby={tituloId} className="flex flex-col gap-3 border-t border-border pt-5">
      <div className="flex flex-col gap-1">
        <h3 id={tituloId} className="font-semibold text-fg">
          {p.anexoFirmado ? t('expedientePractica.anexo.subir.sustituir') : t('expedientePractica.anexo.subir.titulo')}
        </h3>
        <p className="text-sm text-muted">{t('expedientePractica.anexo.subir.intro')}</p>
      </div>
      <FileInput
        key={picker}
        id={`${id}-fichero`}
        accept="application/pdf,.pdf"
        prompt={t('expedientePractica.anexo.subir.elegir')}
        hint={t('expedientePractica.anexo.subir.ayuda', { mb: SUBIDA_MAX_KB / 1000 })}
        selectedName={fichero?.name}
        disabled={ocupado}
        progress={progreso}
        progressLabel={
          fase.tipo === 'enviando' ? t('expedientePractica.anexo.subir.enviando') : t('expedientePractica.anexo.subir.leyendo')
        }
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onFiles={(files) => {
          setFichero(files[0] ?? null);
          setError(null);
          setHecho(null);
          rechazo.limpiar();
        }}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
      <p role="status" aria-live="polite" className="sr-only">
        {fase.tipo === 'leyendo'
          ? t('expedientePractica.anexo.subir.leyendoProgreso', { porcentaje: fase.progreso })
          : fase.tipo === 'enviando'
            ? t('expedientePractica.anexo.subir.enviando')
            : ''}
      </p>
      <AvisoNoGuardado rechazo={rechazo} titulo={t('expedientePractica.anexo.subir.noSubido')} />
      {hecho ? (
        <AvisoHecho key={hecho} vez={hecho} titulo={t('expedientePractica.anexo.subir.hecho')} onCerrar={() => setHecho(null)}>
          {t('expedientePractica.anexo.subir.hechoTexto')}
        </AvisoHecho>
      ) : null}
      <div className="flex justify-end">
        <Button onClick={() => void enviar()} disabled={ocupado} aria-busy={ocupado} className="w-full sm:w-auto">
          <Upload aria-hidden="true" />
          {fase.tipo === 'leyendo'
            ? t('expedientePractica.anexo.subir.leyendo')
            : fase.tipo === 'enviando'
              ? t('expedientePractica.anexo.subir.enviando')
              : t('expedientePractica.anexo.subir.boton')}
        </Button>
      </div>
    </section>
  );
}
