import { coverageTypeLabel, type GroupInformationSectionId, groupInformationSections } from "@epr/domain";
import type { ReactNode } from "react";
import { DataList } from "../../primitives/Card/Card.js";
import { FeedbackBar } from "../../primitives/FeedbackBar/FeedbackBar.js";
import { RecordTable } from "../../primitives/ReadOnlyTable/RecordTable.js";
import { Section, SectionGroup } from "../../primitives/Section/Section.js";

/** What group info shows (assist-employees.md §2.10, §3 Group), from the page's six loads. */
export interface GroupInformationValue {
  groupNumber: string;
  groupName: string;
  status: "Active" | "Cancelled";
  /** MM/dd/yyyy, or null when not cancelled. */
  cancelDate: string | null;
  /** §3 counts: cancelled, active and all employees of the group. */
  ccount: number;
  acount: number;
  tcount: number;
  products: readonly {
    productId: string;
    productName: string;
    coverageType: string;
    lineOfBusiness: string;
  }[];
  /** The additional group information (§7, with parentalCrossLink); null when it failed to load. */
  features: {
    planAreaCode: string;
    providerRequired?: boolean | null | undefined;
    tobaccoQuestionRequired?: boolean | null | undefined;
    adultAge?: number | null | undefined;
    adultDentalAllowed?: boolean | null | undefined;
    adultVisionAllowed?: boolean | null | undefined;
    domesticPartner?: boolean | null | undefined;
    civilUnion?: boolean | null | undefined;
    spendingAccount?: boolean | null | undefined;
    parentalCrossLink?: string | null | undefined;
  } | null;
  /** Section index 3: the group's report code definitions. */
  reportCodes: readonly {
    type: string;
    abbreviatedType: string;
    required: boolean;
    maxLength: number;
    allowedValues: readonly string[];
  }[];
  /** Section index 4: identity theft with vendor and status (§2.10); null when not offered to the login. */
  identityTheft: { vendor: string; protectionEnabled: boolean } | null;
}

/** Words of group info; section titles come from @epr/domain's list. */
export const defaultGroupInformationCopy = {
  groupNumber: "Group Number",
  groupName: "Group Name",
  status: "Status",
  cancelDate: "Cancel Date",
  acount: "Active Employees",
  ccount: "Cancelled Employees",
  tcount: "Total Employees",
  planAreaCode: "Plan Area Code",
  providerRequired: "Provider Required",
  tobaccoQuestionRequired: "Tobacco Question Required",
  adultAge: "Adult Age",
  adultDentalAllowed: "Adult Dental",
  adultVisionAllowed: "Adult Vision",
  domesticPartner: "Domestic Partner",
  civilUnion: "Civil Union",
  spendingAccount: "Spending Account",
  parentalCrossLink: "Parental Cross Link",
  yes: "Yes",
  no: "No",
  code: "Code",
  reportCodeType: "Type",
  required: "Required",
  maxLength: "Maximum Length",
  allowedValues: "Allowed Values",
  anyValue: "Any value",
  noReportCodes: "This group has no report codes.",
  vendor: "Vendor",
  protection: "Protection",
  optedIn: "Opted in",
  notOptedIn: "Not opted in",
  notOffered: "Identity theft protection is not offered for this group.",
  product: "Product",
  coverageType: "Coverage Type",
  lineOfBusiness: "Line of Business",
  noProducts: "This group has no products.",
  expandAll: "Expand all",
  collapseAll: "Collapse all",
};
export type GroupInformationCopy = typeof defaultGroupInformationCopy;

/** Props of `GroupInformationCard`. */
export interface GroupInformationCardProps {
  group: GroupInformationValue;
  /** A section whose load failed, with the message to show in its place (§8). */
  failed?: Partial<Record<GroupInformationSectionId, string>>;
  copy?: Partial<GroupInformationCopy>;
}

/**
 * Group info (assist-employees.md §2.10): six collapsible sections, loaded on entry, with Expand
 * all / Collapse all; section 3 is report codes and section 4 identity theft with vendor and status.
 */
export function GroupInformationCard({ group, failed = {}, copy }: GroupInformationCardProps) {
  const words = { ...defaultGroupInformationCopy, ...copy };
  const yesNo = (value: boolean | null | undefined) => (value == null ? "" : value ? words.yes : words.no);
  const features = group.features;
  const body: Record<GroupInformationSectionId, ReactNode> = {
    general: (
      <DataList
        items={[
          { label: words.groupNumber, value: group.groupNumber },
          { label: words.groupName, value: group.groupName },
          { label: words.status, value: group.status },
          { label: words.cancelDate, value: group.cancelDate ?? "" },
        ]}
      />
    ),
    membership: (
      <DataList
        columns={3}
        items={[
          { label: words.acount, value: <span data-count="acount">{group.acount}</span> },
          { label: words.ccount, value: <span data-count="ccount">{group.ccount}</span> },
          { label: words.tcount, value: <span data-count="tcount">{group.tcount}</span> },
        ]}
      />
    ),
    features: features ? (
      <DataList
        items={[
          { label: words.planAreaCode, value: features.planAreaCode },
          { label: words.providerRequired, value: yesNo(features.providerRequired) },
          { label: words.tobaccoQuestionRequired, value: yesNo(features.tobaccoQuestionRequired) },
          { label: words.adultAge, value: features.adultAge == null ? "" : String(features.adultAge) },
          { label: words.adultDentalAllowed, value: yesNo(features.adultDentalAllowed) },
          { label: words.adultVisionAllowed, value: yesNo(features.adultVisionAllowed) },
          { label: words.domesticPartner, value: yesNo(features.domesticPartner) },
          { label: words.civilUnion, value: yesNo(features.civilUnion) },
          { label: words.spendingAccount, value: yesNo(features.spendingAccount) },
          {
            label: words.parentalCrossLink,
            value: <span data-parental-cross-link>{features.parentalCrossLink ?? ""}</span>,
          },
        ]}
      />
    ) : null,
    "report-codes":
      group.reportCodes.length === 0 ? (
        <p>{words.noReportCodes}</p>
      ) : (
        <RecordTable
          caption={groupInformationSections[3].title}
          rows={group.reportCodes}
          rowKey={(code) => code.abbreviatedType}
          alignTop
          columns={[
            { header: words.code, cell: (code) => code.abbreviatedType },
            { header: words.reportCodeType, cell: (code) => code.type },
            { header: words.required, cell: (code) => yesNo(code.required) },
            { header: words.maxLength, cell: (code) => code.maxLength },
            {
              header: words.allowedValues,
              cell: (code) =>
                code.allowedValues.length > 0 ? code.allowedValues.join(", ") : words.anyValue,
            },
          ]}
        />
      ),
    "identity-theft": group.identityTheft ? (
      <DataList
        items={[
          { label: words.vendor, value: group.identityTheft.vendor },
          {
            label: words.protection,
            value: (
              <span data-identity-theft-status>
                {group.identityTheft.protectionEnabled ? words.optedIn : words.notOptedIn}
              </span>
            ),
          },
        ]}
      />
    ) : (
      <p>{words.notOffered}</p>
    ),
    products:
      group.products.length === 0 ? (
        <p>{words.noProducts}</p>
      ) : (
        <RecordTable
          caption={groupInformationSections[5].title}
          rows={group.products}
          rowKey={(p) => p.productId}
          columns={[
            { header: words.product, cell: (p) => p.productName },
            { header: words.coverageType, cell: (p) => coverageTypeLabel(p.coverageType) },
            { header: words.lineOfBusiness, cell: (p) => p.lineOfBusiness },
          ]}
        />
      ),
  };
  return (
    <SectionGroup
      data-slot="group-information"
      defaultOpen="all"
      expandAllLabel={words.expandAll}
      collapseAllLabel={words.collapseAll}
      className="flex flex-col gap-4"
    >
      {groupInformationSections.map((section) => (
        <Section key={section.id} value={section.id} title={section.title} data-section={section.id}>
          {failed[section.id] ? (
            <FeedbackBar variant="failure">{failed[section.id]}</FeedbackBar>
          ) : (
            (body[section.id] ?? null)
          )}
        </Section>
      ))}
    </SectionGroup>
  );
}
