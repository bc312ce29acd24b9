import { type ReactNode, useId, useState } from "react";
import { cn } from "../../lib/cn.js";
import { Fieldset, type FieldsetProps } from "../Field/Field.js";

/** An option of `RadioGroup`. */
export interface RadioOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

/** Props of `RadioGroup`. */
export type RadioGroupProps = Omit<FieldsetProps, "children" | "onChange" | "defaultValue"> & {
  /** Form name of the radios; generated when omitted. */
  name?: string;
  options: readonly RadioOption[];
  /** Controlled value. */
  value?: string | null;
  /** Initial value when uncontrolled. */
  defaultValue?: string;
  /** Called with the chosen value. */
  onValueChange?: (value: string) => void;
  /** Side by side (yes/no) or stacked. */
  orientation?: "horizontal" | "vertical";
  disabled?: boolean;
  /** Read-only: shows the choice, cannot change it. */
  readOnly?: boolean;
};

/**
 * A group of native radio buttons in a fieldset with legend, hint and error. Native radios give
 * the expected keyboard: Tab enters the group at the checked option, arrow keys move and select.
 */
export function RadioGroup({
  name,
  options,
  value,
  defaultValue,
  onValueChange,
  orientation = "vertical",
  disabled,
  readOnly,
  className,
  id,
  ...fieldset
}: RadioGroupProps) {
  const generated = useId().replace(/:/g, "");
  const groupName = name ?? `radio-${generated}`;
  const [inner, setInner] = useState(defaultValue ?? null);
  const current = value === undefined ? inner : value;
  return (
    <Fieldset id={id} disabled={disabled} className={className} {...fieldset}>
      {({ invalid, firstOptionId }) => (
        <div
          data-slot="radio-group"
          className={cn(
            "flex gap-x-6 gap-y-2",
            orientation === "horizontal" ? "flex-row flex-wrap" : "flex-col",
          )}
        >
          {options.map((o, i) => {
            const optionId = i === 0 ? firstOptionId : `${firstOptionId}-${i}`;
            return (
              <div key={o.value} className="flex items-center gap-2">
                <input
                  type="radio"
                  id={optionId}
                  name={groupName}
                  value={o.value}
                  checked={current === o.value}
                  disabled={o.disabled || (readOnly && current !== o.value)}
                  aria-invalid={invalid || undefined}
                  onChange={() => {
                    if (readOnly) return;
                    if (value === undefined) setInner(o.value);
                    onValueChange?.(o.value);
                  }}
                  className="size-5 cursor-pointer accent-primary focus-visible:focus-ring disabled:cursor-not-allowed"
                />
                <label htmlFor={optionId} className="cursor-pointer text-foreground">
                  {o.label}
                </label>
              </div>
            );
          })}
        </div>
      )}
    </Fieldset>
  );
}

/** The yes/no options (Other insurance, Medicare, MNLOA questions, Part C/D, tobacco). */
export const yesNoOptions: readonly RadioOption[] = [
  { value: "yes", label: "Yes" },
  { value: "no", label: "No" },
];

/** Props of `YesNoRadioGroup`. */
export type YesNoRadioGroupProps = Omit<RadioGroupProps, "options" | "orientation"> & {
  /** Labels of the two options, when a form uses other words. */
  labels?: { yes: string; no: string };
};

/** A yes/no question as two side-by-side radios, values "yes" and "no". */
export function YesNoRadioGroup({ labels, ...props }: YesNoRadioGroupProps) {
  const options = labels
    ? [
        { value: "yes", label: labels.yes },
        { value: "no", label: labels.no },
      ]
    : yesNoOptions;
  return <RadioGroup orientation="horizontal" options={options} {...props} />;
}
