import { TitledSection } from "../shared/TitledSection.js";

/** The client's general information (assist-employees.md §7 getGeneralInfo; fields ours, §2.10). */
export interface ClientGeneralInfoValue {
  clientNumber: string;
  clientName: string;
  status: "Active" | "Cancelled";
  /** Self-funded (ASO) or fully insured. */
  aso: boolean;
  /** MM/dd/yyyy, or null for an established client. */
  coverageEffectiveDate: string | null;
  address: { line: string; city: string; state: string; zip: string } | null;
  activeGroups: number;
  cancelledGroups: number;
}

/** Words of the general info card. */
export const defaultClientGeneralInfoCopy = {
  title: "General Information",
  clientNumber: "Client Number",
  clientName: "Client Name",
  status: "Status",
  funding: "Funding",
  aso: "Self-funded (ASO)",
  insured: "Fully insured",
  coverageEffectiveDate: "Coverage Effective Date",
  address: "Address",
  activeGroups: "Active Groups",
  cancelledGroups: "Cancelled Groups",
};
export type ClientGeneralInfoCopy = typeof defaultClientGeneralInfoCopy;

/** Props of `ClientGeneralInfoCard`. */
export interface ClientGeneralInfoCardProps {
  info: ClientGeneralInfoValue;
  copy?: Partial<ClientGeneralInfoCopy>;
}

/** The client info page's general info tab (assist-employees.md §2.10): read-only. */
export function ClientGeneralInfoCard({ info, copy }: ClientGeneralInfoCardProps) {
  const words = { ...defaultClientGeneralInfoCopy, ...copy };
  const address = info.address
    ? `${info.address.line}, ${info.address.city}, ${info.address.state} ${info.address.zip}`
    : "";
  return (
    <TitledSection title={words.title} slot="client-general-info">
      {/* DataList's markup without its module: this tab loads nothing the form pages do not share. */}
      <dl data-slot="data-list" className="m-0 grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {[
          { label: words.clientNumber, value: info.clientNumber },
          { label: words.clientName, value: info.clientName },
          { label: words.status, value: info.status },
          { label: words.funding, value: info.aso ? words.aso : words.insured },
          { label: words.coverageEffectiveDate, value: info.coverageEffectiveDate ?? "" },
          { label: words.address, value: address },
          { label: words.activeGroups, value: String(info.activeGroups) },
          { label: words.cancelledGroups, value: String(info.cancelledGroups) },
        ].map((item) => (
          <div key={item.label} className="flex flex-col">
            <dt className="text-muted-foreground text-sm">{item.label}</dt>
            <dd className="m-0 font-semibold">{item.value === "" ? "—" : item.value}</dd>
          </div>
        ))}
      </dl>
    </TitledSection>
  );
}
