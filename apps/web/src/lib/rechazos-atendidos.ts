/**
 * Refusals a screen shows itself (a dialog writes its own refusal inside it,
 * components/ui/rechazo-dialogo.tsx). The query client's banner skips an
 * error marked here, so the person reads the reason once, where they are
 * looking, and not also in a banner behind the dialog.
 */
const atendidos = new WeakSet<object>();

export function atenderRechazo(error: unknown) {
  if (typeof error === 'object' && error !== null) atendidos.add(error);
}

export const rechazoAtendido = (error: unknown) => typeof error === 'object' && error !== null && atendidos.has(error);
