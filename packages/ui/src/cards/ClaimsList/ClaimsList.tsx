import { claimSourceLabel, claimStatusLabel, formatClaimAmount } from "@epr/domain";
import { ClaimPlanTypeIcon, ClaimStatusIcon } from "./ClaimIcons.js";

/** One claim of the summary as the list shows it (assist-employees.md §3 Claim summary). */
export interface ClaimsListItem {
  claimNumber: string;
  /** The member's name as shown. */
  memberName: string;
  /** The status code, 1 to 5 (§4); anything else reads 'Info Not Available'. */
  status: number | string;
  /** The claim source: medical, dental, vision or ods (drug). */
  planType: string;
  providerName: string;
  /** MM/dd/yyyy */
  serviceDate: string;
  billedAmount: number;
}

/** The list's words ({number}, {member}, {date}, {amount} are filled in). */
export const defaultClaimsListCopy = {
  line: "{member}, service {date}, billed {amount}",
  details: "Claim {number} details",
};

/** The words of `ClaimsList`. */
export type ClaimsListCopy = typeof defaultClaimsListCopy;

/** Props of `ClaimsList`. */
export interface ClaimsListProps {
  claims: readonly ClaimsListItem[];
  /** The claim's details were asked for. */
  onOpen: (claimNumber: string) => void;
  copy?: Partial<ClaimsListCopy>;
}

const linkClass =
  "font-semibold text-link underline underline-offset-2 hover:no-underline focus-visible:focus-ring";
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/**
 * The claims of the summary page (assist-employees.md §2.9): each row is the claim status row —
 * the status icon and description, then the plan type icon and the provider name — the member,
 * service date and billed amount, and the claim's details. The icons are decorative: the status and
 * plan type are said in words beside them, which is what a screen reader reads. Fetches nothing.
 */
export function ClaimsList({ claims, onOpen, copy }: ClaimsListProps) {
  const words = { ...defaultClaimsListCopy, ...copy };
  return (
    <ul className="grid gap-2" data-claims-list="">
      {claims.map((claim) => (
        <li
          key={claim.claimNumber}
          data-claim={claim.claimNumber}
          className="rounded border border-border p-3"
        >
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold">
            <span className="inline-flex items-center gap-1" data-claim-status={claim.status}>
              <ClaimStatusIcon status={claim.status} />
              {claimStatusLabel(claim.status)}
            </span>
            {/* Spaces between the parts, so a screen reader's text never runs them together. */}{" "}
            <span aria-hidden="true">·</span>{" "}
            <span className="inline-flex items-center gap-1" data-claim-plan-type={claim.planType}>
              <ClaimPlanTypeIcon planType={claim.planType} />
              {claimSourceLabel(claim.planType)}
            </span>{" "}
            <span aria-hidden="true">·</span> <span>{claim.providerName}</span>
          </p>
          <p>
            {fill(words.line, {
              member: claim.memberName,
              date: claim.serviceDate,
              amount: formatClaimAmount(claim.billedAmount),
            })}
          </p>
          <button type="button" className={linkClass} onClick={() => onOpen(claim.claimNumber)}>
            {fill(words.details, { number: claim.claimNumber })}
          </button>
        </li>
      ))}
    </ul>
  );
}
