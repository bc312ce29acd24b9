import {
  courtOrderLabels,
  custodyLabels,
  employmentStatusLabels,
  medicalResponsibilityLabels,
  otherInsuranceRelationLabels,
} from "@epr/domain";
import type { OtherInsuranceFormInput, OtherInsuranceView } from "@epr/forms";
import { DataList, type DataListItem } from "../../primitives/Card/Card.js";
import { codeText } from "../shared/yesNo.js";
import { otherInsuranceLabels } from "./labels.js";

/**
 * The other insurance of a participant, read-only (enrollment.md §2: each card has a read-only
 * display), with the same conditional fields the form shows for this member and these values.
 */
export function OtherInsuranceReadOnly({
  values,
  view,
}: {
  values: Partial<OtherInsuranceFormInput>;
  view: OtherInsuranceView;
}) {
  const v = values;
  const holder = [v.policyHolderFirstName, v.policyHolderLastName].filter(Boolean).join(" ");
  const items: DataListItem[] = [
    { label: otherInsuranceLabels.insuranceCarrier, value: v.insuranceCarrier },
    { label: otherInsuranceLabels.groupNumber, value: v.groupNumber },
    { label: otherInsuranceLabels.policyNumber, value: v.policyNumber },
    { label: otherInsuranceLabels.effectiveDate, value: v.effectiveDate },
    { label: otherInsuranceLabels.cancelDate, value: v.cancelDate },
    { label: "Policy Holder", value: holder },
    { label: otherInsuranceLabels.policyHolderBirthDate, value: v.policyHolderBirthDate },
    {
      label: otherInsuranceLabels.relationSubscriber,
      value: codeText(otherInsuranceRelationLabels, v.relationSubscriber),
    },
  ];
  if (view.custody)
    items.push({ label: otherInsuranceLabels.custody, value: codeText(custodyLabels, v.custody) });
  if (view.custodyDetails) {
    items.push(
      {
        label: otherInsuranceLabels.medicalResponsibility,
        value: codeText(medicalResponsibilityLabels, v.medicalResponsibility),
      },
      { label: otherInsuranceLabels.courtOrder, value: codeText(courtOrderLabels, v.courtOrder) },
    );
  }
  items.push({
    label: otherInsuranceLabels.policyHolderEmploymentStatus,
    value: codeText(employmentStatusLabels, v.policyHolderEmploymentStatus),
  });
  if (view.retirementDate)
    items.push({ label: otherInsuranceLabels.retirementDate, value: v.retirementDate });
  return <DataList columns={3} items={items} />;
}
