import { fillMessage } from "@epr/domain";
import { useEffect, useId, useState } from "react";
import { Button } from "../../primitives/Button/Button.js";
import { RadioGroup } from "../../primitives/RadioGroup/RadioGroup.js";
import { ModalFrame } from "../ModalFrame/ModalFrame.js";

/**
 * Words of the change PCP / view summary of benefits modal. The spec names the modal (enrollment.md
 * §2 Modals) and the two actions it serves (§2 Actions menu), not its text: this wording is ours.
 */
export const defaultChangePcpOrSbcCopy = {
  changePcpTitle: "Change PCP",
  viewSbcTitle: "View Summary of Benefits",
  changePcpText:
    "This employee is enrolled in more than one group. Choose the group whose PCP you want to change.",
  viewSbcText:
    "This employee is enrolled in more than one group. Choose the group whose Summary of Benefits and Coverage you want to see.",
  legend: "Group",
  group: "Group {group}",
  continue: "Continue",
  cancel: "Cancel",
};

/** The words of the change PCP / view summary of benefits modal. */
export type ChangePcpOrSbcCopy = Record<keyof typeof defaultChangePcpOrSbcCopy, string>;

/** A group the action can be taken for. */
export interface ChangePcpOrSbcGroup {
  groupNumber: string;
  /** The group's name, when known (group name by group number). */
  name?: string;
}

/** Props of `ChangePcpOrSbc`. */
export interface ChangePcpOrSbcProps {
  /** Whether the modal is open; each opening starts on the first group. */
  open: boolean;
  /** Which action of the actions menu asked (enrollment.md §2, §6). */
  action: "changePcp" | "viewSbc";
  /** The employee's groups the action applies to, in the group switcher's order (active first). */
  groups: readonly ChangePcpOrSbcGroup[];
  /** Continue: the app goes to the Change PCP page or opens the SBC for that group (assist-employees.md §2.3, §2.5). */
  onContinue: (groupNumber: string) => void;
  /** Cancel, × or Escape. */
  onCancel: () => void;
  /** Override any of the words. */
  copy?: Partial<ChangePcpOrSbcCopy>;
}

/**
 * Change PCP / view summary of benefits (enrollment.md §2 Modals): for an employee in several groups,
 * the group the action is for. A plain dialog with a radio per group (the first chosen, so Continue
 * always has an answer); Escape cancels.
 */
export function ChangePcpOrSbc({ open, action, groups, onContinue, onCancel, copy }: ChangePcpOrSbcProps) {
  const words = { ...defaultChangePcpOrSbcCopy, ...copy };
  const id = useId();
  const first = groups[0]?.groupNumber ?? "";
  const [chosen, setChosen] = useState(first);

  useEffect(() => {
    if (open) setChosen(first);
  }, [open, first]);

  const label = (group: ChangePcpOrSbcGroup) =>
    `${fillMessage(words.group, { group: group.groupNumber })}${group.name ? ` – ${group.name}` : ""}`;
  return (
    <ModalFrame
      name="change-pcp-or-sbc"
      open={open}
      title={action === "changePcp" ? words.changePcpTitle : words.viewSbcTitle}
      description={action === "changePcp" ? words.changePcpText : words.viewSbcText}
      onDismiss={onCancel}
      footer={
        <>
          <Button variant="outline" onClick={onCancel}>
            {words.cancel}
          </Button>
          <Button onClick={() => chosen && onContinue(chosen)}>{words.continue}</Button>
        </>
      }
    >
      <div>
        <RadioGroup
          id={`${id}-group`}
          name={`${id}-group`}
          legend={words.legend}
          options={groups.map((group) => ({ value: group.groupNumber, label: label(group) }))}
          value={chosen}
          onValueChange={setChosen}
        />
      </div>
    </ModalFrame>
  );
}
