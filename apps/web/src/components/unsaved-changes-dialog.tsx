import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Blocker } from 'react-router';
import { Button } from './ui/button';
import { Dialog } from './ui/dialog';

/** The question of lib/use-unsaved-changes: stay (the safe answer, focused first) or leave and lose the changes. */
export function UnsavedChangesDialog({ blocker }: { blocker: Blocker }) {
  const { t } = useTranslation();
  const stay = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open) blocker.reset?.();
      }}
      role="alertdialog"
      size="sm"
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        stay.current?.focus();
      }}
      title={t('cambiosSinGuardar.titulo')}
      description={t('cambiosSinGuardar.texto')}
      footer={
        <>
          <Button variant="danger" onClick={() => blocker.proceed?.()}>
            {t('cambiosSinGuardar.salir')}
          </Button>
          <Button ref={stay} variant="outline" onClick={() => blocker.reset?.()}>
            {t('cambiosSinGuardar.seguir')}
          </Button>
        </>
      }
    />
  );
}
