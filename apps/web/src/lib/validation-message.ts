import { MENSAJES } from '@puente/contract/validation/messages';
import { useTranslation } from 'react-i18next';

const keyByMessage = new Map<string, string>(Object.entries(MENSAJES).map(([key, text]) => [text, key]));

/**
 * Contract schemas carry their Spanish messages (spec §5 quotes them), shared
 * with the API. This maps a known message to its i18n key so English users get
 * the translation; unknown messages are shown as they come.
 */
export function useValidationMessage() {
  const { t } = useTranslation();
  return (message: string | undefined) => {
    if (!message) return undefined;
    const key = keyByMessage.get(message);
    return key ? t(`validacion.${key}`, { defaultValue: message }) : message;
  };
}
