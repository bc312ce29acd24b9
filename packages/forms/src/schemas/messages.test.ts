import { describe, expect, it } from "vitest";
import { changePcpMessages } from "../assist/changePcp.js";
import { spendingMessages } from "../assist/spending.js";
import { cancelMessages } from "../cancel/cancel.js";
import { medicareMessages } from "../cob/medicare.js";
import { mnloaMessages } from "../cob/mnloa.js";
import { otherInsuranceMessages } from "../cob/otherInsurance.js";
import { coverageNoticeMessages, planCoverageMessages } from "../coverage/planCoverage.js";
import { dependentMessages } from "../dependent/dependent.js";
import { searchMessages } from "../search/employeeSearch.js";
import { genericMessages } from "../shared/messages.js";
import { subscriberMessages } from "../subscriber/subscriber.js";

/** The spec's own field messages, word for word (enrollment.md §5; assist-employees.md §5; session-and-admin.md §5). */
describe("spec messages", () => {
  it.each([
    [subscriberMessages.firstName, "Please enter a first name"],
    [subscriberMessages.middleName, "Please enter a middle name"],
    [subscriberMessages.lastName, "Please enter a last name"],
    [subscriberMessages.gender, "Please select Gender"],
    [subscriberMessages.birthDate, "Please enter valid Date of Birth"],
    [subscriberMessages.hireBeforeBirth, "Hire date cannot be earlier than the birth date"],
    [subscriberMessages.birthAfterEffective, "Date of birth has to be less than Coverage effective date"],
    [subscriberMessages.hireAfterEffective, "Hire Date cannot be greater than coverage effective date"],
    [subscriberMessages.invalidDate, "Please enter a valid Date."],
    [
      subscriberMessages.outOfRange,
      "Please enter a date that is within the allowable date range. Contact your Membership Representative with any questions.",
    ],
    [subscriberMessages.effectiveBeforeBirth, "Member effective date is before their date of birth"],
    [subscriberMessages.ssn, "Please enter a valid SSN"],
    [subscriberMessages.confirmSsn, "SSN and Confirm SSN should have the same value."],
    [subscriberMessages.zip, "Please enter a valid zipcode"],
    [subscriberMessages.indicator, "Please select from the options"],
    [subscriberMessages.lifeEventReason, "Please select a valid reason."],
    [dependentMessages.maxDependents, "Max Dependents Reached!"],
    [dependentMessages.ssn, "Please enter a valid SSN."],
    [dependentMessages.oneSpouseOrPartner, "No more than one spouse or one domestic partner can be added"],
    [dependentMessages.adultDental, "Members under {age} years old cannot be added to an Adult Dental plan."],
    [
      dependentMessages.domesticPartnerNotAllowed,
      "The plan you have selected does not allow domestic partner benefits. Please contact Customer Service for assistance",
    ],
    [dependentMessages.spouseSameGender, "Spouse cannot have same gender as Subscriber"],
    [dependentMessages.partnerSameGender, "Domestic Partner cannot have same gender as Subscriber"],
    [
      coverageNoticeMessages.productWithNoMembers,
      "In order to enroll in {product} coverage, at least one participant must be selected.",
    ],
    [planCoverageMessages.effectiveDate, "Please enter a valid coverage start date"],
    [
      cancelMessages.void,
      "You cannot use the Void termination reason unless the Product Effective Date and the Cancel Date match.",
    ],
    [cancelMessages.invalidCancelDate, "Please enter a valid Cancel Date."],
    [cancelMessages.invalidDate, "Please enter a valid Date."],
    [
      cancelMessages.groupEnds,
      "Please be aware that group {group} will end on {date}, choose a date before or equal to {date} to cancel the coverage for this group.",
    ],
    [cancelMessages.selectAtLeastOne, "Please select at least one"],
    [otherInsuranceMessages.carrier, "Please enter Name of Insurance Carrier; Max of 35 characters allowed"],
    [otherInsuranceMessages.relation, "Please select Policy Holder Relation to Subscriber"],
    [otherInsuranceMessages.effectiveDate, "Please enter valid date MM/DD/YYYY."],
    [otherInsuranceMessages.date, "Please enter valid date."],
    [
      medicareMessages.claimNumber,
      "The Medicare Claim number must: be at least 7 characters with at least one alpha character and cannot contain embedded spaces.",
    ],
    [
      mnloaMessages.allYes,
      'Answering "Yes" to all questions is required to set the "Full-Time Student MNLOA" status',
    ],
    [searchMessages.memberIdMin, "There has to be at least 5 characters here."],
    [searchMessages.groupNumberDigits, "There can only be digits here."],
    [searchMessages.groupNumberMin, "This must be at least 6 digits."],
    [searchMessages.lastNameMin, "There has to be at least 3 characters here."],
    [genericMessages.required, "This field is required"],
    [genericMessages.tooShort, "Too Short"],
    [genericMessages.tooLong, "Too Long"],
    [genericMessages.format, "Please enter the value in a valid format."],
    [changePcpMessages.providerNumber, "Please enter a valid Provider Number."],
    [changePcpMessages.reason, "Please select a reason."],
    [changePcpMessages.date, "Please Enter a valid Date."],
    [changePcpMessages.window, "Please enter a Valid date."],
    [spendingMessages.payFrequency, "Please select pay frequency"],
  ])("%s", (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
