import { type ComponentProps, createContext, type ReactNode, useContext, useMemo } from "react";
import type { CopyKey } from "./copy.js";
import { type BrandRecord, copyFor, defaultBrand, getBrand } from "./registry.js";
import { brandCssVariables } from "./theme.js";

const BrandContext = createContext<BrandRecord>(defaultBrand);

/** Props of `BrandProvider`. */
export interface BrandProviderProps extends Omit<ComponentProps<"div">, "children"> {
  /**
   * Brand code of the subtree ("6008"); an unknown or missing code applies the default brand.
   * The portal takes it from the session's employer (DESIGN.md Brands).
   */
  brandCode?: string | number | null | undefined;
  /**
   * A brand record to apply instead of a registry code: one built by `defineBrand` from a record
   * file, or edited in the Storybook brand playground. Its tokens are set as CSS variables on the
   * wrapper, so it needs no generated CSS of its own.
   */
  brand?: BrandRecord;
  /** The subtree to theme. */
  children?: ReactNode;
}

/**
 * Applies a brand to a subtree: sets `data-brand` on a wrapper `div` (the tokens in `tokens.css`
 * switch on it) and provides the brand record to `useBrand` and `useCopy`. The wrapper uses
 * `display: contents` unless a className is given, so it does not change layout.
 */
export function BrandProvider({
  brandCode,
  brand: record,
  children,
  className,
  style,
  ...rest
}: BrandProviderProps) {
  const brand = record ?? getBrand(brandCode);
  const wrapperStyle = className || style ? style : { display: "contents" };
  return (
    <BrandContext.Provider value={brand}>
      <div
        data-brand={brand.code}
        data-brand-family={brand.family}
        className={className}
        style={record ? { ...brandCssVariables(record), ...wrapperStyle } : wrapperStyle}
        {...rest}
      >
        {children}
      </div>
    </BrandContext.Provider>
  );
}

/** The brand record of the nearest `BrandProvider` (the default brand outside any). */
export function useBrand(): BrandRecord {
  return useContext(BrandContext);
}

/**
 * A function that resolves copy for the current brand:
 * `const t = useCopy(); t("memberIdHeading")`.
 */
export function useCopy(): (key: CopyKey, values?: Record<string, string | number>) => string {
  const brand = useBrand();
  return useMemo(
    () => (key: CopyKey, values?: Record<string, string | number>) => copyFor(brand, key, values),
    [brand],
  );
}
