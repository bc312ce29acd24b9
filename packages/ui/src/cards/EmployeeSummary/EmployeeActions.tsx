import { useBrand } from "@epr/brand-themes";
import {
  type ActionEntitlements,
  type EmployeeActionId,
  type EmployeeLinkActionId,
  employeeActions,
  isEmployeeActive,
  isEmployeeLinkAction,
  type SummaryGroup,
} from "@epr/domain";
import { useState } from "react";
import { FeedbackBar } from "../../primitives/FeedbackBar/FeedbackBar.js";
import type { ActionsMenuItem, RenderLink } from "./ActionsMenu.js";
import { LazyActionsMenu as ActionsMenu } from "./LazyActionsMenu.js";

/** What the administrator may do, as the session tells it (enrollment.md §6). */
export interface EmployeeActionRights {
  /** The client is active (not cancelled). */
  clientActive: boolean;
  entitlements: ActionEntitlements;
  /** A view-only administrator (@epr/domain `isViewOnlyAdmin`): no action that changes the record. */
  viewOnly?: boolean;
  /** The employee has a pending transaction: no action that changes the record (enrollment.md §4, §8). */
  pendingTransaction?: boolean;
}

/** The actions done on the summary page itself; the others are links (`EmployeeLinkActionId`). */
export type EmployeeInPlaceActionId = Exclude<EmployeeActionId, EmployeeLinkActionId>;

/** Props of `EmployeeActions`. */
export interface EmployeeActionsProps {
  rights: EmployeeActionRights;
  /** The employee's groups: active ones make the employee active, modifiable active ones allow Cancel Coverage. */
  groups: readonly SummaryGroup[];
  /**
   * Callbacks of the in-place actions; an action without one is not offered. A link action with a
   * callback is done in place too (the page asks something first: Change PCP or View SBC asks the
   * group of an employee of several groups, enrollment.md §2 Modals).
   */
  handlers: Partial<Record<EmployeeActionId, () => void>>;
  /** Routes of the link actions (Change PCP, ID Cards, Claims, spending elections, View SBC); one without a route is not offered. */
  hrefs?: Partial<Record<EmployeeLinkActionId, string>>;
  renderLink?: RenderLink;
  /** Actions not to offer now (Edit while already editing). */
  hidden?: readonly EmployeeActionId[];
  /** The menu button's text. */
  label?: string;
}

/**
 * The actions menu of one employee (enrollment.md §2, §6): which actions show is @epr/domain
 * `employeeActions` with the brand's flags from the nearest `BrandProvider`; Cancel Coverage with no
 * modifiable active group shows the Access Denied message instead of acting.
 */
export function EmployeeActions({
  rights,
  groups,
  handlers,
  hrefs = {},
  renderLink,
  hidden = [],
  label = "Employee Actions",
}: EmployeeActionsProps) {
  const brand = useBrand();
  const [denied, setDenied] = useState<string | null>(null);
  const active = groups.filter((g) => g.status === "active");
  const actions = employeeActions({
    employeeActive: isEmployeeActive({ activeGroupNumbers: active.map((g) => g.groupNumber) }),
    clientActive: rights.clientActive,
    anyGroupModifiable: active.some((g) => g.modifiable),
    entitlements: rights.entitlements,
    viewOnly: rights.viewOnly,
    pendingTransaction: rights.pendingTransaction,
    brand: brand.capabilities,
  });
  const items = actions.flatMap((action): ActionsMenuItem[] => {
    if (hidden.includes(action.id)) return [];
    if (isEmployeeLinkAction(action.id) && !handlers[action.id]) {
      const href = hrefs[action.id];
      return href ? [{ id: action.id, label: action.label, href }] : [];
    }
    const handler = handlers[action.id];
    if (!handler) return [];
    const { deniedMessage } = action;
    return [
      {
        id: action.id,
        label: action.label,
        onSelect: deniedMessage ? () => setDenied(deniedMessage) : handler,
      },
    ];
  });
  if (items.length === 0) return null;
  return (
    <div className="flex flex-col items-end gap-2">
      <ActionsMenu label={label} items={items} renderLink={renderLink} />
      {denied ? (
        <FeedbackBar variant="failure" title={null} onDismiss={() => setDenied(null)}>
          {denied}
        </FeedbackBar>
      ) : null}
    </div>
  );
}
