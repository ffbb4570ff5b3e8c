import { type Cv, EXTENSIONES_FOTO } from '@puente/contract/cv';
import { MENSAJES } from '@puente/contract/validation/messages';
import { Camera, ImageUp, UserRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FileInput } from '@/components/ui/file-input';
import { Skeleton } from '@/components/ui/skeleton';
import { useGuardarCv } from '../api/cv';
import { useFotoPerfil } from '../api/foto';
import { comprobarAntesDeLeer, leerBase64 } from '../archivo';
import { FOTO_MAX_PX } from '../foto-constantes';
import { useEdicion } from '../hooks/use-edicion';
import { useMensajeCv } from '../hooks/use-mensaje-cv';
import { fotoCuadrada } from '../imagen';
import { BorrarBoton } from './borrar-boton';
import { SeccionCv } from './seccion-cv';

const ANCLA = 'foto';

/** Foto: a preview, the new photo cut to a square and scaled to ≤ 1000 px here before it is sent, or none. */
export function SeccionFoto({ cv }: { cv: Cv }) {
  const { t } = useTranslation();
  const edicion = useEdicion(ANCLA);
  const mensaje = useMensajeCv();
  const foto = useFotoPerfil(cv.urlImagenPerfil);
  const subir = useGuardarCv('editImagenPerfil');
  const quitar = useGuardarCv('delImagenPerfil');
  const [nueva, setNueva] = useState<{ blob: Blob; url: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [preparando, setPreparando] = useState(false);
  useEffect(() => () => (nueva ? URL.revokeObjectURL(nueva.url) : undefined), [nueva]);

  const elegir = async (file: File) => {
    setError(null);
    const antes = comprobarAntesDeLeer(file, EXTENSIONES_FOTO);
    if (antes) return setError(antes);
    setPreparando(true);
    try {
      const blob = await fotoCuadrada(file);
      setNueva({ blob, url: URL.createObjectURL(blob) });
    } catch {
      setError(MENSAJES.ficheroIlegible);
    } finally {
      setPreparando(false);
    }
  };

  const guardar = async () => {
    if (!nueva) return;
    try {
      await subir.mutateAsync({ extension: 'jpg', ficheroB64: await leerBase64(nueva.blob) });
      setNueva(null);
      edicion.avisar(t('cv.foto.guardada'), `${ANCLA}-fichero`);
    } catch {
      // The banner says why (46, 413, 526).
    }
  };

  const vista = nueva?.url ?? foto.url;
  return (
    <SeccionCv
      ancla={ANCLA}
      titulo={t('cv.foto.titulo')}
      descripcion={t('cv.foto.descripcion', { px: FOTO_MAX_PX })}
      icono={Camera}
      aviso={edicion.aviso}
      onCerrarAviso={edicion.quitarAviso}
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <div className="flex shrink-0 flex-col items-center gap-2">
          {foto.cargando && !nueva ? (
            <Skeleton className="size-32 rounded-2xl" />
          ) : vista ? (
            <img
              src={vista}
              alt={nueva ? t('cv.foto.altNueva') : t('cv.foto.alt')}
              className="size-32 rounded-2xl border border-border object-cover"
            />
          ) : (
            <span className="flex size-32 items-center justify-center rounded-2xl border border-dashed border-border bg-subtle text-muted">
              <UserRound aria-hidden="true" className="size-12" />
              <span className="sr-only">{t('cv.foto.sinFoto')}</span>
            </span>
          )}
          {nueva ? <p className="text-xs text-muted">{t('cv.foto.vistaPrevia')}</p> : null}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          {nueva ? (
            <div className="flex flex-wrap gap-2">
              <Button onClick={guardar} disabled={subir.isPending} aria-busy={subir.isPending}>
                <ImageUp aria-hidden="true" />
                {subir.isPending ? t('cv.foto.guardando') : t('cv.foto.guardar')}
              </Button>
              <Button variant="outline" onClick={() => setNueva(null)}>
                {t('cv.comun.cancelar')}
              </Button>
            </div>
          ) : (
            <FileInput
              id={`${ANCLA}-fichero`}
              prompt={cv.urlImagenPerfil ? t('cv.foto.cambiar') : t('cv.foto.elegir')}
              hint={t('cv.foto.reglas')}
              accept=".png,.jpg,.jpeg,image/png,image/jpeg"
              disabled={preparando}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${ANCLA}-error` : undefined}
              onFiles={([file]) => {
                if (file) void elegir(file);
              }}
            />
          )}
          {error ? (
            <p id={`${ANCLA}-error`} role="alert" className="text-sm font-medium text-danger">
              {mensaje(error)}
            </p>
          ) : null}
          {cv.urlImagenPerfil && !nueva ? (
            <div>
              <BorrarBoton
                nombre={t('cv.foto.laFoto')}
                onBorrar={() => quitar.mutateAsync({})}
                onBorrado={() => edicion.avisar(t('cv.foto.quitada'), `${ANCLA}-fichero`)}
              />
            </div>
          ) : null}
        </div>
      </div>
    </SeccionCv>
  );
}
