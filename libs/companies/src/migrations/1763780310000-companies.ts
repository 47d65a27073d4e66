import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Companies1763780310000 implements MigrationInterface {
  name = 'Companies1763780310000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(`CREATE TABLE company (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL,
      description text,
      coupon text,
      website text,
      business_owner text,
      operations_owner text,
      manual_booking_owner text,
      pipedrive_deal_id text,
      activated boolean NOT NULL DEFAULT false,
      signed_agreement boolean NOT NULL DEFAULT false,
      schedule_authorized boolean NOT NULL DEFAULT false,
      is_preferred boolean NOT NULL DEFAULT false,
      allow_online_amendment boolean NOT NULL DEFAULT false,
      allow_online_cancel boolean NOT NULL DEFAULT true,
      is_send_bookings_emails boolean NOT NULL DEFAULT true,
      is_heat boolean NOT NULL DEFAULT false,
      heat_doc_link text,
      is_supplier boolean NOT NULL DEFAULT false,
      special_deal boolean NOT NULL DEFAULT false,
      is_tms boolean NOT NULL DEFAULT false,
      tms text,
      is_commission boolean NOT NULL DEFAULT false,
      commission text CHECK (commission IN ('Gross', 'Net')),
      is_blocked_for_b2b boolean NOT NULL DEFAULT false,

      is_printed_voucher_require boolean NOT NULL DEFAULT false,
      show_price_on_voucher boolean NOT NULL DEFAULT false,
      show_cost_on_voucher boolean NOT NULL DEFAULT false,
      show_price_in_supplier_currency_on_voucher boolean NOT NULL DEFAULT false,
      show_cost_in_supplier_currency_on_voucher boolean NOT NULL DEFAULT false,
      show_number_of_tickets_on_voucher boolean NOT NULL DEFAULT false,
      is_display_logo_as_supplier boolean NOT NULL DEFAULT false,
      voucher_remark text,
      voucher_alert jsonb,

      address text,
      address_city text,
      address_country text,
      address_country_code text,
      phone_number1 text,
      phone_number2 text,
      zip_code text,

      currency text,
      region text CHECK (region IN ('latam', 'apac', 'emea', 'north_america')),
      finance_id text,
      payment_platform_name text,
      invoice_payment_cycle text CHECK (invoice_payment_cycle IN ('monthly', 'bi_weekly')),
      finance_note text,
      payment_type text CHECK (payment_type IN ('invoice', 'topup')),
      do_auto_topup_requests boolean NOT NULL DEFAULT false,
      topup_auto_deposit_from_days_left int DEFAULT 14 CHECK (topup_auto_deposit_from_days_left BETWEEN 0 AND 365),
      num_of_days_to_extend_topup int DEFAULT 44 CHECK (num_of_days_to_extend_topup BETWEEN 0 AND 365),
      category text,
      calculation_based_on text CHECK (calculation_based_on IN ('booking_date', 'departure_date')),
      tax_code text,
      subsidiary text,
      payment_terms text,
      payment_method text,
      tax_id text,
      eligible1099 boolean NOT NULL DEFAULT false,
      has_security_deposit boolean NOT NULL DEFAULT false,
      security_deposit numeric(14,2) CHECK (security_deposit >= 0),
      bank_name text,
      bank_address text,
      bank_account_number text,
      bank_code text,
      bank_sort_code text,
      bank_aba_code text,
      bank_account_name text,
      swift_code text,
      iban text,
      account_country_code text,
      hw_payment_type text DEFAULT 'api' CHECK (hw_payment_type IN ('api', 'manual')),
      swift_fees text DEFAULT 'our' CHECK (swift_fees IN ('our', 'sha')),
      accounting_contact_name text,
      accounting_contact_email text,
      accounting_contact_phone text,
      proof_of_payment text,
      contract text,

      passenger_types jsonb NOT NULL DEFAULT '[]',

      language text DEFAULT 'en',
      is_sales_report_email boolean NOT NULL DEFAULT false,
      report_agents text[] NOT NULL DEFAULT '{}',

      cost_discount_from_api numeric(5,2) CHECK (cost_discount_from_api BETWEEN -100 AND 100),
      logo_key text,
      cover_key text,

      version int NOT NULL DEFAULT 1,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    // List filters: name and website "contains" (trigram), the two flags, and the agent username filter.
    await q.query(`CREATE INDEX company_name_trgm_idx ON company USING gin (name gin_trgm_ops)`);
    await q.query(`CREATE INDEX company_name_idx ON company (lower(name))`);
    await q.query(`CREATE INDEX company_website_trgm_idx ON company USING gin (website gin_trgm_ops)`);
    await q.query(`CREATE INDEX company_is_heat_idx ON company (is_heat) WHERE is_heat`);
    await q.query(`CREATE INDEX company_is_supplier_idx ON company (is_supplier) WHERE is_supplier`);
    await q.query(`CREATE INDEX app_user_username_trgm_idx ON app_user USING gin (username gin_trgm_ops)`);
    await q.query(`CREATE INDEX app_user_company_role_idx ON app_user (company_id, role, created_at)`);
    await q.query(`UPDATE app_user SET company_id = NULL WHERE company_id IS NOT NULL`);
    await q.query(`ALTER TABLE app_user ADD CONSTRAINT app_user_company_fk FOREIGN KEY (company_id) REFERENCES company (id) ON DELETE SET NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE app_user DROP CONSTRAINT app_user_company_fk`);
    await q.query(`DROP INDEX app_user_company_role_idx`);
    await q.query(`DROP INDEX app_user_username_trgm_idx`);
    await q.query(`DROP TABLE company`);
  }
}
