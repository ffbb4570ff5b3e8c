import { PropuestaPracticasPage } from '@/features/propuesta-practicas/components/propuesta-practicas-page';

/** /propuesta-practicas: a student's proposals and centre requests, or a company's proposal of a student. */
export default function PropuestaPracticasRoute() {
  return <PropuestaPracticasPage />;
}
