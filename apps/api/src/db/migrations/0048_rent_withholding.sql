-- Rent by card, its last part (issue 35): the lease as the payment's supporting document, and
-- for a Mexican company paying in MXN the landlord's RFC, whether the landlord is a person or a
-- company, whether the property is commercial or a home, and the IVA and withholding that
-- follow (integer centavos, rules/rent-withholding.ts). The landlord is paid the net; the
-- landlord's CFDI for the payment arrives later and is kept once it agrees with the payment.

-- A lease is one of the company's own documents, listed on /document with the others.
ALTER TABLE company_documents DROP CONSTRAINT company_documents_category_check;
ALTER TABLE company_documents ADD CONSTRAINT company_documents_category_check
  CHECK (category IN ('incorporation', 'proof-of-address', 'tax-form', 'lease'));

ALTER TABLE rent_payments
  ADD COLUMN lease_document_id integer,
  ADD COLUMN landlord_kind text CHECK (landlord_kind IN ('person', 'company')),
  ADD COLUMN property_use text CHECK (property_use IN ('commercial', 'residential')),
  ADD COLUMN landlord_rfc text CHECK (landlord_rfc ~ '^[A-ZÑ&]{3,4}[0-9]{6}[A-Z0-9]{3}$'),
  ADD COLUMN iva_minor bigint NOT NULL DEFAULT 0 CHECK (iva_minor >= 0),
  ADD COLUMN isr_withheld_minor bigint NOT NULL DEFAULT 0 CHECK (isr_withheld_minor >= 0),
  ADD COLUMN iva_withheld_minor bigint NOT NULL DEFAULT 0 CHECK (iva_withheld_minor >= 0),
  -- What the landlord is paid: the rent and its IVA less what is withheld.
  ADD COLUMN net_minor bigint,
  -- The landlord's CFDI of this payment, once received and found to agree with it.
  ADD COLUMN landlord_cfdi_uuid uuid,
  ADD COLUMN landlord_cfdi_key text UNIQUE,
  ADD COLUMN landlord_cfdi_received_at timestamptz,
  ADD CONSTRAINT rent_payments_lease_fk FOREIGN KEY (company_id, lease_document_id)
    REFERENCES company_documents (company_id, id);
UPDATE rent_payments SET net_minor = amount_minor;
ALTER TABLE rent_payments ALTER COLUMN net_minor SET NOT NULL;
ALTER TABLE rent_payments
  ADD CONSTRAINT rent_payments_net_check
    CHECK (net_minor = amount_minor + iva_minor - isr_withheld_minor - iva_withheld_minor),
  ADD CONSTRAINT rent_payments_mexican_terms_check CHECK (
    (landlord_kind IS NULL) = (property_use IS NULL)
    AND (landlord_kind IS NULL) = (landlord_rfc IS NULL)
  ),
  ADD CONSTRAINT rent_payments_landlord_cfdi_check CHECK (
    (landlord_cfdi_uuid IS NULL) = (landlord_cfdi_received_at IS NULL)
    AND (landlord_cfdi_uuid IS NULL) = (landlord_cfdi_key IS NULL)
    AND (landlord_cfdi_uuid IS NULL OR landlord_kind IS NOT NULL)
  );
-- A CFDI is the landlord's receipt of one payment: the same one is not kept for another.
CREATE UNIQUE INDEX rent_payments_landlord_cfdi_idx ON rent_payments (company_id, landlord_cfdi_uuid)
  WHERE landlord_cfdi_uuid IS NOT NULL;
