import { GodModePage } from '@/features/auth/components/god-mode-page';

export default function GodModeRoute() {
  return <GodModePage />;
}
