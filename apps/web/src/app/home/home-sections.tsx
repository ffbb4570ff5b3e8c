import type { ComponentType } from 'react';
import { CandidaturasRecientes } from '@/features/candidaturas/components/candidaturas-recientes';
import { RespuestaPreinscripcion } from '@/features/candidaturas/components/respuesta-preinscripcion';
import { EncuestasInicio } from '@/features/encuestas/components/encuestas-inicio';
import { EventosInicio } from '@/features/eventos/components/eventos-inicio';
import { GuiasInicio } from '@/features/guias/components/guias-inicio';
import { Comunicaciones } from '@/features/inicio-alumno/components/comunicaciones';
import { ResumenOfertas } from '@/features/inicio-empresa/components/resumen-ofertas';
import { UltimasOfertas } from '@/features/ofertas/components/ultimas-ofertas';
import { BotonGuardarOferta } from '@/features/ofertas-guardadas/components/boton-guardar-oferta';
import { usePestanaProgramas } from '@/features/programas/components/pestana-programas';
import { ProgramasInicioEmpresa } from '@/features/programas/components/programas-inicio-empresa';
import type { Session, SessionUserType } from '@/lib/session';
import { arreglarInscripcion } from '../arreglar-inscripcion';
import { pathOf } from '../route-links';
import { QuickLinks } from './quick-links';

export interface HomeSectionProps {
  session: Session;
  userType: SessionUserType;
}

/**
 * The composition point of the home page (spec §2 "Student home" / "Company
 * home"). Features add their section here — offers tabs, candidacies, events,
 * guides, surveys, communications — in the order the spec lists them; the
 * welcome hero above them is always first.
 */
export const homeSections: Record<SessionUserType, ComponentType<HomeSectionProps>[]> = {
  Alumno: [
    () => {
      // The active programmes come first among the tabs (spec §2), when the brand shows them at home.
      const programas = usePestanaProgramas();
      return (
        <UltimasOfertas
          paths={{ practicas: pathOf('ofertasPracticas'), empleo: pathOf('ofertasEmpleo') }}
          opciones={(oferta) => <RespuestaPreinscripcion urlOferta={oferta.urlAcceso} tituloOferta={oferta.titulo} />}
          arreglar={arreglarInscripcion}
          guardar={(oferta) => <BotonGuardarOferta urlAcceso={oferta.urlAcceso} titulo={oferta.titulo} />}
          pestanasPrevias={programas ? [programas] : []}
        />
      );
    },
    () => <Comunicaciones perfil="Alumno" />,
    () => <EncuestasInicio perfil="Alumno" pathLista={pathOf('encuestas')} />,
    () => <EventosInicio pathLista={pathOf('eventos')} />,
    () => <GuiasInicio pathLista={pathOf('guiasOrientacion')} />,
    () => (
      <CandidaturasRecientes
        pathLista={pathOf('misCandidaturas')}
        hrefCandidatura={(urlAcceso) => `${pathOf('misCandidaturas')}/${urlAcceso}`}
      />
    ),
    () => <QuickLinks userType="Alumno" />,
  ],
  Empresa: [
    () => <ResumenOfertas />,
    () => <ProgramasInicioEmpresa />,
    () => <EncuestasInicio perfil="Empresa" pathLista={pathOf('encuestas')} />,
    () => <Comunicaciones perfil="Empresa" />,
  ],
  // The back office will plug its sections here.
  Gestor: [],
};
