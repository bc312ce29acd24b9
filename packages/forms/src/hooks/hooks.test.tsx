import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  useCancelForm,
  useCensusReportForm,
  useChangePcpForm,
  useCopyToOthersForm,
  useDependentForm,
  useGroupEntitlementForm,
  useLoginForm,
  useMedicareForm,
  useMfaCodeForm,
  useMnloaForm,
  useNewPasswordForm,
  useOtherInsuranceForm,
  usePlanCoverageForm,
  usePlanExtraQuestionsForm,
  useProviderForm,
  useReinstateForm,
  useRemoveCancelDateForm,
  useReportCodesForm,
  useSpendingContributionsForm,
  useSpendingPlanForm,
  useSubscriberForm,
  useTobaccoForm,
} from "./index.js";

const today = new Date(2024, 5, 15);
const ctx = { today, flow: "add" as const };

type AnyForm = {
  trigger: (name?: never) => Promise<boolean>;
  formState: { errors: Record<string, unknown> };
  getFieldState: (name: never) => { error?: { message?: string } };
};

const cases: [string, () => unknown, string, string][] = [
  ["useSubscriberForm", () => useSubscriberForm(ctx), "firstName", "Please enter a first name"],
  ["useDependentForm", () => useDependentForm(ctx), "gender", "Please select Gender"],
  [
    "useOtherInsuranceForm",
    () => useOtherInsuranceForm(ctx),
    "relationSubscriber",
    "Please select Policy Holder Relation to Subscriber",
  ],
  [
    "useMedicareForm",
    () => useMedicareForm(),
    "ssdi",
    "Please select whether the member ever collected SSDI",
  ],
  ["useMnloaForm", () => useMnloaForm(), "certify", "This field is required"],
  [
    "useTobaccoForm",
    () => useTobaccoForm({ today, required: true }),
    "tobaccoStatus",
    "Please select Yes or No",
  ],
  [
    "useProviderForm",
    () => useProviderForm({ group: { providerRequired: true } }),
    "physicianNumber",
    "Please enter a valid Provider Number.",
  ],
  [
    "usePlanCoverageForm",
    () => usePlanCoverageForm(ctx, { defaultValues: { productId: "P1" } }),
    "coverageEffectiveDate",
    "Please enter a valid coverage start date",
  ],
  [
    "usePlanExtraQuestionsForm",
    () => usePlanExtraQuestionsForm(),
    "qualifyingEvent",
    "Please select a qualifying event",
  ],
  [
    "useCancelForm",
    () => useCancelForm({ lines: [] }),
    "cancelDate",
    "Submission Error: Please check that the Cancel Date and Cancel Reason are correctly set.",
  ],
  [
    "useRemoveCancelDateForm",
    () => useRemoveCancelDateForm({ cancelDate: "06/30/2024" }),
    "effectiveDate",
    "Please enter a valid Date.",
  ],
  ["useReinstateForm", () => useReinstateForm(), "reinstateDate", "Please enter a valid Date."],
  [
    "useCopyToOthersForm",
    () => useCopyToOthersForm({ otherMembers: 2 }),
    "selected",
    "Please select at least one",
  ],
  ["useLoginForm", () => useLoginForm(), "loginId", "Please enter your user ID"],
  [
    "useChangePcpForm",
    () => useChangePcpForm({ today, reasons: [] }),
    "reasonCode",
    "Please select a reason.",
  ],
  ["useNewPasswordForm", () => useNewPasswordForm(), "currentPassword", "Please enter your current password"],
  [
    "useSpendingPlanForm",
    () => useSpendingPlanForm({}, { defaultValues: { status: "Elected" } }),
    "beginDate",
    "Please enter a begin date",
  ],
  [
    "useSpendingContributionsForm",
    () => useSpendingContributionsForm({ defaultValues: { accounts: [] } }),
    "payFrequency",
    "Please select pay frequency",
  ],
  [
    "useCensusReportForm",
    () =>
      useCensusReportForm(
        { reportType: "census", listedGroups: [] },
        { defaultValues: { reportFormat: "CSV" } as never },
      ),
    "reportFormat",
    "Please select a report format",
  ],
  ["useMfaCodeForm", () => useMfaCodeForm(), "code", "Required"],
  [
    "useGroupEntitlementForm",
    () => useGroupEntitlementForm(),
    "selectedGroups",
    "Please select at least one group",
  ],
  [
    "useReportCodesForm",
    () => useReportCodesForm({ defaultValues: { reportCodes: [{ type: "D", value: "", required: true }] } }),
    "reportCodes.0.value",
    "This field is required",
  ],
];

describe("form hooks (react-hook-form with zodResolver)", () => {
  it.each(cases)("%s reports %s", async (_name, hook, field, message) => {
    const { result } = renderHook(() => hook() as AnyForm);
    let valid = true;
    await act(async () => {
      valid = await result.current.trigger();
    });
    expect(valid).toBe(false);
    expect(result.current.getFieldState(field as never).error?.message).toBe(message);
  });
});
