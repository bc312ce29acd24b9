import type { ComponentProps } from "react";
import { cn } from "../../lib/cn.js";
import { StrokeIcon } from "../../lib/StrokeIcon.js";
import { useFieldControl } from "../Field/Field.js";
import { inputVariants } from "../TextInput/TextInput.js";

/** An option of `Select`. */
export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** Props of `Select`. */
export type SelectProps = Omit<ComponentProps<"select">, "size"> & {
  /** The options (states, suffixes, relationship codes, cancel reasons…). */
  options: readonly SelectOption[];
  /** First, empty option shown until a choice is made ("Select"). Pass null for none. */
  placeholder?: string | null;
  /** Field width, as for text inputs. */
  width?: "full" | "short" | "medium";
};

/**
 * A native select styled like the text inputs. Native, so keyboard, screen reader and mobile
 * behaviour need no extra code; inside a `Field` it takes the field's wiring.
 */
export function Select({ options, placeholder = "Select", width, className, ...props }: SelectProps) {
  const field = useFieldControl();
  return (
    <div
      data-slot="select"
      className={cn("relative", width === "short" ? "max-w-32" : width === "medium" ? "max-w-60" : "")}
    >
      <select
        className={cn(inputVariants({ width: "full" }), "cursor-pointer appearance-none pe-10", className)}
        {...field}
        {...props}
      >
        {placeholder != null ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </select>
      <StrokeIcon className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-foreground">
        <path d="M6 9l6 6 6-6" />
      </StrokeIcon>
    </div>
  );
}
