import { spendingPayFrequencies } from "@epr/domain";
import type { Queryable } from "../db/database.js";

/**
 * The spending-account vendor (assist-employees.md §7 spendingAccountInformation,
 * spendingAccountPayClass, spendingAccountVendors, saveSpendingAccountInformation) as an adapter:
 * a deployment brings its own through the app's deps (`spendingVendor`); the built-in default
 * keeps the accounts in this database (migration 028). Every call names the member as the vendor
 * does, the umi suffixed with 0 (§9).
 */
export interface SpendingVendor {
  /** §7 spendingAccountInformation: the holder and its accounts in one group; null when it has none. */
  accountInformation(
    db: Queryable,
    vendorUmi: string,
    groupNumber: string,
  ): Promise<VendorAccountInfo | null>;
  /** The groups in which the member holds spending accounts (the group selection, §2.7). */
  groupsOf(db: Queryable, vendorUmi: string): Promise<string[]>;
  /** §7 spendingAccountPayClass. */
  payClasses(): Promise<{ code: string; label: string }[]>;
  /** §7 spendingAccountVendors, by group number. */
  vendors(db: Queryable, groupNumber: string): Promise<VendorList>;
  /** §7 saveSpendingAccountInformation, inside the caller's transaction (the write pipeline's). */
  saveElection(
    tx: Queryable,
    vendorUmi: string,
    groupNumber: string,
    election: VendorElection,
  ): Promise<void>;
  /** The external vendor tool's address (§6: the link for the two roles and vendor code 12). */
  toolUrl(vendorCode: string): string;
}

/** One plan period as the vendor answers it; dates MM/dd/yyyy or "" (§3). */
export interface VendorPlanPeriod {
  accountType: string;
  accountDescription: string;
  planPeriod: string;
  status: "Elected" | "Canceled" | "";
  employeeAnnualContribution: number;
  employerAnnualContribution: number;
  minAnnualContribution: number | null;
  maxAnnualContribution: number | null;
  beginDate: string;
  endDate: string;
  contractBeginDate: string;
  contractEndDate: string;
}

/** §3 Spending account info. */
export interface VendorAccountInfo {
  systemDepositIndicator: string | null;
  payFrequency: string | null;
  /** In the vendor's order: accounts by position, plan periods newest first. */
  planPeriods: VendorPlanPeriod[];
}

/** §7 spendingAccountVendors. */
export interface VendorList {
  currentVendors: { code: string; name: string }[];
  previousVendors: { code: string; name: string }[];
  futureVendors: { code: string; name: string }[];
}

/** One plan period's election and the holder's pay frequency, as saved. */
export interface VendorElection {
  payFrequency: string;
  accountType: string;
  planPeriod: string;
  status: "Elected" | "Canceled" | "";
  beginDate: string;
  endDate: string;
  employeeAnnualContribution: number;
}

/** Where the built-in vendor tool link goes unless EPR_SPENDING_VENDOR_URL says (a fictional host). */
export const DEFAULT_SPENDING_VENDOR_URL = "https://spending-vendor.example/employer";

/** The umi the portal knows, from the vendor's (the umi suffixed with 0, §9). */
const memberOf = (vendorUmi: string) => vendorUmi.replace(/0$/, "");

const PERIOD_COLUMNS = `account_type, account_description, plan_period, status,
  employee_annual_contribution::float8 as employee, employer_annual_contribution::float8 as employer,
  min_annual_contribution::float8 as min, max_annual_contribution::float8 as max,
  coalesce(to_char(begin_date, 'MM/DD/YYYY'), '') as begin_date, coalesce(to_char(end_date, 'MM/DD/YYYY'), '') as end_date,
  to_char(contract_begin_date, 'MM/DD/YYYY') as contract_begin_date,
  to_char(contract_end_date, 'MM/DD/YYYY') as contract_end_date`;

interface PeriodRow {
  account_type: string;
  account_description: string;
  plan_period: string;
  status: VendorPlanPeriod["status"];
  employee: number;
  employer: number;
  min: number | null;
  max: number | null;
  begin_date: string;
  end_date: string;
  contract_begin_date: string;
  contract_end_date: string;
}

/** The built-in vendor over migration 028's tables. */
export function builtInSpendingVendor(options: { url?: string } = {}): SpendingVendor {
  const url = options.url ?? DEFAULT_SPENDING_VENDOR_URL;
  return {
    async accountInformation(db, vendorUmi, groupNumber) {
      const umi = memberOf(vendorUmi);
      const holder = await db.query<{ system_deposit_indicator: string; pay_frequency: string | null }>(
        "select system_deposit_indicator, pay_frequency from spending_account_holders where umi = $1 and group_number = $2",
        [umi, groupNumber],
      );
      const row = holder.rows[0];
      if (!row) return null;
      const periods = await db.query<PeriodRow>(
        `select ${PERIOD_COLUMNS} from spending_plan_periods where umi = $1 and group_number = $2
          order by position, account_type, plan_period desc`,
        [umi, groupNumber],
      );
      return {
        systemDepositIndicator: row.system_deposit_indicator,
        payFrequency: row.pay_frequency,
        planPeriods: periods.rows.map((p) => ({
          accountType: p.account_type,
          accountDescription: p.account_description,
          planPeriod: p.plan_period,
          status: p.status,
          employeeAnnualContribution: p.employee,
          employerAnnualContribution: p.employer,
          minAnnualContribution: p.min,
          maxAnnualContribution: p.max,
          beginDate: p.begin_date,
          endDate: p.end_date,
          contractBeginDate: p.contract_begin_date,
          contractEndDate: p.contract_end_date,
        })),
      };
    },
    async groupsOf(db, vendorUmi) {
      const { rows } = await db.query<{ group_number: string }>(
        "select group_number from spending_account_holders where umi = $1 order by group_number",
        [memberOf(vendorUmi)],
      );
      return rows.map((r) => r.group_number);
    },
    async payClasses() {
      return spendingPayFrequencies.map((f) => ({ code: f.code, label: f.label }));
    },
    async vendors(db, groupNumber) {
      const { rows } = await db.query<{ timing: string; vendor_code: string; vendor_name: string }>(
        "select timing, vendor_code, vendor_name from spending_vendors where group_number = $1 order by timing, vendor_code",
        [groupNumber],
      );
      const of = (timing: string) =>
        rows.filter((r) => r.timing === timing).map((r) => ({ code: r.vendor_code, name: r.vendor_name }));
      return { currentVendors: of("current"), previousVendors: of("previous"), futureVendors: of("future") };
    },
    async saveElection(tx, vendorUmi, groupNumber, election) {
      const umi = memberOf(vendorUmi);
      await tx.query(
        "update spending_account_holders set pay_frequency = $3 where umi = $1 and group_number = $2",
        [umi, groupNumber, election.payFrequency],
      );
      await tx.query(
        `update spending_plan_periods
            set status = $5, begin_date = to_date(nullif($6, ''), 'MM/DD/YYYY'),
                end_date = to_date(nullif($7, ''), 'MM/DD/YYYY'), employee_annual_contribution = $8
          where umi = $1 and group_number = $2 and account_type = $3 and plan_period = $4`,
        [
          umi,
          groupNumber,
          election.accountType,
          election.planPeriod,
          election.status,
          election.beginDate,
          election.endDate,
          election.employeeAnnualContribution,
        ],
      );
    },
    toolUrl(vendorCode) {
      const target = new URL(url);
      target.searchParams.set("vendor", vendorCode);
      return target.toString();
    },
  };
}

/** The built-in vendor, its tool at EPR_SPENDING_VENDOR_URL when set. */
export function spendingVendorFromEnv(env: NodeJS.ProcessEnv = process.env): SpendingVendor {
  const url = env.EPR_SPENDING_VENDOR_URL?.trim();
  return builtInSpendingVendor(url ? { url } : {});
}
