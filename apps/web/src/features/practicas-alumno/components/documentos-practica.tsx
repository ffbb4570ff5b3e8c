import type { DocumentoAlumno, PracticaAlumno } from '@puente/contract/practicas-alumno';
import { CheckCircle2, Clock } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BotonDescarga } from '@/components/descargas/boton-descarga';
import { DescargasDocumento } from '@/components/descargas/descargas-documento';
import { EmptyNote } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useFormato } from '@/lib/formato';
import { nombreParaEnviar } from '@/lib/leer-archivo';
import { useSubirFicheroPractica, useSubirOtroDocumento } from '../api/subir-documento';
import { Insignia } from './insignia';
import { SubirDocumento } from './subir-documento';

/**
 * The documents one internship asks of the student: each with its state, its
 * template and the student's file (downloadable), an upload for a pending one
 * and a replacement for one given; then the other documents the student added.
 * Uploads stay closed while bank data are missing (518) or the internship has
 * no paperwork.
 */
export function DocumentosPractica({ practica }: { practica: PracticaAlumno }) {
  const { t } = useTranslation();
  const sinPapeles = practica.estado === 'rechazada' || practica.estado === 'anulada';
  const motivo = practica.admiteDocumentos ? undefined : t('practicasAlumno.documentos.bloqueado');
  return (
    <section aria-labelledby={`practica-${practica.idPractica}-docs`} className="flex flex-col gap-4">
      <h3 id={`practica-${practica.idPractica}-docs`} className="text-base font-semibold text-fg">
        {t('practicasAlumno.documentos.titulo')}
      </h3>
      {sinPapeles ? (
        <EmptyNote>{t('practicasAlumno.documentos.sinPapeles')}</EmptyNote>
      ) : (
        <>
          {practica.documentos.length === 0 ? (
            <EmptyNote>{t('practicasAlumno.documentos.sinDocumentos')}</EmptyNote>
          ) : (
            <ul
              className="flex flex-col divide-y divide-border"
              aria-label={t('practicasAlumno.documentos.lista', { empresa: practica.empresa })}
            >
              {practica.documentos.map((d) => (
                <FilaDocumento key={d.idDocumentoRequerido} practica={practica} documento={d} motivo={motivo} />
              ))}
            </ul>
          )}
          <OtrosDocumentos practica={practica} motivo={motivo} />
        </>
      )}
    </section>
  );
}

function FilaDocumento({
  practica,
  documento,
  motivo,
}: {
  practica: PracticaAlumno;
  documento: DocumentoAlumno;
  motivo: string | undefined;
}) {
  const { t } = useTranslation();
  const { fecha } = useFormato();
  const subir = useSubirFicheroPractica();
  const entregado = documento.entregado;
  return (
    <li className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0" data-documento={documento.nombre}>
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <p className="font-medium text-fg">{documento.nombre}</p>
            {documento.estado === 'aportado' ? (
              <Insignia tono="bg-success-bg text-success" icono={CheckCircle2}>
                {t('practicasAlumno.documentos.aportado')}
              </Insignia>
            ) : (
              <Insignia tono="bg-warning-bg text-warning" icono={Clock}>
                {t('practicasAlumno.documentos.pendiente')}
              </Insignia>
            )}
          </div>
          {documento.descripcion ? <p className="text-sm text-muted">{documento.descripcion}</p> : null}
          {entregado ? (
            <p className="[overflow-wrap:anywhere] text-xs text-muted">
              {t('practicasAlumno.documentos.aportadoDetalle', { nombre: entregado.nombre, fecha: fecha(entregado.fecha) })}
            </p>
          ) : null}
        </div>
        <DescargasDocumento
          plantilla={
            documento.enlacePlantilla
              ? {
                  endpoint: 'descargaPlantillaPracticaAlumno',
                  id: documento.idDocumentoRequerido,
                  nombre: t('practicasAlumno.documentos.plantillaDe', { nombre: documento.nombre }),
                  texto: t('practicasAlumno.documentos.plantilla'),
                }
              : undefined
          }
          entregado={
            entregado?.enlace
              ? { endpoint: 'descargaDocumentoPracticaAlumno', id: entregado.id, nombre: entregado.nombre }
              : undefined
          }
        />
      </div>
      <SubirDocumento
        id={`practica-${practica.idPractica}-doc-${documento.idDocumentoRequerido}`}
        prompt={t(entregado ? 'practicasAlumno.documentos.sustituir' : 'practicasAlumno.documentos.subir', {
          nombre: documento.nombre,
        })}
        disabled={!practica.admiteDocumentos}
        motivo={motivo}
        onEnviar={async (archivo) => {
          const respuesta = await subir.mutateAsync({
            idPractica: practica.idPractica,
            idDocumentoRequerido: documento.idDocumentoRequerido,
            nombre: nombreParaEnviar(archivo.nombre),
            extension_adjunto: archivo.extension,
            ficheroB64ParaAltas: archivo.ficheroB64,
          });
          return respuesta.admiteDocumentos;
        }}
      />
    </li>
  );
}

function OtrosDocumentos({ practica, motivo }: { practica: PracticaAlumno; motivo: string | undefined }) {
  const { t } = useTranslation();
  const { fecha } = useFormato();
  const subir = useSubirOtroDocumento();
  const idNombre = useId();
  const [nombre, setNombre] = useState('');
  const [sinNombre, setSinNombre] = useState(false);
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-border bg-subtle/40 p-4">
      <h4 className="text-sm font-semibold text-fg">{t('practicasAlumno.documentos.otros')}</h4>
      {practica.otrosDocumentos.length === 0 ? (
        <p className="text-sm text-muted">{t('practicasAlumno.documentos.otrosVacio')}</p>
      ) : (
        <ul className="flex flex-col gap-1">
          {practica.otrosDocumentos.map((d) => (
            <li key={d.id} className="flex items-center justify-between gap-2">
              <span className="min-w-0 [overflow-wrap:anywhere] text-sm text-fg">
                {t('practicasAlumno.documentos.aportadoDetalle', { nombre: d.nombre, fecha: fecha(d.fecha) })}
              </span>
              <BotonDescarga endpoint="descargaDocumentoPracticaAlumno" id={d.id} nombre={d.nombre} />
            </li>
          ))}
        </ul>
      )}
      <Field
        id={idNombre}
        label={t('practicasAlumno.documentos.nombreOtro')}
        hint={t('practicasAlumno.documentos.nombreOtroAyuda')}
        error={sinNombre ? t('practicasAlumno.documentos.nombreRequerido') : undefined}
      >
        <Input
          id={idNombre}
          value={nombre}
          maxLength={150}
          disabled={!practica.admiteDocumentos}
          aria-invalid={sinNombre || undefined}
          aria-describedby={sinNombre ? `${idNombre}-error` : `${idNombre}-hint`}
          onChange={(event) => {
            setNombre(event.target.value);
            if (event.target.value.trim()) setSinNombre(false);
          }}
        />
      </Field>
      <SubirDocumento
        id={`practica-${practica.idPractica}-otro`}
        prompt={t('practicasAlumno.documentos.anadir')}
        disabled={!practica.admiteDocumentos}
        motivo={motivo}
        onEnviar={async (archivo) => {
          if (!nombre.trim()) {
            setSinNombre(true);
            return false;
          }
          const respuesta = await subir.mutateAsync({
            idPractica: practica.idPractica,
            nombre: nombre.trim(),
            extension_adjunto: archivo.extension,
            ficheroB64ParaAltas: archivo.ficheroB64,
          });
          if (respuesta.admiteDocumentos) setNombre('');
          return respuesta.admiteDocumentos;
        }}
      />
    </div>
  );
}
