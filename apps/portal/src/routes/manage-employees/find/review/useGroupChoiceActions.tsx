import { type EmployeeLinkActionId, type SummaryGroup, sortGroupsForSwitcher } from "@epr/domain";
import { type ReactNode, useState } from "react";
import { useNavigate } from "react-router";
import { ChangePcpOrSbc } from "../../../../lib/lazyModals.js";
import { employeeActionPaths } from "../../../../lib/paths.js";

/** The link actions that are for one group of the employee: asked first when there are several. */
type GroupChoiceAction = Extract<EmployeeLinkActionId, "changePcp" | "viewSbc">;

/** What `useGroupChoiceActions` gives the summary page. */
export interface GroupChoiceActions {
  /** The actions done in place (the summary's `onLinkAction`): none for an employee of one group. */
  onLinkAction: Partial<Record<GroupChoiceAction, () => void>>;
  /** The change PCP / view summary of benefits modal, rendered by the page. */
  modal: ReactNode;
}

/**
 * Change PCP and View SBC of the summary's actions menu (enrollment.md §2 Actions menu, Modals:
 * "change PCP / view summary of benefits"): for an employee in several active groups they open the
 * modal that asks which group (in the group switcher's order, the first chosen), and Continue goes
 * to that group's Change PCP page or summary of benefits (assist-employees.md §2.3, §2.5). An
 * employee of one active group goes there at once, by the menu's link, as before.
 */
export function useGroupChoiceActions(umi: string, groups: readonly SummaryGroup[]): GroupChoiceActions {
  const navigate = useNavigate();
  const [asking, setAsking] = useState<GroupChoiceAction | null>(null);
  const active = sortGroupsForSwitcher(groups).filter((group) => group.status === "active");
  const several = active.length > 1;
  return {
    onLinkAction: several
      ? { changePcp: () => setAsking("changePcp"), viewSbc: () => setAsking("viewSbc") }
      : {},
    modal: (
      <ChangePcpOrSbc
        open={asking !== null}
        action={asking ?? "changePcp"}
        groups={active.map((group) => ({ groupNumber: group.groupNumber, name: group.groupName }))}
        onCancel={() => setAsking(null)}
        onContinue={(groupNumber) => {
          if (asking) navigate(employeeActionPaths[asking]({ umi, groupNumber }));
          setAsking(null);
        }}
      />
    ),
  };
}
