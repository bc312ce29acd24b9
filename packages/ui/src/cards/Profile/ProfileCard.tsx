import { PROFILE_GROUP_PAGE_SIZE, sessionMessages, visibleGroupAccessRows } from "@epr/domain";
import { useMemo } from "react";
import { lazyNamed } from "../../lib/lazyNamed.js";
import { CardFrame, DataList } from "../../primitives/Card/Card.js";
import { ReadOnlyTable } from "../../primitives/ReadOnlyTable/ReadOnlyTable.js";
import { Tooltip } from "../../primitives/Tooltip/Tooltip.js";

/**
 * The group access table (TanStack Table's sorting and paging) downloads after the card's first
 * paint (bundle budget: each route under 80 kB); until then a line says it is coming.
 */
const GroupAccessTable = lazyNamed(() => import("./GroupAccessTable.js").then((m) => m.GroupAccessTable), {
  fallback: (
    <p role="status" className="m-0 text-muted-foreground">
      Loading group access…
    </p>
  ),
});

/** The administrator's details on the profile (session-and-admin.md §3 Plan administrator). */
export interface ProfileAdministrator {
  firstName: string;
  lastName: string;
  loginId: string;
  email: string;
  company: string;
}

/** The client the administrator works for, when one is chosen. */
export interface ProfileEmployer {
  clientName: string;
  clientNumber: string;
}

/** One group access row (session-and-admin.md §3): Employee Data and Spending Account values. */
export interface ProfileGroupAccess {
  groupNumber: string;
  employeeData: string;
  spendingAccount: string;
}

/** Props of `ProfileCard`. */
export interface ProfileCardProps {
  administrator: ProfileAdministrator;
  /** Null for a multi-client administrator with no client chosen. */
  employer: ProfileEmployer | null;
  /** The site access entries shown, labelled (@epr/domain `siteAccessList`). */
  siteAccess: readonly { id: string; label: string }[];
  /** Every group entitlement; rows N/A in both columns are not listed (§5). */
  groups: readonly ProfileGroupAccess[];
  /**
   * The reduced page of a multi-client administrator with no client chosen (§2 /profile): the
   * access table omits the Spending Account column.
   */
  reduced: boolean;
  /** The brand's incorrect-information sentence (§6: Broker or Sales Representative, or Client Manager). */
  incorrectInformation: string;
}

/**
 * The profile (session-and-admin.md §2 /profile, §5, §6, §9): the administrator's details, the
 * site access table, and the group access rows (only those not N/A, 10 a page, by group number),
 * with the tooltip and the brand's incorrect-information wording. Read-only: the spec gives the
 * administrator nothing to edit here (entitlements are changed by a super user).
 */
export function ProfileCard({
  administrator,
  employer,
  siteAccess,
  groups,
  reduced,
  incorrectInformation,
}: ProfileCardProps) {
  const rows = useMemo(() => visibleGroupAccessRows(groups), [groups]);
  const details = [
    { label: "Name", value: `${administrator.firstName} ${administrator.lastName}` },
    { label: "Login ID", value: administrator.loginId },
    { label: "E-mail", value: administrator.email },
    { label: "Company", value: administrator.company },
    ...(employer
      ? [{ label: "Client", value: `${employer.clientName} (${employer.clientNumber})`, id: "client" }]
      : []),
  ];
  return (
    <CardFrame
      title="Plan Administrator Profile"
      mode="read"
      actions={<Tooltip content={sessionMessages.profileTooltip} label="About this page" side="bottom" />}
    >
      <div className="flex flex-col gap-6 p-card">
        <DataList items={details} />
        <p className="m-0 text-muted-foreground">{incorrectInformation}</p>
        <section aria-labelledby="profile-site-access" className="flex flex-col gap-2">
          <h3 id="profile-site-access" className="m-0 font-bold text-base">
            Site Access
          </h3>
          {siteAccess.length ? (
            <ReadOnlyTable caption="Site access" columns={["Access", "Granted"]}>
              {siteAccess.map((entry) => (
                <tr key={entry.id} className="border-border border-t">
                  <th scope="row" className="px-3 py-2 font-normal">
                    {entry.label}
                  </th>
                  <td className="px-3 py-2">Yes</td>
                </tr>
              ))}
            </ReadOnlyTable>
          ) : (
            <p className="m-0">No site access entitlements.</p>
          )}
        </section>
        <section aria-labelledby="profile-group-access" className="flex flex-col gap-2">
          <h3 id="profile-group-access" className="m-0 font-bold text-base">
            Group Access
          </h3>
          <GroupAccessTable
            rows={rows}
            reduced={reduced}
            pageSize={PROFILE_GROUP_PAGE_SIZE}
            emptyMessage={
              employer ? sessionMessages.noGroupsToDisplay : "Choose a client to see your group access."
            }
          />
        </section>
      </div>
    </CardFrame>
  );
}
