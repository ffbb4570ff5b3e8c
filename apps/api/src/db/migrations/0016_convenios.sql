-- Education cooperation agreements (issue 13): the fiscal accounts a company
-- bills under and the agreements it generates at /nuevo-convenio-colaboracion,
-- signs and uploads at /subir-convenio-firmado, and the university validates.

-- A company's fiscal (billing) accounts (spec §3 New fiscal account). Spain
-- (país 1) keeps a listed province, any other country the typed one, as the
-- company's own address does (0015).
CREATE TABLE cuentas_facturacion (
  id serial PRIMARY KEY,
  id_empresa integer NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
  nombre_fiscal text NOT NULL,
  cif text NOT NULL,
  requiere_envio_postal boolean NOT NULL DEFAULT false,
  domicilio_fiscal text NOT NULL,
  id_pais integer NOT NULL,
  id_provincia integer REFERENCES provincias(id),
  provincia text,
  poblacion text NOT NULL,
  cp text NOT NULL,
  domicilio_envio_postal text,
  creado_en timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT cuentas_facturacion_envio_postal CHECK (NOT requiere_envio_postal OR domicilio_envio_postal IS NOT NULL)
);
CREATE INDEX cuentas_facturacion_empresa_idx ON cuentas_facturacion (id_empresa, id);

-- One agreement request (spec §3 Agreement request) and its life:
-- generado → firmado (the signed copy uploaded) → validado | rechazado (staff,
-- with a reason; the company may upload again). 'caducado' is not stored: it
-- is read from fecha_caducidad, so nothing has to run when a date passes.
CREATE TABLE convenios (
  id serial PRIMARY KEY,
  id_empresa integer NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
  -- The management contact and the contact who generated it. The PDF keeps
  -- their data as printed, so the agreement survives a contact's removal.
  id_contacto_gestion integer REFERENCES contactos_empresa(id) ON DELETE SET NULL,
  creado_por integer REFERENCES contactos_empresa(id) ON DELETE SET NULL,
  id_cuenta_facturacion integer NOT NULL REFERENCES cuentas_facturacion(id),
  firmante_nombre text NOT NULL,
  firmante_apellidos text NOT NULL,
  firmante_dni text,
  firmante_cargo text NOT NULL,
  firmante_email text NOT NULL,
  firmante_telefono text,
  -- false: signed digitally with a certificate; true: on paper.
  tramitacion_manual boolean NOT NULL,
  requiere_pedido boolean NOT NULL DEFAULT false,
  pedido_anual boolean NOT NULL DEFAULT false,
  numero_pedido text,
  -- true: direct debit (then iban holds the account, electronic format, no separators); false: transfer.
  pago_domiciliado boolean NOT NULL,
  iban text,
  fecha_caducidad date NOT NULL,
  estado text NOT NULL DEFAULT 'generado' CHECK (estado IN ('generado', 'firmado', 'validado', 'rechazado')),
  -- Both PDFs live in `archivos` (lib/storage, decision 011), owned by the company, use 'convenio'.
  -- No cascade: a file still named here cannot go (a replaced signed copy is deleted after the row moves on).
  id_archivo_pdf uuid NOT NULL REFERENCES archivos(id),
  id_archivo_firmado uuid REFERENCES archivos(id),
  firmado_en timestamptz,
  motivo_rechazo text,
  revisado_por integer REFERENCES gestores(id) ON DELETE SET NULL,
  revisado_en timestamptz,
  creado_en timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT convenios_pedido CHECK (NOT pedido_anual OR (requiere_pedido AND numero_pedido IS NOT NULL)),
  CONSTRAINT convenios_iban CHECK (pago_domiciliado = (iban IS NOT NULL)),
  CONSTRAINT convenios_firmado CHECK (estado = 'generado' OR id_archivo_firmado IS NOT NULL)
);
CREATE INDEX convenios_empresa_idx ON convenios (id_empresa, id DESC);
CREATE INDEX convenios_pendientes_idx ON convenios (firmado_en) WHERE estado = 'firmado';
