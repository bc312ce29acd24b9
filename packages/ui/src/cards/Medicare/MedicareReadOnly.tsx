import { whyEligibleLabels } from "@epr/domain";
import { type MedicareFormInput, medicareView } from "@epr/forms";
import { DataList, type DataListItem } from "../../primitives/Card/Card.js";
import { codeText, yesNoText } from "../shared/yesNo.js";
import { medicareLabels, partInfoLabels } from "./labels.js";
import { medicareDefaults } from "./view.js";

/**
 * The Medicare record of a participant, read-only (enrollment.md §2: each card has a read-only
 * display): the SSDI dates and the Part C and D details only where the answer is yes, as in the form.
 */
export function MedicareReadOnly({ values }: { values: Partial<MedicareFormInput> }) {
  const v = medicareDefaults(values);
  const view = medicareView(v);
  const items: DataListItem[] = [
    { label: medicareLabels.claimNumber, value: v.claimNumber },
    { label: medicareLabels.whyEligible, value: codeText(whyEligibleLabels, v.whyEligible) },
    { label: medicareLabels.disStart, value: v.disStart },
    { label: "Ever Collected SSDI", value: yesNoText(v.ssdi) },
  ];
  if (view.ssdiDates) {
    items.push(
      { label: medicareLabels["ssdiDates.startDate"], value: v.ssdiDates?.startDate },
      { label: medicareLabels["ssdiDates.endDate"], value: v.ssdiDates?.endDate },
    );
  }
  items.push(
    { label: medicareLabels["partA.startDate"], value: v.partA?.startDate },
    { label: medicareLabels["partA.endDate"], value: v.partA?.endDate },
    { label: medicareLabels["partB.startDate"], value: v.partB?.startDate },
    { label: medicareLabels["partB.endDate"], value: v.partB?.endDate },
    { label: "Medicare Part C", value: yesNoText(v.partC) },
  );
  const details = (part: "C" | "D") => {
    const info = part === "C" ? v.partCInfo : v.partDInfo;
    const fields = ["carrierName", "policyNumber", "groupNumber", "effectiveDate", "endDate"] as const;
    for (const field of fields) {
      items.push({ label: `Part ${part} ${partInfoLabels[field]}`, value: info?.[field] });
    }
  };
  if (view.partC) details("C");
  items.push({ label: "Medicare Part D", value: yesNoText(v.partD) });
  if (view.partD) {
    details("D");
    items.push(
      { label: `Part D ${partInfoLabels.bin}`, value: v.partDInfo?.bin },
      { label: `Part D ${partInfoLabels.pcn}`, value: v.partDInfo?.pcn },
    );
  }
  return <DataList columns={3} items={items} />;
}
