import { type PlanAdminDetail, planAdminActionMessages } from "@epr/contract";
import type { NewPlanAdminDemographics } from "@epr/forms";
import { ConfirmPasswordDialog } from "@epr/ui/cards/mfa-toggle";
import {
  type PlanAdminAccountAction,
  PlanAdminAccountCard,
  type PlanAdminAccountOutcome,
} from "@epr/ui/cards/plan-admin-account";
import { PlanAdminDemographicsCard } from "@epr/ui/cards/plan-admin-demographics";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { failureSentence, isLoginTaken, isPasswordRefused } from "../../lib/failures.js";
import { paths } from "../../lib/paths.js";
import { queryClient } from "../../lib/queryClient.js";
import { usePlanAdminStep } from "./PlanAdminLayout.js";
import { planAdminApi, planAdminKeys, rememberPlanAdmin } from "./planAdminData.js";
import { cardFor, failureOf, ManagedElsewhereNote, StepOutcomeBar, stepModeOf } from "./stepOutcome.js";
import { useStepSave } from "./useStepSave.js";

const accountCalls: Record<PlanAdminAccountAction, (loginId: string) => Promise<{ message: string }>> = {
  disable: (loginId) => planAdminApi.disablePlanAdmin(loginId),
  enable: (loginId) => planAdminApi.enablePlanAdmin(loginId),
  unlock: (loginId) => planAdminApi.unlockPlanAdmin(loginId),
  passwordReset: (loginId) => planAdminApi.sendPlanAdminReset(loginId),
  remove: (loginId) => planAdminApi.removePlanAdminFromClient(loginId),
};

const SAVED = "The demographics were saved.";

/** The update call: the demographics as typed (the user ID is the path's), with the password when asked. */
const saveDemographics = (
  stored: PlanAdminDetail,
  values: NewPlanAdminDemographics,
  currentPassword?: string,
) => {
  const { loginId: _ignored, ...demographics } = values;
  return planAdminApi.updatePlanAdmin(stored.loginId, {
    demographics,
    userEntitlements: stored.userEntitlements,
    ...(currentPassword === undefined ? {} : { currentPassword }),
  });
};

/**
 * add-plan-admin.demographics (session-and-admin.md §2): adding asks the user ID and details and
 * creates the administrator (a temporary password goes to them by e-mail), then opens the edit's
 * Overall Entitlements (createFlow). An edit shows the details (Edit changes them) and the account
 * with the super user's actions (beyond the spec).
 */
export function Component() {
  const context = usePlanAdminStep();
  const { params, detail } = context;
  const mode = stepModeOf(context);
  const navigate = useNavigate();
  const [loginTaken, setLoginTaken] = useState<string | null>(null);
  const [account, setAccount] = useState<PlanAdminAccountOutcome | null>(null);
  const update = useStepSave({
    detail,
    save: (stored, demographics: NewPlanAdminDemographics) => saveDemographics(stored, demographics),
    saved: () => SAVED,
    startEditing: mode.kind === "adding",
  });
  const isSelf = Boolean(detail && detail.loginId.toLowerCase() === context.ownLoginId.toLowerCase());
  // One's own e-mail is where reset links and passcodes go: changing it asks the current password.
  const [emailChange, setEmailChange] = useState<NewPlanAdminDemographics | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const confirmEmail = useMutation({
    mutationFn: ({
      values,
      currentPassword,
    }: {
      values: NewPlanAdminDemographics;
      currentPassword: string;
    }) => {
      if (!detail) throw new Error("no administrator");
      return saveDemographics(detail, values, currentPassword);
    },
    onSuccess: (updated) => {
      rememberPlanAdmin(updated);
      setEmailChange(null);
      update.setEditing(false);
      update.setOutcome({ kind: "success", message: SAVED });
    },
    onError: (error) => {
      if (isPasswordRefused(error)) {
        setPasswordError(failureSentence(error, ""));
        return;
      }
      setEmailChange(null);
      update.setOutcome(failureOf(error));
    },
  });

  const create = useMutation({
    mutationFn: (demographics: NewPlanAdminDemographics) =>
      planAdminApi.createPlanAdmin({ demographics, userEntitlements: {} }),
    onSuccess: (created) => {
      rememberPlanAdmin(created);
      navigate(
        paths.planAdminStep("userEntitlements", {
          loginId: created.loginId,
          isAnEdit: true,
          clientNumber: params.clientNumber,
          createFlow: true,
        }),
        { state: { created: planAdminActionMessages.created } },
      );
    },
    onError: (error) => {
      if (isLoginTaken(error)) setLoginTaken(failureSentence(error, ""));
      else update.setOutcome(failureOf(error));
    },
  });
  const act = useMutation({
    mutationFn: (action: PlanAdminAccountAction) => accountCalls[action](detail?.loginId ?? ""),
    onSuccess: async (answer, action) => {
      // Removed from this client, the administrator is no longer this client's: back to the list.
      if (action === "remove") {
        void queryClient.invalidateQueries({ queryKey: planAdminKeys.all });
        navigate(paths.planAdmins, { state: { message: answer.message } });
        return;
      }
      setAccount({ kind: "success", message: answer.message });
      if (detail) rememberPlanAdmin(await planAdminApi.planAdmin(detail.loginId));
    },
    onError: (error) => setAccount(failureOf(error) as PlanAdminAccountOutcome),
  });

  if (mode.kind === "loading") return null;
  return (
    <div className="flex flex-col gap-4">
      <StepOutcomeBar outcome={update.outcome} />
      <ManagedElsewhereNote mode={mode} />
      <PlanAdminDemographicsCard
        // A fresh form after each save, with what the server stored.
        key={`${detail?.loginId ?? "new"}-${update.editing}`}
        id="plan-admin"
        isNew={mode.kind === "adding"}
        values={detail ?? {}}
        serverErrors={loginTaken ? { loginId: loginTaken } : undefined}
        {...cardFor(mode, update.card)}
        saving={create.isPending || update.saving}
        onCancel={() => (mode.kind === "adding" ? navigate(paths.planAdmins) : update.setEditing(false))}
        onSubmit={(values) => {
          setLoginTaken(null);
          if (
            mode.kind !== "adding" &&
            isSelf &&
            values.email.trim().toLowerCase() !== (detail?.email ?? "").trim().toLowerCase()
          ) {
            update.setOutcome(null);
            setPasswordError(null);
            setEmailChange(values);
          } else if (mode.kind !== "adding") update.submit(values);
          else {
            update.setOutcome(null);
            create.mutate(values);
          }
        }}
      />
      {detail ? (
        <PlanAdminAccountCard
          name={`${detail.firstName} ${detail.lastName}`}
          disabled={detail.disabled}
          temporaryPassword={detail.temporaryPassword}
          isSelf={isSelf}
          managedElsewhere={detail.identityManaged ? undefined : planAdminActionMessages.identityElsewhere}
          pending={act.isPending ? (act.variables ?? null) : null}
          outcome={account}
          onAction={(action) => {
            setAccount(null);
            act.mutate(action);
          }}
        />
      ) : null}
      <ConfirmPasswordDialog
        open={emailChange !== null}
        title="Confirm Your E-mail Change"
        confirmLabel="Save"
        busy={confirmEmail.isPending}
        error={passwordError}
        fieldId="own-email-password"
        onConfirm={(currentPassword) => {
          if (!emailChange) return;
          setPasswordError(null);
          confirmEmail.mutate({ values: emailChange, currentPassword });
        }}
        onCancel={() => setEmailChange(null)}
      >
        <p>
          Password reset links and verification codes will go to {emailChange?.email}. To change your own
          e-mail address, enter your current password.
        </p>
      </ConfirmPasswordDialog>
    </div>
  );
}
