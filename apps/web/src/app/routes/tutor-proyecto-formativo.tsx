import { ProyectoFormativoPage } from '@/features/tutor-practicas/components/proyecto-formativo-page';

/** /tutor/academico?token=: the academic tutor's link from the mail (features/tutor-practicas). */
export default function TutorProyectoFormativoRoute() {
  return <ProyectoFormativoPage />;
}
