import { planAdminDentalLabel } from "@epr/domain";
import { CardFrame, DataList } from "@epr/ui";
import { usePlanAdminStep } from "./PlanAdminLayout.js";
import { StepNotOffered, stepModeOf } from "./stepOutcome.js";

/**
 * add-plan-admin.dental-entitlements (session-and-admin.md §2: shown when the administrator has UCD
 * dental). The spec names the step without fields; the server stores one flag for it, the ucdDental
 * client qualifier (§3 clientQualifiers, §6 ucciDental is Dental). A qualifier is the client's, not a
 * right a super user grants (no call changes it), so the step shows the flag read-only.
 */
export function Component() {
  const context = usePlanAdminStep();
  const mode = stepModeOf(context);
  const notOffered = <StepNotOffered step="dentalEntitlements" context={context} />;
  if (mode.kind === "adding" || mode.kind === "loading") return notOffered;
  const { detail } = mode;
  return (
    <>
      {notOffered}
      <CardFrame title="Dental (UCD)" mode="read" data-plan-admin-dental="">
        <DataList items={[{ label: planAdminDentalLabel, value: detail.ucdDental ? "Yes" : "No" }]} />
        <p className="mt-4 mb-0 text-muted-foreground text-sm">
          UCD dental is a qualifier of the client: it comes with the client's coverage and is not granted
          here.
        </p>
      </CardFrame>
    </>
  );
}
