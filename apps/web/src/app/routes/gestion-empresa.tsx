import type { EmpresaGestion } from '@puente/contract/empresas-gestion';
import { useParams } from 'react-router';
import { EmpresaGestionPage } from '@/features/empresas-gestion/components/empresa-gestion-page';
import { EntrarComo } from '@/features/modo-dios/components/entrar-como';
import { PageHeading } from '../layout/page-heading';
import { useCurrentRoute } from '../layout/use-current-route';
import { idParam } from './id-param';

/**
 * "Entrar como" for a validated company, as its first active contact who has set a password (the one who
 * would sign in); none when no contact can.
 */
function EntrarComoEmpresa({ ficha }: { ficha: EmpresaGestion }) {
  const e = ficha.empresa;
  const contacto = ficha.contactos.find((c) => c.estado === 'activo' && c.conPassword);
  if (e.estado !== 'validada' || !contacto) return null;
  return (
    <EntrarComo
      tipo="empresa"
      idEmpresa={e.idEmpresa}
      idContacto={contacto.idContacto}
      nombre={`${contacto.nombre} ${contacto.apellidos}, ${e.nombre}`}
    />
  );
}

/**
 * /gestion/empresas/{id}: a company's page, headed by its name, with "Entrar como" (god mode, administración
 * only) in its header's place for what other features add.
 */
export default function GestionEmpresaRoute() {
  const def = useCurrentRoute();
  const id = idParam(useParams().id) ?? 0;
  return (
    <EmpresaGestionPage
      key={id}
      idEmpresa={id}
      heading={(nombre) => (def ? <PageHeading def={def} title={nombre} /> : null)}
      acciones={(ficha) => <EntrarComoEmpresa ficha={ficha} />}
    />
  );
}
