import { useCallback, useState } from 'react';
import { focusWhenReady } from '@/lib/focus-return';

/** `preferido` once it is in the page (a few frames after the form closes), else the section's heading. */
function enfocar(preferido: string | null | undefined, ancla: string) {
  let intentos = 0;
  focusWhenReady(() => {
    intentos++;
    const elegido = preferido ? document.getElementById(preferido) : null;
    return elegido ?? (intentos > 5 ? document.getElementById(`${ancla}-titulo`) : null);
  });
}

/**
 * A section's editing state: which form is open (`true` for the section's
 * own, an item's id for one entry, 'nuevo' for a new one), the success notice
 * of the last save, and where focus goes back when the form closes: the
 * button that opened it, or the section's heading when that is gone (a
 * deleted entry).
 */
export function useEdicion<K extends string | number | boolean = boolean>(ancla: string) {
  const [abierto, setAbierto] = useState<K | null>(null);
  const [aviso, setAviso] = useState<string | null>(null);
  const [volverA, setVolverA] = useState<string | null>(null);

  const abrir = useCallback((cual: K, idBoton: string) => {
    setAviso(null);
    setVolverA(idBoton);
    setAbierto(cual);
  }, []);

  const cerrar = useCallback(
    (avisoGuardado?: string | null) => {
      setAbierto(null);
      if (avisoGuardado) setAviso(avisoGuardado);
      enfocar(volverA, ancla);
    },
    [ancla, volverA],
  );

  /** After a change made without a form (a delete, a switch): the notice, and focus kept in the section. */
  const avisar = useCallback(
    (texto: string, foco?: string) => {
      setAviso(texto);
      if (foco !== undefined) enfocar(foco, ancla);
    },
    [ancla],
  );

  return { abierto, abrir, cerrar, aviso, avisar, quitarAviso: () => setAviso(null) };
}
