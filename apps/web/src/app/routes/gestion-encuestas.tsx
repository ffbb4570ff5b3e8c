import { EncuestasGestionPage } from '@/features/encuestas-gestion/components/encuestas-gestion-page';

/** /gestion/encuestas: the surveys, their state and answers, and the way to their builder and results. */
export default function GestionEncuestasRoute() {
  return <EncuestasGestionPage />;
}
