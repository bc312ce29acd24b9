import { passwordCriteria } from "@epr/domain";
import { type NewPasswordFormValues, passwordCriteriaLabels, useNewPasswordForm } from "@epr/forms";
import { useEffect } from "react";
import { DataList } from "../../primitives/Card/Card.js";
import { CardDisplay } from "../../primitives/Card/CardDisplay.js";
import type { EditableCardProps } from "../../primitives/Card/CardForm.js";
import { CardForm } from "../../primitives/Card/CardForm.js";
import { type CardFrameCopy, defaultCardFrameCopy } from "../../primitives/Card/copy.js";
import { cardFormOptions, fieldIds, useCardForm } from "../../primitives/Card/useCardForm.js";
import { FeedbackBar } from "../../primitives/FeedbackBar/FeedbackBar.js";
import { Field } from "../../primitives/Field/Field.js";
import { TextInput } from "../../primitives/TextInput/TextInput.js";

/** Words of the card the app may change (our wording; assist-employees.md §2.12 names the fields). */
export interface PasswordChangeCardCopy extends CardFrameCopy {
  currentLabel: string;
  newLabel: string;
  confirmLabel: string;
  criteriaTitle: string;
  /** Said after a criterion, for screen readers: met or not yet. */
  met: string;
  notMet: string;
  /** Read mode: the stand-in for the password. */
  readValue: string;
}

/** The default wording of `PasswordChangeCardCopy`. */
export const defaultPasswordChangeCardCopy: PasswordChangeCardCopy = {
  ...defaultCardFrameCopy,
  title: "Change Password",
  saveLabel: "Change Password",
  editLabel: "Change Password",
  currentLabel: "Current Password",
  newLabel: "New Password",
  confirmLabel: "Confirm New Password",
  criteriaTitle: "Your new password must have",
  met: "met",
  notMet: "not met",
  readValue: "••••••••••••",
};

/** Props of `PasswordChangeCard`. */
export interface PasswordChangeCardProps
  extends Pick<
    EditableCardProps<NewPasswordFormValues>,
    "mode" | "mayEdit" | "onEdit" | "onSubmit" | "onCancel" | "saving"
  > {
  /**
   * Whether the form asks the current password: the change does (assist-employees.md §2.12); a
   * forgot-password reset (beyond the spec) does not, its e-mailed link stands for it.
   */
  withCurrent?: boolean;
  copy?: Partial<PasswordChangeCardCopy>;
  /** A refusal of the service (assist-employees.md §8: PI-FOUND, history, current wrong, failure). */
  failure?: string | null;
  /** Said after a change without a temporary password (assist-employees.md §4). */
  success?: string | null;
  /** Changing it empties the form (assist-employees.md §4: on success the form resets). */
  resetKey?: number;
  /** A valid submit: the criteria met, the confirmation matching, the new differing from the current. */
  onSubmit?: (values: NewPasswordFormValues) => void;
  headingLevel?: 1 | 2 | 3;
  /** The page's own heading already says "Change Password": the form draws no heading of its own. */
  hideTitle?: boolean;
}

type FieldName = "currentPassword" | "newPassword" | "confirmPassword";

/** Id of a password card's control. */
export const passwordFieldId = (field: FieldName) => `password-${field}`;
/** Id of the live criteria list, which describes the new password. */
export const PASSWORD_CRITERIA_ID = "password-criteria";

/**
 * The administrator's password change (assist-employees.md §2.12, §4 Password change, §5 New
 * password): current, new and confirmation; the policy's criteria listed beside the new password,
 * each marked met or not as it is typed; submit only when the criteria are met, the confirmation
 * matches and the new differs from the current (the @epr/forms schema with the spec's rules). The
 * service's refusal and the success message are the caller's (`failure`, `success`).
 */
export function PasswordChangeCard(props: PasswordChangeCardProps) {
  const copy = { ...defaultPasswordChangeCardCopy, ...props.copy };
  if (props.mode === "read")
    return (
      <CardDisplay
        copy={copy}
        data-password-change=""
        headingLevel={props.headingLevel === 1 ? 2 : (props.headingLevel ?? 2)}
        onEdit={props.mayEdit ? props.onEdit : undefined}
      >
        {props.success ? (
          <FeedbackBar variant="success" className="mb-4">
            {props.success}
          </FeedbackBar>
        ) : null}
        <DataList items={[{ label: "Password", value: copy.readValue }]} />
      </CardDisplay>
    );
  return <PasswordChangeForm {...props} copy={copy} />;
}

function PasswordChangeForm({
  withCurrent = true,
  copy,
  failure,
  success,
  resetKey,
  onSubmit,
  onCancel,
  saving,
  headingLevel = 2,
  hideTitle = false,
}: PasswordChangeCardProps & { copy: PasswordChangeCardCopy }) {
  const form = useNewPasswordForm(
    {
      ...cardFormOptions,
      defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
    },
    { withCurrent },
  );
  const { errors } = form.formState;
  const typed = form.watch("newPassword") ?? "";
  const criteria = passwordCriteria(typed);

  useEffect(() => {
    if (resetKey !== undefined) form.reset();
  }, [resetKey, form]);

  const fields: FieldName[] = withCurrent
    ? ["currentPassword", "newPassword", "confirmPassword"]
    : ["newPassword", "confirmPassword"];
  const { shell } = useCardForm(form, {
    fields: fieldIds(fields, passwordFieldId),
    onSubmit,
    onCancel,
    saving,
  });
  const labels: Record<FieldName, string> = {
    currentPassword: copy.currentLabel,
    newPassword: copy.newLabel,
    confirmPassword: copy.confirmLabel,
  };
  const autoComplete: Record<FieldName, string> = {
    currentPassword: "current-password",
    newPassword: "new-password",
    confirmPassword: "new-password",
  };

  return (
    <CardForm
      copy={copy}
      title={hideTitle ? null : copy.title}
      data-password-change=""
      headingLevel={headingLevel === 1 ? 2 : headingLevel}
      {...shell}
    >
      {failure ? (
        <FeedbackBar variant="failure" className="mb-4">
          {failure}
        </FeedbackBar>
      ) : success ? (
        <FeedbackBar variant="success" className="mb-4">
          {success}
        </FeedbackBar>
      ) : null}
      <div className="flex max-w-md flex-col gap-4">
        {fields.map((field) => (
          <Field
            key={field}
            id={passwordFieldId(field)}
            label={labels[field]}
            required
            error={errors[field]?.message}
          >
            <TextInput
              type="password"
              autoComplete={autoComplete[field]}
              // The criteria describe the new password, with its error when it has one.
              {...(field === "newPassword"
                ? {
                    "aria-describedby": [
                      PASSWORD_CRITERIA_ID,
                      errors.newPassword ? `${passwordFieldId("newPassword")}-error` : null,
                    ]
                      .filter(Boolean)
                      .join(" "),
                  }
                : {})}
              {...form.register(field)}
            />
          </Field>
        ))}
        <div>
          <p id={`${PASSWORD_CRITERIA_ID}-title`} className="font-semibold text-sm">
            {copy.criteriaTitle}
          </p>
          <ul
            id={PASSWORD_CRITERIA_ID}
            aria-labelledby={`${PASSWORD_CRITERIA_ID}-title`}
            className="mt-1 text-sm"
          >
            {(Object.keys(passwordCriteriaLabels) as (keyof typeof passwordCriteriaLabels)[]).map((key) => (
              <li
                key={key}
                data-criterion={key}
                data-met={criteria[key] ? "true" : "false"}
                className={criteria[key] ? "text-success" : "text-muted-foreground"}
              >
                <span aria-hidden="true">{criteria[key] ? "✓ " : "○ "}</span>
                {passwordCriteriaLabels[key]}
                <span className="sr-only"> ({criteria[key] ? copy.met : copy.notMet})</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </CardForm>
  );
}
