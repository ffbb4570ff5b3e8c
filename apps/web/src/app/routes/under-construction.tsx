import { UnderConstructionPage } from '@/features/under-construction/components/under-construction-page';

export default function UnderConstructionRoute() {
  return <UnderConstructionPage />;
}
