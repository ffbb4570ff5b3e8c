import type { EstadoEmpresa } from '@puente/contract/empresas-gestion';
import { Ban, Check, LockOpen, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast-store';
import { useBloquearEmpresa, useDesbloquearEmpresa, useRechazarEmpresa, useValidarEmpresa } from '../api/empresas-gestion';
import { DialogoBloqueo } from './dialogo-bloqueo';
import { DialogoRechazoEmpresa } from './dialogo-rechazo-empresa';

export interface DecisionesEmpresaProps {
  idEmpresa: number;
  nombre: string;
  estado: EstadoEmpresa;
}

/**
 * The decisions a company's state allows, in place: a pending sign-up is validated or rejected with a
 * structured reason; a validated company is blocked with a reason (its contacts are signed out at once);
 * a blocked one is unblocked. Only for members with empresas:cambiar (the page shows nothing otherwise).
 * The page reads the company again after each, so the buttons follow its new state.
 */
export function DecisionesEmpresa({ idEmpresa, nombre, estado }: DecisionesEmpresaProps) {
  const { t } = useTranslation();
  const validar = useValidarEmpresa();
  const rechazar = useRechazarEmpresa();
  const bloquear = useBloquearEmpresa();
  const desbloquear = useDesbloquearEmpresa();
  const [rechazando, setRechazando] = useState(false);
  const [bloqueando, setBloqueando] = useState(false);
  const hecho = (clave: string) => toast({ title: t(clave, { empresa: nombre }), tone: 'success' });

  if (estado === 'pendiente') {
    return (
      <div className="flex flex-wrap gap-2">
        <ConfirmDialog
          trigger={
            <Button>
              <Check aria-hidden="true" />
              {t('gestionEmpresas.decision.validar')}
            </Button>
          }
          title={t('gestionEmpresas.decision.validarTitulo', { empresa: nombre })}
          description={t('gestionEmpresas.decision.validarTexto')}
          cancelLabel={t('gestionEmpresas.decision.cancelar')}
          confirmLabel={t('gestionEmpresas.decision.validar')}
          pendingLabel={t('gestionEmpresas.decision.validando')}
          onConfirm={async () => {
            await validar.mutateAsync(idEmpresa);
            hecho('gestionEmpresas.decision.validada');
          }}
        />
        <Button variant="outline" onClick={() => setRechazando(true)}>
          <X aria-hidden="true" />
          {t('gestionEmpresas.decision.rechazar')}
        </Button>
        <DialogoRechazoEmpresa
          key={rechazando ? 'abierto' : 'cerrado'}
          open={rechazando}
          onOpenChange={setRechazando}
          idEmpresa={idEmpresa}
          empresa={nombre}
          ocupado={rechazar.isPending}
          onConfirmar={(motivo) =>
            rechazar.mutate(
              { id: idEmpresa, idMotivo: motivo.idMotivo, ...(motivo.detalle ? { motivo: motivo.detalle } : {}) },
              {
                onSuccess: () => {
                  setRechazando(false);
                  hecho('gestionEmpresas.decision.rechazada');
                },
              },
            )
          }
        />
      </div>
    );
  }
  if (estado === 'validada') {
    return (
      <>
        <Button variant="outline" onClick={() => setBloqueando(true)}>
          <Ban aria-hidden="true" />
          {t('gestionEmpresas.decision.bloquear')}
        </Button>
        <DialogoBloqueo
          key={bloqueando ? 'abierto' : 'cerrado'}
          open={bloqueando}
          onOpenChange={setBloqueando}
          empresa={nombre}
          ocupado={bloquear.isPending}
          onConfirmar={async (motivo) => {
            await bloquear.mutateAsync({ id: idEmpresa, motivo });
            hecho('gestionEmpresas.decision.bloqueada');
          }}
        />
      </>
    );
  }
  if (estado === 'bloqueada') {
    return (
      <ConfirmDialog
        trigger={
          <Button variant="outline">
            <LockOpen aria-hidden="true" />
            {t('gestionEmpresas.decision.desbloquear')}
          </Button>
        }
        title={t('gestionEmpresas.decision.desbloquearTitulo', { empresa: nombre })}
        description={t('gestionEmpresas.decision.desbloquearTexto')}
        cancelLabel={t('gestionEmpresas.decision.cancelar')}
        confirmLabel={t('gestionEmpresas.decision.desbloquear')}
        pendingLabel={t('gestionEmpresas.decision.desbloqueando')}
        onConfirm={async () => {
          await desbloquear.mutateAsync(idEmpresa);
          hecho('gestionEmpresas.decision.desbloqueada');
        }}
      />
    );
  }
  return null;
}
