import type { Cv, DocumentoCv } from '@puente/contract/cv';
import { Download, FileCheck2, FolderOpen, Lock } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { EmptyNote } from '@/components/ui/empty-state';
import { FileInput } from '@/components/ui/file-input';
import { useFormato } from '@/lib/formato';
import { useGuardarCv } from '../api/cv';
import { useDescargarDocumento } from '../api/descargas';
import { leerArchivo } from '../archivo';
import { useEdicion } from '../hooks/use-edicion';
import { useMensajeCv } from '../hooks/use-mensaje-cv';
import { BorrarBoton } from './borrar-boton';
import { SeccionCv } from './seccion-cv';

const ANCLA = 'documentos';

/**
 * Documentos: the student's files (their own CV, certificates…), checked in the
 * browser against spec §5 before they are sent; private ones stay with the
 * student. Also the documents handed in for offers, read-only.
 */
export function SeccionDocumentos({ cv }: { cv: Cv }) {
  const { t } = useTranslation();
  const edicion = useEdicion(ANCLA);
  const borrar = useGuardarCv('delDoc');
  const documentos = [...cv.documentos, ...cv.documentosPrivados];
  return (
    <SeccionCv
      ancla={ANCLA}
      titulo={t('cv.documentos.titulo')}
      descripcion={t('cv.documentos.descripcion')}
      icono={FolderOpen}
      aviso={edicion.aviso}
      onCerrarAviso={edicion.quitarAviso}
    >
      <div className="flex flex-col gap-5">
        <SubirDocumento onSubido={(nombre) => edicion.avisar(t('cv.documentos.subido', { nombre }))} />
        {documentos.length === 0 ? (
          <EmptyNote>{t('cv.documentos.vacio')}</EmptyNote>
        ) : (
          <ul className="flex flex-col divide-y divide-border" aria-label={t('cv.documentos.lista')}>
            {documentos.map((documento) => (
              <FilaDocumento
                key={documento.id}
                documento={documento}
                onBorrar={() => borrar.mutateAsync({ id: documento.id })}
                onBorrado={() => edicion.avisar(t('cv.documentos.borrado', { nombre: documento.nombre }))}
              />
            ))}
          </ul>
        )}
        {cv.documentosProcesos.length > 0 ? (
          <div className="flex flex-col gap-2">
            <h3 className="text-sm font-semibold text-fg">{t('cv.documentos.deOfertas')}</h3>
            <ul className="flex flex-col gap-1 text-sm">
              {cv.documentosProcesos.map((documento) => (
                <li key={documento.id} className="text-muted">
                  <span className="text-fg">{documento.nombre}</span> · {documento.tituloOferta} · {documento.fecha}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </SeccionCv>
  );
}

const kb = (bytes: number) => Math.max(1, Math.round(bytes / 1024));

function FilaDocumento({
  documento,
  onBorrar,
  onBorrado,
}: {
  documento: DocumentoCv;
  onBorrar: () => Promise<unknown>;
  onBorrado: () => void;
}) {
  const { t } = useTranslation();
  const { fecha, numero } = useFormato();
  const descargar = useDescargarDocumento();
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3 first:pt-0 last:pb-0">
      <div className="flex min-w-0 flex-col gap-1">
        <p className="break-all font-medium text-fg">{documento.nombre}</p>
        <p className="flex flex-wrap items-center gap-2 text-xs text-muted">
          <span>
            {documento.extension.toUpperCase()} · {t('cv.documentos.kb', { kb: numero(kb(documento.tamano)) })} ·{' '}
            {fecha(documento.fecha)}
          </span>
          {documento.esCv ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-success-bg px-2 py-0.5 font-medium text-success">
              <FileCheck2 aria-hidden="true" className="size-3.5" />
              {t('cv.documentos.esCv')}
            </span>
          ) : null}
          {documento.privado ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-subtle px-2 py-0.5 font-medium text-fg">
              <Lock aria-hidden="true" className="size-3.5" />
              {t('cv.documentos.privado')}
            </span>
          ) : null}
        </p>
      </div>
      <div className="flex gap-1">
        <Button
          variant="ghost"
          size="sm"
          disabled={descargar.isPending}
          aria-label={t('cv.documentos.descargarNombre', { nombre: documento.nombre })}
          onClick={() => descargar.mutate({ id: documento.id, nombre: documento.nombre })}
        >
          <Download aria-hidden="true" />
          <span aria-hidden="true" className="hidden sm:inline">
            {t('cv.documentos.descargar')}
          </span>
        </Button>
        <BorrarBoton nombre={documento.nombre} onBorrar={onBorrar} onBorrado={onBorrado} />
      </div>
    </li>
  );
}

/** The upload: the file is read and checked here (extension, 2 MB, content), then sent with its two marks. */
function SubirDocumento({ onSubido }: { onSubido: (nombre: string) => void }) {
  const { t } = useTranslation();
  const mensaje = useMensajeCv();
  const subir = useGuardarCv('addDoc');
  const [esCv, setEsCv] = useState(false);
  const [privado, setPrivado] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [progreso, setProgreso] = useState<number | undefined>(undefined);
  const [elegido, setElegido] = useState<string | undefined>(undefined);
  const id = `${ANCLA}-fichero`;

  const enviar = async (file: File) => {
    setError(null);
    setElegido(file.name);
    setProgreso(0);
    // Reading is the first half of the bar, sending the second.
    const leido = await leerArchivo(file, undefined, (p) => setProgreso(Math.round(p / 2)));
    if ('error' in leido) {
      setProgreso(undefined);
      setError(leido.error);
      return;
    }
    setProgreso(60);
    try {
      await subir.mutateAsync({
        nombre: leido.nombre,
        extension_adjunto: leido.extension,
        ficheroB64ParaAltas: leido.ficheroB64,
        esCv,
        privado,
      });
      setProgreso(100);
      onSubido(leido.nombre);
      setEsCv(false);
      setPrivado(false);
    } catch {
      // The banner says why (46, 56, 413…).
    } finally {
      setProgreso(undefined);
      setElegido(undefined);
    }
  };

  return (
    <div className="flex flex-col gap-3 rounded-xl border border-border bg-bg p-4">
      {/* Chosen before the file: a file is sent as soon as it is picked. */}
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <Checkbox id={`${ANCLA}-es-cv`} label={t('cv.documentos.marcarEsCv')} checked={esCv} onCheckedChange={setEsCv} />
        <Checkbox
          id={`${ANCLA}-privado`}
          label={t('cv.documentos.marcarPrivado')}
          checked={privado}
          onCheckedChange={setPrivado}
        />
      </div>
      <FileInput
        id={id}
        prompt={t('cv.documentos.elige')}
        hint={t('cv.documentos.reglas')}
        selectedName={elegido}
        disabled={subir.isPending}
        progress={progreso}
        progressLabel={t('cv.documentos.subiendo', { nombre: elegido ?? '' })}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onFiles={([file]) => {
          if (file) void enviar(file);
        }}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-danger">
          {mensaje(error)}
        </p>
      ) : null}
      {subir.isPending ? (
        <p role="status" className="text-sm text-muted">
          {t('cv.documentos.subiendo', { nombre: elegido ?? '' })}
        </p>
      ) : null}
    </div>
  );
}
