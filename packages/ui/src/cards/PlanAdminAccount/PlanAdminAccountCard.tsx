import { sessionMessages } from "@epr/domain";
import { useRef, useState } from "react";
import { ModalFrame } from "../../modals/ModalFrame/ModalFrame.js";
import { Button } from "../../primitives/Button/Button.js";
import { CardFrame, DataList } from "../../primitives/Card/Card.js";
import { FeedbackBar } from "../../primitives/FeedbackBar/FeedbackBar.js";

/** An account action of a super user (beyond the spec). */
export type PlanAdminAccountAction = "disable" | "enable" | "unlock" | "passwordReset" | "remove";

/** What one action's button and confirmation say. */
export interface PlanAdminAccountActionCopy {
  /** The button on the card, and the confirmation's confirm button. */
  button: string;
  /** The confirmation's title. */
  title: string;
  /** The confirmation's question; `{name}` is the administrator. */
  text: string;
}

/** Words of the card (the spec names the actions, not their texts: ours). */
export interface PlanAdminAccountCardCopy {
  title: string;
  status: string;
  active: string;
  disabled: string;
  temporaryPassword: string;
  yes: string;
  no: string;
  cancel: string;
  ownAccount: string;
  actions: Record<PlanAdminAccountAction, PlanAdminAccountActionCopy>;
}

/** The default wording of `PlanAdminAccountCardCopy`. */
export const defaultPlanAdminAccountCardCopy: PlanAdminAccountCardCopy = {
  title: "Account",
  status: "Status",
  active: "Active",
  disabled: "Disabled",
  temporaryPassword: "Temporary password",
  yes: "Yes",
  no: "No",
  cancel: "Cancel",
  ownAccount: sessionMessages.ownAccountDisable,
  actions: {
    disable: {
      button: "Disable Account",
      title: "Disable Account",
      text: "Disable the account of {name}? They will be signed out everywhere and cannot sign in until the account is enabled.",
    },
    enable: {
      button: "Enable Account",
      title: "Enable Account",
      text: "Enable the account of {name}? They can sign in again.",
    },
    unlock: {
      button: "Unlock Account",
      title: "Unlock Account",
      text: "Unlock the account of {name}? Their failed sign-ins are forgotten, so they can sign in at once.",
    },
    passwordReset: {
      button: "Send Password Reset",
      title: "Send Password Reset",
      text: "E-mail {name} a single-use link to choose a new password? The link expires in 30 minutes.",
    },
    remove: {
      button: "Remove from Client",
      title: "Remove from Client",
      text: "Remove {name} from this client? Their group entitlements here go and their sessions in this client end; their other clients keep them.",
    },
  },
};

/** The last action's answer, shown on the card. */
export type PlanAdminAccountOutcome = { kind: "success" | "failure"; message: string };

/** Props of `PlanAdminAccountCard`. */
export interface PlanAdminAccountCardProps {
  /** The administrator's name, in the confirmations. */
  name: string;
  disabled: boolean;
  temporaryPassword: boolean;
  /** The super user's own account: it cannot be disabled (the server refuses it too). */
  isSelf?: boolean;
  /**
   * Said when the administrator's account is not this client's to manage (they also work for other
   * clients): the card shows it instead of the account actions and offers only Remove from Client.
   */
  managedElsewhere?: string;
  /** A confirmed action; the app calls the server and sets `outcome`. */
  onAction: (action: PlanAdminAccountAction) => void;
  /** The action being sent: its button is busy and the others wait. */
  pending?: PlanAdminAccountAction | null;
  outcome?: PlanAdminAccountOutcome | null;
  copy?: Partial<Omit<PlanAdminAccountCardCopy, "actions">> & {
    actions?: Partial<Record<PlanAdminAccountAction, PlanAdminAccountActionCopy>>;
  };
  headingLevel?: 2 | 3 | 4;
}

/**
 * A plan administrator's account (beyond the spec): its status, and the super
 * user's actions (disable or enable, unlock, send a password reset), each asked again in a
 * confirmation dialog (Escape or Cancel keeps things as they are; focus returns to the button); the
 * answer shows on the card.
 */
export function PlanAdminAccountCard({
  name,
  disabled,
  temporaryPassword,
  isSelf = false,
  managedElsewhere,
  onAction,
  pending = null,
  outcome,
  copy: given,
  headingLevel = 2,
}: PlanAdminAccountCardProps) {
  const copy = {
    ...defaultPlanAdminAccountCardCopy,
    ...given,
    actions: { ...defaultPlanAdminAccountCardCopy.actions, ...given?.actions },
  };
  const [asking, setAsking] = useState<PlanAdminAccountAction | null>(null);
  const keep = useRef<HTMLButtonElement>(null);
  const actions: PlanAdminAccountAction[] = managedElsewhere
    ? ["remove"]
    : [disabled ? "enable" : "disable", "unlock", "passwordReset"];
  const asked = asking ? copy.actions[asking] : null;
  return (
    <CardFrame data-plan-admin-account="" title={copy.title} headingLevel={headingLevel} mode="read">
      <div className="flex flex-col gap-4">
        {outcome ? (
          <FeedbackBar variant={outcome.kind} title={null}>
            {outcome.message}
          </FeedbackBar>
        ) : null}
        <DataList
          items={[
            { label: copy.status, value: disabled ? copy.disabled : copy.active },
            { label: copy.temporaryPassword, value: temporaryPassword ? copy.yes : copy.no },
          ]}
        />
        <div className="flex flex-wrap gap-3">
          {actions.map((action) => (
            <Button
              key={action}
              variant="outline"
              disabled={(action === "disable" && isSelf) || (pending !== null && pending !== action)}
              loading={pending === action}
              aria-describedby={action === "disable" && isSelf ? "plan-admin-account-own" : undefined}
              onClick={() => setAsking(action)}
            >
              {copy.actions[action].button}
            </Button>
          ))}
        </div>
        {managedElsewhere ? (
          <p data-plan-admin-managed-elsewhere="" className="m-0 text-muted-foreground text-sm">
            {managedElsewhere}
          </p>
        ) : null}
        {isSelf ? (
          <p id="plan-admin-account-own" className="text-muted-foreground text-sm">
            {copy.ownAccount}
          </p>
        ) : null}
      </div>
      <ModalFrame
        name="plan-admin-account-confirm"
        open={asked !== null}
        alert
        title={asked?.title ?? ""}
        description={asked?.text.replace("{name}", name) ?? ""}
        onDismiss={() => setAsking(null)}
        initialFocus={keep}
        footer={
          <>
            <Button ref={keep} variant="outline" onClick={() => setAsking(null)}>
              {copy.cancel}
            </Button>
            <Button
              onClick={() => {
                const action = asking;
                setAsking(null);
                if (action) onAction(action);
              }}
            >
              {asked?.button}
            </Button>
          </>
        }
      />
    </CardFrame>
  );
}
