import { MaintenancePage } from '@/features/maintenance/components/maintenance-page';

export default function MaintenanceRoute() {
  return <MaintenancePage />;
}
