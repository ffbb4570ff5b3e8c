import { NuevoConvenioPage } from '@/features/convenios/components/nuevo-convenio-page';

export default function NuevoConvenioRoute() {
  return <NuevoConvenioPage />;
}
