import { Button } from "../../primitives/Button/Button.js";
import { DataList } from "../../primitives/Card/Card.js";
import { CardDisplay } from "../../primitives/Card/CardDisplay.js";
import type { EditableCardProps } from "../../primitives/Card/CardForm.js";
import { type CardFrameCopy, defaultCardFrameCopy } from "../../primitives/Card/copy.js";

/** Words of the card the app may change (our wording: the spec names the page and its two actions). */
export interface VerifyAndAgreeCardCopy extends CardFrameCopy {
  intro: string;
  agreement: string;
  agreeLabel: string;
  /** Read mode: said once agreed. */
  agreed: string;
}

/** The default wording of `VerifyAndAgreeCardCopy`. */
export const defaultVerifyAndAgreeCardCopy: VerifyAndAgreeCardCopy = {
  ...defaultCardFrameCopy,
  title: "Verify & Agree",
  intro: "Please check that these details are yours before you continue.",
  agreement:
    "By selecting Agree you confirm that you are the plan administrator named above, that you will use the portal only to administer your organization's benefits, and that you will keep the personal information of your employees confidential.",
  agreeLabel: "Agree",
  agreed: "You agreed to the terms of use.",
};

/** Who the administrator is, as the page shows it to be verified (session-and-admin.md §3). */
export interface VerifyAndAgreeAdmin {
  firstName: string;
  lastName: string;
  loginId: string;
  email: string;
  company: string;
}

/**
 * Props of `VerifyAndAgreeCard`: in edit mode the details with Agree and Cancel; in read mode the
 * details, agreed.
 */
export interface VerifyAndAgreeCardProps extends Pick<EditableCardProps<never>, "mode"> {
  admin: VerifyAndAgreeAdmin;
  copy?: Partial<VerifyAndAgreeCardCopy>;
  /** Agree: the caller goes to the password change (session-and-admin.md §2 /verify-and-agree). */
  onAgree?: () => void;
  /**
   * Cancel: the caller signs out when a temporary password is in use, otherwise goes to the
   * profile (session-and-admin.md §2).
   */
  onCancel?: () => void;
  headingLevel?: 2 | 3;
  /** The page's own heading already says "Verify & Agree": the card draws no heading of its own. */
  hideTitle?: boolean;
}

/**
 * Verify & Agree (session-and-admin.md §2 /verify-and-agree, §4 Password step): the administrator
 * checks their details and agrees to the terms before the password change.
 */
export function VerifyAndAgreeCard({
  mode,
  admin,
  copy: partial,
  onAgree,
  onCancel,
  headingLevel = 2,
  hideTitle = false,
}: VerifyAndAgreeCardProps) {
  const copy = { ...defaultVerifyAndAgreeCardCopy, ...partial };
  return (
    <CardDisplay
      copy={copy}
      title={hideTitle ? null : copy.title}
      data-verify-and-agree=""
      headingLevel={headingLevel}
    >
      <p className="mb-4">{copy.intro}</p>
      <DataList
        items={[
          { label: "Name", value: `${admin.firstName} ${admin.lastName}` },
          { label: "User ID", value: admin.loginId },
          { label: "E-mail", value: admin.email },
          { label: "Company", value: admin.company },
        ]}
      />
      <p className="mt-4 text-sm">{copy.agreement}</p>
      {mode === "edit" ? (
        <div className="mt-6 flex gap-3">
          <Button type="button" onClick={onAgree}>
            {copy.agreeLabel}
          </Button>
          <Button type="button" variant="outline" onClick={onCancel}>
            {copy.cancelLabel}
          </Button>
        </div>
      ) : (
        <p className="mt-4 font-semibold">{copy.agreed}</p>
      )}
    </CardDisplay>
  );
}
