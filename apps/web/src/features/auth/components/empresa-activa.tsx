import { useQueryClient } from '@tanstack/react-query';
import { Building2, ChevronsUpDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DropdownMenu, DropdownRadioGroup, DropdownRadioItem } from '@/components/ui/dropdown-menu';
import { toast } from '@/components/ui/toast-store';
import { cn } from '@/lib/cn';
import { getStoredValue, saveLogin, storageKeys, useSession } from '@/lib/session';
import { useCambiarEmpresa, useMisEmpresas } from '../api/empresa-activa';

export interface EmpresaActivaProps {
  /** The header's colours for its buttons (light or on the brand's colour). */
  buttonClass: string;
  className?: string;
}

/**
 * The company a contact acts for, on every page (issue 10, finding 6). With
 * several companies it is a menu that switches without logging out: a new
 * token for the chosen company, cached answers dropped (they were the other
 * company's), and the company's home. Names wrap, never cut.
 */
export function EmpresaActiva({ buttonClass, className }: EmpresaActivaProps) {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const empresas = useMisEmpresas(session.userType === 'Empresa');
  const cambiar = useCambiarEmpresa();
  const lista = empresas.data ?? [];
  const activa = lista.find((e) => e.activa);
  if (!activa) return null;

  if (lista.length === 1) {
    return (
      <p className={cn('flex min-w-0 items-center gap-2 px-2.5 py-1.5 text-sm font-medium', className)}>
        <Building2 aria-hidden="true" className="size-4 shrink-0" />
        <span className="sr-only">{t('auth.empresaActiva.etiqueta')}: </span>
        <span className="min-w-0 break-words">{activa.nombre}</span>
      </p>
    );
  }

  const elegir = async (valor: string) => {
    const elegida = lista.find((e) => String(e.idEmpresa) === valor);
    if (!elegida || elegida.activa) return;
    try {
      const datos = await cambiar.mutateAsync(elegida.idEmpresa);
      // Every cached answer was the other company's.
      queryClient.clear();
      saveLogin(datos, 'Empresa', {
        remember: getStoredValue(storageKeys.remember) !== 'false',
        godMode: session.godMode,
        loggedby: getStoredValue(storageKeys.loggedby) === 'saml' ? 'saml' : 'server',
      });
      navigate('/');
      toast({ title: t('auth.empresaActiva.cambiada', { nombre: elegida.nombre }), tone: 'success' });
    } catch {
      // The banner says why (query-client); the company stays the same.
    }
  };

  return (
    <DropdownMenu
      align="start"
      label={t('auth.empresaActiva.elige')}
      trigger={
        <button
          type="button"
          disabled={cambiar.isPending}
          aria-busy={cambiar.isPending}
          // The name first: the accessible name starts with what the button shows.
          aria-label={`${activa.nombre}: ${t('auth.empresaActiva.cambiar')}`}
          className={cn(
            'inline-flex min-w-0 cursor-pointer items-center gap-2 rounded-lg px-2.5 py-1.5 text-start text-sm font-medium',
            buttonClass,
            className,
          )}
        >
          <Building2 aria-hidden="true" className="size-4 shrink-0" />
          <span className="min-w-0 break-words">{activa.nombre}</span>
          <ChevronsUpDown aria-hidden="true" className="size-4 shrink-0 opacity-70" />
        </button>
      }
    >
      <DropdownRadioGroup value={String(activa.idEmpresa)} onValueChange={(valor) => void elegir(valor)}>
        {lista.map((empresa) => (
          <DropdownRadioItem key={empresa.idEmpresa} value={String(empresa.idEmpresa)}>
            <span className="flex min-w-0 flex-col">
              <span className="break-words font-medium text-fg">{empresa.nombre}</span>
              <span className="text-xs text-muted">{t('auth.picker.cif', { cif: empresa.cif })}</span>
            </span>
          </DropdownRadioItem>
        ))}
      </DropdownRadioGroup>
    </DropdownMenu>
  );
}
