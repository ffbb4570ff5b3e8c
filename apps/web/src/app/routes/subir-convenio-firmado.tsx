import { SubirConvenioPage } from '@/features/convenios/components/subir-convenio-page';

export default function SubirConvenioFirmadoRoute() {
  return <SubirConvenioPage />;
}
