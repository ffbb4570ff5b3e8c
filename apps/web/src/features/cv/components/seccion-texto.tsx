import type { LucideIcon } from 'lucide-react';
import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useEdicion } from '../hooks/use-edicion';
import { FormularioCv } from './formulario-cv';
import { SeccionCv } from './seccion-cv';

export interface SeccionSimpleProps<V extends Record<string, unknown>, O> {
  ancla: string;
  titulo: string;
  descripcion: string;
  icono: LucideIcon;
  /** Nothing filled yet: the empty state says what to add. */
  vacia: boolean;
  vacio: { titulo: string; texto: string; boton: string };
  schema: z.ZodType<O, V>;
  valores: V;
  guardar: (datos: O) => Promise<unknown>;
  avisoGuardado: string;
  /** The saved content, read-only. */
  vista: ReactNode;
  /** The form's fields. */
  campos: ReactNode;
}

/** A section that is one small form (presentation, links): view, empty state or form, in place. */
export function SeccionSimple<V extends Record<string, unknown>, O>({
  ancla,
  titulo,
  descripcion,
  icono,
  vacia,
  vacio,
  schema,
  valores,
  guardar,
  avisoGuardado,
  vista,
  campos,
}: SeccionSimpleProps<V, O>) {
  const { t } = useTranslation();
  const edicion = useEdicion(ancla);
  const abrir = () => edicion.abrir(true, `${ancla}-editar`);
  return (
    <SeccionCv
      ancla={ancla}
      titulo={titulo}
      descripcion={descripcion}
      icono={icono}
      aviso={edicion.aviso}
      onCerrarAviso={edicion.quitarAviso}
      accion={
        edicion.abierto || vacia ? null : (
          <Button id={`${ancla}-editar`} variant="outline" size="sm" onClick={abrir}>
            <Pencil aria-hidden="true" />
            {t('cv.comun.editar')}
            <span className="sr-only"> {titulo}</span>
          </Button>
        )
      }
    >
      {edicion.abierto ? (
        <FormularioCv
          id={`cv-${ancla}`}
          etiqueta={titulo}
          schema={schema}
          valores={valores}
          onCancelar={() => edicion.cerrar()}
          onGuardar={async (datos) => {
            await guardar(datos);
            edicion.cerrar(avisoGuardado);
          }}
        >
          {campos}
        </FormularioCv>
      ) : vacia ? (
        <EmptyState
          icon={icono}
          title={vacio.titulo}
          description={vacio.texto}
          action={
            <Button id={`${ancla}-editar`} size="sm" onClick={abrir}>
              {vacio.boton}
            </Button>
          }
        />
      ) : (
        vista
      )}
    </SeccionCv>
  );
}
