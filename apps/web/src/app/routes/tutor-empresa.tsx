import { InformeTutorPage } from '@/features/tutor-practicas/components/informe-tutor-page';

/** /tutor/empresa?token=: the company tutor's link from the mail, for the final report (features/tutor-practicas). */
export default function TutorEmpresaRoute() {
  return <InformeTutorPage />;
}
