import { MOTIVO_MODO_DIOS_MAX, MOTIVO_MODO_DIOS_MIN } from '@puente/contract/modo-dios';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UserCog } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, fieldAria } from '@/components/ui/field';
import { useRechazoDialogo } from '@/components/ui/rechazo-dialogo';
import { Textarea } from '@/components/ui/textarea';
import { useMiCuentaGestor, usePermite } from '@/lib/cuenta-gestor';
import { clearError } from '@/lib/error-banner-store';
import { nombreDelToken } from '@/lib/jwt';
import { entrarEnModoDios, getSession } from '@/lib/session';
import { type PersonaModoDios, suplantar } from '../api/modo-dios';

export type EntrarComoProps = PersonaModoDios & {
  /** The button's look where it is placed (a page's actions: outline by default). */
  variant?: 'outline' | 'secondary' | 'primary';
};

/** The reason's rule (contract `motivoModoDiosSchema`), checked here without zod: trimmed, 10–500 characters. */
function errorDelMotivo(motivo: string): 'requerido' | 'corto' | 'largo' | null {
  const texto = motivo.trim();
  if (texto === '') return 'requerido';
  if (texto.length < MOTIVO_MODO_DIOS_MIN) return 'corto';
  if (texto.length > MOTIVO_MODO_DIOS_MAX) return 'largo';
  return null;
}

/**
 * "Entrar como …" on a student's or a company's staff page (decision 038): a dialog asks for the reason
 * (mandatory, 10–500 characters), then the staff session goes aside, the person's session takes its place
 * and the member lands on that user's home, with the god-mode banner on every page until "Volver a gestión"
 * brings them back here. Shown only to members who may do it (administración).
 */
export function EntrarComo({ variant = 'outline', ...persona }: EntrarComoProps) {
  const { t } = useTranslation();
  const id = useId();
  const puede = usePermite('administracion:cambiar');
  const cuenta = useMiCuentaGestor();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const rechazo = useRechazoDialogo();
  const [abierto, setAbierto] = useState(false);
  const [motivo, setMotivo] = useState('');
  const [error, setError] = useState<ReturnType<typeof errorDelMotivo>>(null);

  const entrar = useMutation({
    mutationFn: (texto: string) => suplantar(persona, texto),
  });

  if (!puede) return null;

  const abrir = (open: boolean) => {
    setAbierto(open);
    if (!open) {
      setMotivo('');
      setError(null);
    }
  };

  const enviar = async (event: FormEvent) => {
    event.preventDefault();
    const problema = errorDelMotivo(motivo);
    setError(problema);
    if (problema) {
      document.getElementById(`${id}-motivo`)?.focus();
      return;
    }
    const texto = motivo.trim();
    const datos = await entrar.mutateAsync(texto).catch((e: unknown) => {
      rechazo.mostrar(e);
      return null;
    });
    // A notice instead of a token (the person was not found) is said by the banner: the dialog stays.
    if (!datos) return;
    await queryClient.cancelQueries();
    const staff = getSession();
    const nombreGestor = cuenta.data ? `${cuenta.data.nombre} ${cuenta.data.apellidos}`.trim() : nombreDelToken(staff.token);
    entrarEnModoDios(datos, persona.tipo === 'alumno' ? 'Alumno' : 'Empresa', {
      gestor: 'sesion',
      volverA: location.pathname + location.search,
      motivo: texto,
      nombreGestor,
      como: { tipo: persona.tipo, nombre: persona.nombre },
    });
    clearError();
    await navigate('/');
    // The staff screens are gone now: their cached answers go too, so none is shown in the person's name.
    queryClient.removeQueries({ predicate: (query) => query.getObserversCount() === 0 });
  };

  const mensaje =
    error === 'requerido'
      ? t('modoDios.errores.requerido')
      : error === 'corto'
        ? t('modoDios.errores.corto', { min: MOTIVO_MODO_DIOS_MIN })
        : error === 'largo'
          ? t('modoDios.errores.largo', { max: MOTIVO_MODO_DIOS_MAX })
          : undefined;

  return (
    <Dialog
      open={abierto}
      onOpenChange={abrir}
      rechazo={rechazo}
      // Straight to the reason: the one thing the dialog asks.
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        document.getElementById(`${id}-motivo`)?.focus();
      }}
      trigger={
        <Button variant={variant}>
          <UserCog aria-hidden="true" />
          {t('modoDios.entrarComo', { nombre: persona.nombre })}
        </Button>
      }
      title={t('modoDios.titulo', { nombre: persona.nombre })}
      description={t('modoDios.descripcion', { nombre: persona.nombre })}
    >
      <form noValidate onSubmit={enviar} className="flex flex-col gap-5">
        <Field
          id={`${id}-motivo`}
          label={t('modoDios.motivo')}
          hint={t('modoDios.motivoAyuda', { min: MOTIVO_MODO_DIOS_MIN, max: MOTIVO_MODO_DIOS_MAX })}
          error={mensaje}
          required
        >
          <Textarea
            {...fieldAria(`${id}-motivo`, { error: mensaje, hint: true, required: true })}
            value={motivo}
            maxLength={MOTIVO_MODO_DIOS_MAX}
            onChange={(event) => {
              setMotivo(event.target.value);
              if (error) setError(null);
            }}
          />
        </Field>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={() => abrir(false)}>
            {t('modoDios.cancelar')}
          </Button>
          <Button type="submit" disabled={entrar.isPending} aria-busy={entrar.isPending || undefined}>
            <UserCog aria-hidden="true" />
            {entrar.isPending ? t('modoDios.entrando') : t('modoDios.entrar')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
