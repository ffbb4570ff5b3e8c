import { CvPage } from '@/features/cv/components/cv-page';

export default function CvRoute() {
  return <CvPage />;
}
