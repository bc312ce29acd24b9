import { passwordCriteria } from "@epr/domain";
import { describe, expect, it } from "vitest";
import { errorsOf } from "../shared/testing.js";
import { changePcpFormSchema, changePcpMessages, joinMessages } from "./changePcp.js";
import {
  newPasswordFormSchema,
  newPasswordProblem,
  newPasswordSchema,
  passwordCriteriaLabels,
  passwordMessages,
} from "./password.js";
import {
  spendingContributionsFormSchema,
  spendingElectionFormSchema,
  spendingMessages,
  spendingPlanFormSchema,
} from "./spending.js";

const today = new Date(2024, 5, 15, 8);
const reasons = [{ reasonCode: "01", retroDays: 30, futureDays: 60 }, { reasonCode: "02" }];

describe("changePcpFormSchema (assist-employees.md §5 Change PCP)", () => {
  const plain = changePcpFormSchema({ today, reasons });
  const ibc = changePcpFormSchema({
    today,
    reasons,
    brand: { changePcpDateWindow: true },
    contractCoverageEffectiveDate: "05/20/2024",
  });
  const valid = { providerNumber: "123456", reasonCode: "01", effectiveDate: "06/15/2024" };

  it.each([
    [
      plain,
      {},
      {
        providerNumber: changePcpMessages.providerNumber,
        reasonCode: "Please select a reason.",
        effectiveDate: "Please Enter a valid Date.",
      },
    ],
    [
      plain,
      { ...valid, providerNumber: "12 34" },
      { providerNumber: "Please enter a valid Provider Number." },
    ],
    [plain, { ...valid, reasonCode: "99" }, { reasonCode: "Please select a reason." }],
    [plain, { ...valid, effectiveDate: "01/01/2000" }, {}],
    [ibc, { ...valid, effectiveDate: "05/20/2024" }, {}],
    [ibc, { ...valid, effectiveDate: "05/19/2024" }, { effectiveDate: "Please enter a Valid date." }],
    [ibc, { ...valid, effectiveDate: "08/14/2024" }, {}],
    [ibc, { ...valid, effectiveDate: "08/15/2024" }, { effectiveDate: "Please enter a Valid date." }],
    [ibc, { ...valid, reasonCode: "02", effectiveDate: "06/15/2024" }, {}],
    [
      ibc,
      { ...valid, reasonCode: "02", effectiveDate: "06/16/2024" },
      { effectiveDate: "Please enter a Valid date." },
    ],
    [
      ibc,
      { ...valid, reasonCode: "", effectiveDate: "06/16/2024" },
      { reasonCode: "Please select a reason." },
    ],
  ])("%#: %o → %o", (schema, values, expected) => {
    expect(errorsOf(schema, values)).toEqual(expected);
  });

  it("checks the retro window from today (6008/6009)", () => {
    const noContract = changePcpFormSchema({ today, reasons, brand: { changePcpDateWindow: true } });
    expect(errorsOf(noContract, { ...valid, effectiveDate: "05/16/2024" })).toEqual({});
    expect(errorsOf(noContract, { ...valid, effectiveDate: "05/15/2024" })).toEqual({
      effectiveDate: "Please enter a Valid date.",
    });
  });

  it("reads a reason code kept with the service's padding (assist-employees.md §7: 'MR ')", () => {
    const padded = changePcpFormSchema({
      today,
      reasons: [{ reasonCode: "MR ", retroDays: 0, futureDays: 90 }],
    });
    expect(errorsOf(padded, { ...valid, reasonCode: "MR " })).toEqual({});
    expect(errorsOf(padded, { ...valid, reasonCode: "MR" })).toEqual({});
  });

  it("joins messages", () => {
    expect(
      joinMessages(["Please select a reason.", "Please Enter a valid Date.", "Please select a reason."]),
    ).toBe("Please select a reason. Please Enter a valid Date.");
  });
});

describe("newPasswordFormSchema (assist-employees.md §5 New password)", () => {
  const schema = newPasswordFormSchema();
  const valid = {
    currentPassword: "Oldpassword1!",
    newPassword: "Newpassword1!",
    confirmPassword: "Newpassword1!",
  };
  it.each([
    [valid, {}],
    [{ ...valid, currentPassword: "" }, { currentPassword: passwordMessages.current }],
    [{ ...valid, newPassword: "Newpasswor1!", confirmPassword: "Newpasswor1!" }, {}],
    [
      { ...valid, newPassword: "Newpassw1!", confirmPassword: "Newpassw1!" },
      { newPassword: passwordMessages.minLength },
    ],
    [
      { ...valid, newPassword: "newpassword1!", confirmPassword: "newpassword1!" },
      { newPassword: passwordMessages.upper },
    ],
    [
      { ...valid, newPassword: "NEWPASSWORD1!", confirmPassword: "NEWPASSWORD1!" },
      { newPassword: passwordMessages.lower },
    ],
    [
      { ...valid, newPassword: "Newpassword!!", confirmPassword: "Newpassword!!" },
      { newPassword: passwordMessages.digit },
    ],
    [
      { ...valid, newPassword: "Newpassword12", confirmPassword: "Newpassword12" },
      { newPassword: passwordMessages.special },
    ],
    [
      { ...valid, newPassword: "New password1!", confirmPassword: "New password1!" },
      { newPassword: passwordMessages.noWhitespace },
    ],
    [
      { ...valid, newPassword: "Newpassword1!+", confirmPassword: "Newpassword1!+" },
      { newPassword: passwordMessages.allowedCharacters },
    ],
    [
      { ...valid, newPassword: "Oldpassword1!", confirmPassword: "Oldpassword1!" },
      { newPassword: passwordMessages.sameAsCurrent },
    ],
    [{ ...valid, confirmPassword: "Newpassword1?" }, { confirmPassword: passwordMessages.confirm }],
    [
      { ...valid, newPassword: `Aa1!${"a".repeat(125)}`, confirmPassword: `Aa1!${"a".repeat(125)}` },
      { newPassword: "Too Long" },
    ],
  ])("%#", (values, expected) => {
    expect(errorsOf(schema, values)).toEqual(expected);
  });
});

describe("newPasswordFormSchema without the current password (the forgot-password reset)", () => {
  const schema = newPasswordFormSchema({ withCurrent: false });
  it.each([
    [{ currentPassword: "", newPassword: "Newpassword1!", confirmPassword: "Newpassword1!" }, {}],
    [
      { currentPassword: "", newPassword: "Newpassw1!", confirmPassword: "Newpassw1!" },
      { newPassword: passwordMessages.minLength },
    ],
    [
      { currentPassword: "", newPassword: "Newpassword1!", confirmPassword: "Newpassword2!" },
      { confirmPassword: passwordMessages.confirm },
    ],
  ])("%#", (values, expected) => {
    expect(errorsOf(schema, values)).toEqual(expected);
  });
});

describe("newPasswordSchema and the live criteria (assist-employees.md §5 New password)", () => {
  it.each([
    ["Newpassword1!", true],
    ["Newpassw1!", passwordMessages.minLength],
    ["newpassword1!", passwordMessages.upper],
    ["NEWPASSWORD1!", passwordMessages.lower],
    ["Newpassword!!", passwordMessages.digit],
    ["Newpassword12", passwordMessages.special],
    ["New password1!", passwordMessages.noWhitespace],
    ["Newpassword1!<", passwordMessages.allowedCharacters],
  ])("%s", (value, expected) => {
    const result = newPasswordSchema.safeParse(value);
    expect(result.success ? true : result.error.issues[0]?.message).toBe(expected);
    expect(newPasswordProblem(value)).toBe(expected === true ? null : expected);
  });

  it("labels every criterion the domain checks", () => {
    expect(Object.keys(passwordCriteriaLabels).sort()).toEqual(Object.keys(passwordCriteria("")).sort());
  });
});

describe("spendingPlanFormSchema (assist-employees.md §5)", () => {
  const schema = spendingPlanFormSchema({ contractEndDate: "12/31/2024" });
  it.each([
    [{ status: "Elected" }, { beginDate: spendingMessages.beginRequired }],
    [{ status: "Canceled" }, { endDate: spendingMessages.endRequired }],
    [{ status: "Elected", beginDate: "12/31/2024" }, {}],
    [{ status: "Elected", beginDate: "01/01/2025" }, { beginDate: spendingMessages.beginAfterContractEnd }],
    [{ status: "Canceled", endDate: "01/01/2025" }, {}],
    [{ status: "Canceled", endDate: "01/02/2025" }, { endDate: spendingMessages.endAfterContractEnd }],
    [
      { status: "Canceled", beginDate: "06/01/2024", endDate: "05/31/2024" },
      { endDate: spendingMessages.endBeforeBegin },
    ],
    [{ status: "", employeeAnnualContribution: "100.5", totalAnnualContribution: "1000.25" }, {}],
    [
      { status: "", employeeAnnualContribution: "100.555" },
      { employeeAnnualContribution: spendingMessages.amount },
    ],
    [{ status: "Active" }, { status: "Please enter the value in a valid format." }],
  ])("%o → %o", (values, expected) => {
    expect(errorsOf(schema, values)).toEqual(expected);
  });
  it("works without a contract end date", () => {
    expect(errorsOf(spendingPlanFormSchema({}), { status: "Elected", beginDate: "01/01/2030" })).toEqual({});
  });
});

describe("spendingContributionsFormSchema (assist-employees.md §5)", () => {
  const schema = spendingContributionsFormSchema();
  const account = {
    accountDescription: "Health FSA",
    status: "Elected",
    employerAnnualContribution: 0,
    minAnnualContribution: 100,
    maxAnnualContribution: 2850,
  };
  it.each([
    [{ payFrequency: "", accounts: [] }, { payFrequency: "Please select pay frequency" }],
    [{ payFrequency: "26", accounts: [{ ...account, employeeAnnualContribution: "100" }] }, {}],
    [{ payFrequency: "26", accounts: [{ ...account, employeeAnnualContribution: "2850" }] }, {}],
    [
      { payFrequency: "26", accounts: [{ ...account, employeeAnnualContribution: "99.99" }] },
      {
        "accounts.0.employeeAnnualContribution":
          "Health FSA: the total annual contribution must be at least $100.00 and at most $2850.00.",
      },
    ],
    [
      { payFrequency: "26", accounts: [{ ...account, employeeAnnualContribution: "2850.01" }] },
      {
        "accounts.0.employeeAnnualContribution":
          "Health FSA: the total annual contribution must be at least $100.00 and at most $2850.00.",
      },
    ],
    [
      { payFrequency: "26", accounts: [{ ...account, employeeAnnualContribution: "abc" }] },
      { "accounts.0.employeeAnnualContribution": spendingMessages.amount },
    ],
  ])("%#", (values, expected) => {
    expect(errorsOf(schema, values)).toEqual(expected);
  });
});

describe("spendingElectionFormSchema (assist-employees.md §5)", () => {
  const schema = spendingElectionFormSchema({ contractEndDate: "12/31/2026" });
  it.each([
    [
      { payFrequency: "", status: "Elected", beginDate: "01/01/2026" },
      { payFrequency: spendingMessages.payFrequency },
    ],
    [
      { payFrequency: "26", status: "Elected", beginDate: "01/01/2026", employeeAnnualContribution: "3400" },
      {},
    ],
    [{ payFrequency: "26", status: "Elected" }, { beginDate: spendingMessages.beginRequired }],
    [
      { payFrequency: "26", status: "Canceled", beginDate: "01/01/2026", endDate: "01/02/2027" },
      { endDate: spendingMessages.endAfterContractEnd },
    ],
    [
      { payFrequency: "26", status: "Elected", beginDate: "01/01/2026", employeeAnnualContribution: "1.001" },
      { employeeAnnualContribution: spendingMessages.amount },
    ],
  ])("%o → %o", (values, expected) => {
    expect(errorsOf(schema, values)).toEqual(expected);
  });
});
