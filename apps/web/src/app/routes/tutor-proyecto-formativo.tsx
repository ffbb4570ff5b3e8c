import { ProyectoFormativoPage } from '@/features/tutor-practicas/components/proyecto-formativo-page';

/** /tutor/academico?token=: the academic tutor's link from the mail, for the plan, the final reports and the grade (features/tutor-practicas). */
export default function TutorProyectoFormativoRoute() {
  return <ProyectoFormativoPage />;
}
