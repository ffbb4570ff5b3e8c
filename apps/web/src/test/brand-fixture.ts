import type { BrandFlags, PublicBrand } from '@puente/contract/brand';

const allFlags: BrandFlags = {
  hasEventos: true,
  hasGuiasOrientacion: true,
  hasProgramaPracticasActivo: true,
  hasProgramaPracticasInHome: true,
  canBorrarCuenta: true,
  canCambiarPracticas: true,
  canCrearConvenios: true,
  hashelp: true,
  withoutEmpleo: false,
  popupDatosObligatorios: true,
  checkDatosCompletosEmpresa: true,
  requestTipoContacto: true,
  banner_home: true,
  logodarkmode: false,
};

const text = (es: string) => ({ es, en: `${es} (en)` });

/** A complete brand for component tests; override what a test is about. */
export function brandFixture(overrides: Partial<PublicBrand> = {}, flags: Partial<BrandFlags> = {}): PublicBrand {
  return {
    id: 'prueba',
    nombre: 'Marca de prueba',
    nombreUniversidad: 'Universidad de Prueba',
    colores: {
      primario: '#123456',
      primarioTexto: '#ffffff',
      secundario: '#234567',
      acento: '#345678',
      fondo: '#f5f5f5',
      superficie: '#ffffff',
      texto: '#111111',
      textoSuave: '#555555',
    },
    logos: { claro: '/marca/logo.svg', oscuro: '/marca/logo-oscuro.svg', alt: 'Logo de prueba' },
    textos: {
      bienvenida: text('Bienvenida'),
      pie: text('Pie'),
      bannerHome: text('Aviso destacado'),
      politicaPrivacidad: text('Privacidad'),
      politicaCookies: text('Cookies'),
      proteccionDatos: text('Protección'),
    },
    enlacesPie: [],
    contacto: {
      email: 'empleo@prueba.es',
      emailPracticas: 'practicas@prueba.es',
      emailEmpleo: 'empleo@prueba.es',
      telefono: '+34 900 000 000',
      direccion: 'Calle Mayor 1',
    },
    flags: { ...allFlags, ...flags },
    analitycs: null,
    campos: { personales: {}, academicos: {}, experiencia: {} },
    ofertas: { permitirDuplicar: true, permitirBorrar: true, validacion: 'manual' },
    cvObligatorio: false,
    adhesionProgramas: true,
    registroPermitido: true,
    mantenimiento: false,
    version: '0.0.0-test',
    ...overrides,
  };
}
