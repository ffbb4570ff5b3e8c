import { boolean, date, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** 0016: a company's fiscal (billing) accounts. */
export const cuentasFacturacion = pgTable(
  'cuentas_facturacion',
  {
    id: serial('id').primaryKey(),
    idEmpresa: integer('id_empresa').notNull(),
    nombreFiscal: text('nombre_fiscal').notNull(),
    cif: text('cif').notNull(),
    requiereEnvioPostal: boolean('requiere_envio_postal').notNull().default(false),
    domicilioFiscal: text('domicilio_fiscal').notNull(),
    idPais: integer('id_pais').notNull(),
    idProvincia: integer('id_provincia'),
    provincia: text('provincia'),
    poblacion: text('poblacion').notNull(),
    cp: text('cp').notNull(),
    domicilioEnvioPostal: text('domicilio_envio_postal'),
    creadoEn: ts('creado_en').notNull().defaultNow(),
  },
  (t) => [index('cuentas_facturacion_empresa_idx').on(t.idEmpresa, t.id)],
);

/** 0016: education cooperation agreements; estado generado | firmado | validado | rechazado ('caducado' is read from the date). */
export const convenios = pgTable(
  'convenios',
  {
    id: serial('id').primaryKey(),
    idEmpresa: integer('id_empresa').notNull(),
    idContactoGestion: integer('id_contacto_gestion'),
    creadoPor: integer('creado_por'),
    idCuentaFacturacion: integer('id_cuenta_facturacion').notNull(),
    firmanteNombre: text('firmante_nombre').notNull(),
    firmanteApellidos: text('firmante_apellidos').notNull(),
    firmanteDni: text('firmante_dni'),
    firmanteCargo: text('firmante_cargo').notNull(),
    firmanteEmail: text('firmante_email').notNull(),
    firmanteTelefono: text('firmante_telefono'),
    tramitacionManual: boolean('tramitacion_manual').notNull(),
    requierePedido: boolean('requiere_pedido').notNull().default(false),
    pedidoAnual: boolean('pedido_anual').notNull().default(false),
    numeroPedido: text('numero_pedido'),
    pagoDomiciliado: boolean('pago_domiciliado').notNull(),
    iban: text('iban'),
    fechaCaducidad: date('fecha_caducidad').notNull(),
    estado: text('estado').notNull().default('generado'),
    idArchivoPdf: uuid('id_archivo_pdf').notNull(),
    idArchivoFirmado: uuid('id_archivo_firmado'),
    firmadoEn: ts('firmado_en'),
    universidadAsumeCotizacion: boolean('universidad_asume_cotizacion').notNull().default(true),
    motivoRechazo: text('motivo_rechazo'),
    revisadoPor: integer('revisado_por'),
    revisadoEn: ts('revisado_en'),
    creadoEn: ts('creado_en').notNull().defaultNow(),
  },
  (t) => [index('convenios_empresa_idx').on(t.idEmpresa, t.id)],
);
