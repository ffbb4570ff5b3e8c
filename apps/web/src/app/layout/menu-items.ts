import type { PublicBrand } from '@puente/contract/brand';
import {
  BellRing,
  BookOpen,
  Briefcase,
  Building2,
  CalendarDays,
  CirclePlus,
  ClipboardList,
  Compass,
  FilePen,
  FileText,
  FolderOpen,
  GraduationCap,
  Heart,
  House,
  Layers,
  LifeBuoy,
  Lightbulb,
  type LucideIcon,
  Repeat,
  Send,
  ShieldCheck,
  Signpost,
  Upload,
  UserRound,
} from 'lucide-react';
import type { UserType } from '@/lib/session';
import type { RouteName } from '../route-table';

export interface MenuItem {
  /** Route name: the link target and its label come from the route table. */
  route: RouteName;
  icon: LucideIcon;
}

export interface MenuSection {
  /** i18n key under layout.menu.secciones. */
  key: string;
  items: MenuItem[];
}

export interface MenuContext {
  userType: UserType;
  brand: PublicBrand;
  /** Spec §6: the company's education-internship menu depends on a server answer. */
  hasEducationRequests: boolean;
}

type Entry = MenuItem & { when?: boolean };

const visible = (entries: Entry[]): MenuItem[] =>
  entries.filter((e) => e.when !== false).map(({ route, icon }) => ({ route, icon }));

/** The side menu of spec §2: items depend on the role and the brand flags. */
export function buildMenu({ userType, brand, hasEducationRequests }: MenuContext): MenuSection[] {
  const f = brand.flags;
  const general: Entry[] = [
    { route: 'home', icon: House },
    { route: 'programasActivos', icon: Layers, when: f.hasProgramaPracticasActivo },
    { route: 'eventos', icon: CalendarDays, when: f.hasEventos },
    { route: 'encuestas', icon: ClipboardList },
  ];
  const sections: { key: string; entries: Entry[] }[] =
    userType === 'Alumno'
      ? [
          { key: 'inicio', entries: general },
          {
            key: 'ofertas',
            entries: [
              { route: 'ofertasPracticas', icon: GraduationCap },
              { route: 'ofertasEmpleo', icon: Briefcase, when: !f.withoutEmpleo },
              { route: 'misCandidaturas', icon: Send },
              { route: 'ofertasGuardadas', icon: Heart },
              { route: 'busquedasGuardadas', icon: BellRing },
            ],
          },
          {
            key: 'miEspacio',
            entries: [
              { route: 'cv', icon: FileText },
              { route: 'misPracticas', icon: BookOpen },
              { route: 'propuestaPracticas', icon: Lightbulb },
              { route: 'misDatos', icon: ShieldCheck },
            ],
          },
          {
            key: 'recursos',
            entries: [
              { route: 'guiasOrientacion', icon: Compass, when: f.hasGuiasOrientacion },
              { route: 'orientacionLaboral', icon: Signpost },
              { route: 'ayuda', icon: LifeBuoy, when: f.hashelp },
            ],
          },
        ]
      : [
          { key: 'inicio', entries: general },
          {
            key: 'ofertas',
            entries: [
              { route: 'misOfertas', icon: Briefcase },
              { route: 'nuevaOferta', icon: CirclePlus },
            ],
          },
          {
            key: 'practicas',
            entries: [
              { route: 'documentacion', icon: FolderOpen },
              // Every agreement endpoint answers 48 without the flag, so the upload has nothing to list either.
              { route: 'subirConvenioFirmado', icon: Upload, when: f.canCrearConvenios },
              { route: 'nuevoConvenio', icon: FilePen, when: f.canCrearConvenios },
              { route: 'solicitarCambioPracticas', icon: Repeat, when: f.canCambiarPracticas },
              { route: 'solicitudesPracticasEducacion', icon: GraduationCap, when: hasEducationRequests },
              { route: 'propuestaPracticas', icon: Lightbulb },
            ],
          },
          {
            key: 'empresa',
            entries: [
              { route: 'miEmpresa', icon: Building2 },
              { route: 'miPerfil', icon: UserRound },
              { route: 'misDatos', icon: ShieldCheck },
            ],
          },
        ];
  return sections.map(({ key, entries }) => ({ key, items: visible(entries) })).filter((s) => s.items.length > 0);
}
