import { genderLabels, indicatorLabels } from "@epr/domain";
import type { EffectiveDateFormContext, SubscriberFormInput } from "@epr/forms";
import type { ReactNode } from "react";
import { DataList } from "../../primitives/Card/Card.js";
import { MaskedSsn } from "../../primitives/MaskedSsn/MaskedSsn.js";
import { labelOf } from "../EmployeeSummary/labels.js";
import { subscriberLabels } from "./labels.js";
import { lifeEventLabel, type SubscriberFormView } from "./rules.js";

const joined = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(" ");

/**
 * The subscriber information, read-only (enrollment.md §2: each card has a read-only display), with
 * the same fields the form shows for this context: COBRA only where its checkbox shows, the life
 * event only when special enrollment applies, and the SSN masked to its last four digits.
 */
export function SubscriberReadOnly({
  values,
  context,
  view,
}: {
  values: Partial<SubscriberFormInput>;
  context: EffectiveDateFormContext;
  view: SubscriberFormView;
}) {
  const v = values;
  const zip = v.zipExtension ? `${v.zipCode ?? ""}-${v.zipExtension}` : (v.zipCode ?? "");
  // State codes in the address line, as on a letter.
  const addressLines = [v.address1, v.address2, joined(v.city ? `${v.city},` : "", v.state, zip)].filter(
    (line): line is string => Boolean(line),
  );
  const items: [string, ReactNode][] = [
    ["Name", joined(v.prefix, v.firstName, v.middleName, v.lastName, v.suffix === "NONE" ? "" : v.suffix)],
    [subscriberLabels.gender, v.gender ? labelOf(genderLabels, v.gender) : ""],
    [subscriberLabels.birthDate, v.birthDate],
    [subscriberLabels.hireDate, v.hireDate],
  ];
  if (view.addFlow) items.push([subscriberLabels.coverageEffectiveDate, v.coverageEffectiveDate]);
  items.push(
    [subscriberLabels.ssn, v.ssn ? <MaskedSsn key="ssn" ssn={v.ssn} /> : ""],
    [
      "Address",
      addressLines.length ? (
        <span key="address">
          {addressLines.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </span>
      ) : (
        ""
      ),
    ],
    [subscriberLabels.homePhone, v.homePhone],
    [subscriberLabels.workPhone, v.workPhone],
    [subscriberLabels.mobilePhone, v.mobilePhone],
    [subscriberLabels.fax, v.fax],
    [subscriberLabels.workEmail, v.workEmail],
  );
  if (view.showsCobra) items.push([subscriberLabels.cobra, v.cobra ? "Yes" : "No"]);
  items.push(
    [subscriberLabels.otherInsuranceIndicator, labelOf(indicatorLabels, v.otherInsuranceIndicator)],
    [subscriberLabels.medicareEligibleIndicator, labelOf(indicatorLabels, v.medicareEligibleIndicator)],
  );
  if (view.showsLifeEvent) {
    items.push(
      [subscriberLabels.eventCode, lifeEventLabel(context.lifeEventRules, v.eventCode)],
      [subscriberLabels.eventDate, v.eventDate],
    );
  }
  return <DataList columns={3} items={items.map(([label, value]) => ({ label, value }))} />;
}
