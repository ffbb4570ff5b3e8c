import { ArrowRight, Pencil, Send } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';

/**
 * Step 1 of a proposal (who it is for): the banner of the one just sent, the
 * step's heading and intro, then its form. A heading given a ref can take focus.
 */
export function PasoIdentificar({
  enviada,
  onCerrarEnviada,
  idTitulo,
  titulo,
  intro,
  tituloRef,
  children,
}: {
  enviada: { titulo: string; texto: string } | null;
  onCerrarEnviada: () => void;
  idTitulo: string;
  titulo: string;
  intro: string;
  tituloRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-5">
      {enviada ? (
        <Banner tone="success" role="status" title={enviada.titulo} onClose={onCerrarEnviada}>
          {enviada.texto}
        </Banner>
      ) : null}
      <header className="flex flex-col gap-1">
        <h2
          id={idTitulo}
          ref={tituloRef}
          tabIndex={tituloRef ? -1 : undefined}
          className={tituloRef ? 'text-lg font-semibold text-fg outline-none' : 'text-lg font-semibold text-fg'}
        >
          {titulo}
        </h2>
        <p className="text-sm text-muted">{intro}</p>
      </header>
      {children}
    </div>
  );
}

/** Step 1's submit: checks who the proposal is for. */
export function BotonComprobar({ enviando, texto, textoEnviando }: { enviando: boolean; texto: string; textoEnviando: string }) {
  return (
    <Button type="submit" className="w-full sm:w-auto" disabled={enviando} aria-busy={enviando}>
      {enviando ? textoEnviando : texto}
      <ArrowRight aria-hidden="true" />
    </Button>
  );
}

/**
 * Step 2 of a proposal (the internship): who it is for, found or not, with
 * the way back to change it; then the form's visually hidden heading and the form.
 */
export function PasoCondiciones({
  encontrado,
  aviso,
  textoAviso,
  cambiar,
  onCambiar,
  idTitulo,
  titulo,
  children,
}: {
  encontrado: boolean;
  aviso: string;
  textoAviso: string;
  cambiar: string;
  onCambiar: () => void;
  idTitulo: string;
  titulo: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-5">
      <Banner
        tone={encontrado ? 'success' : 'info'}
        role="status"
        title={aviso}
        actions={
          <Button variant="outline" size="sm" onClick={onCambiar}>
            <Pencil aria-hidden="true" />
            {cambiar}
          </Button>
        }
      >
        {textoAviso}
      </Banner>
      <h2 id={idTitulo} className="sr-only">
        {titulo}
      </h2>
      {children}
    </div>
  );
}

/** Step 2's submit: sends the proposal. */
export function BotonEnviar({ enviando, texto, textoEnviando }: { enviando: boolean; texto: string; textoEnviando: string }) {
  return (
    <div className="flex justify-end">
      <Button type="submit" className="w-full sm:w-auto" disabled={enviando} aria-busy={enviando}>
        <Send aria-hidden="true" />
        {enviando ? textoEnviando : texto}
      </Button>
    </div>
  );
}
