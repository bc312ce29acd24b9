import type { ComponentProps } from "react";
import { useBrand } from "./BrandProvider.js";
import type { FamilyId } from "./families.js";
import { families } from "./families.js";

/** Props of the logo components. */
export interface LogoProps extends Omit<ComponentProps<"span">, "children"> {
  /** Accessible name; defaults to the family's display name. Pass "" for a decorative logo. */
  title?: string;
  /** Height of the mark in pixels; the name's type is sized from it (default 40). */
  height?: number;
}

/**
 * A logo: the family's mark as SVG and the brand's name as real text beside it. The name is HTML
 * text, not SVG text in a fixed viewBox, so it always shows whole whatever fonts the machine has:
 * it takes the width it needs and wraps onto a second line where the space is narrow (down to a
 * 320 px screen). Styled inline so it needs no stylesheet of its own.
 */
function Logo({
  title,
  name,
  mark,
  height = 40,
  style,
  ...props
}: LogoProps & { name: string; mark: React.ReactNode }) {
  // An image named by the brand (its text inside is then presentational), or hidden when decorative.
  const a11y = title === "" ? { "aria-hidden": true } : { role: "img", "aria-label": title };
  return (
    <span
      data-slot="brand-logo"
      {...a11y}
      style={{
        display: "inline-flex",
        alignItems: "center",
        gap: Math.round(height * 0.2),
        minWidth: 0,
        maxWidth: "100%",
        ...style,
      }}
      {...props}
    >
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox="0 0 36 40"
        width={Math.round((height * 36) / 40)}
        height={height}
        fill="currentColor"
        aria-hidden="true"
        focusable="false"
        style={{ flex: "none" }}
      >
        {mark}
      </svg>
      <span
        data-slot="brand-name"
        style={{
          minWidth: 0,
          fontWeight: 700,
          fontSize: Math.round(height * 0.42),
          lineHeight: 1.15,
          overflowWrap: "break-word",
        }}
      >
        {name}
      </span>
    </span>
  );
}

/** Fictional logo of the Harbor family (6008, 6009): a lighthouse beam. */
export function HarborLogo({ title = families.harbor.displayName, ...props }: LogoProps) {
  const mark = (
    <>
      <path d="M14 6h8l3 28H11z" />
      <path d="M4 10l10 3v4L4 20zM32 10l-10 3v4l10 3z" opacity={0.6} />
    </>
  );
  return <Logo title={title} name={families.harbor.displayName} mark={mark} {...props} />;
}

/** Fictional logo of the Summit family (6010, 6011, 6012): two peaks. */
export function SummitLogo({ title = families.summit.displayName, ...props }: LogoProps) {
  const mark = <path d="M0 34L12 10l7 12 5-8 10 20z" />;
  return <Logo title={title} name={families.summit.displayName} mark={mark} {...props} />;
}

/** Fictional logo of the Meridian family (9017, 9018): an eye over an arc. */
export function MeridianLogo({ title = families.meridian.displayName, ...props }: LogoProps) {
  const mark = (
    <>
      <path d="M1 20C7 10 27 10 33 20 27 30 7 30 1 20z" opacity={0.6} />
      <circle cx="17" cy="20" r="6" />
    </>
  );
  return <Logo title={title} name={families.meridian.displayName} mark={mark} {...props} />;
}

/** Fictional logo of the default family: a leaf. */
export function EvergreenLogo({ title = families.evergreen.displayName, ...props }: LogoProps) {
  const mark = <path d="M18 4C6 12 6 28 18 36 30 28 30 12 18 4zm-1 8h2v22h-2z" />;
  return <Logo title={title} name={families.evergreen.displayName} mark={mark} {...props} />;
}

/** The logo component of each family. */
export const familyLogos: Record<FamilyId, (props: LogoProps) => React.JSX.Element> = {
  harbor: HarborLogo,
  summit: SummitLogo,
  meridian: MeridianLogo,
  evergreen: EvergreenLogo,
};

/** The logo of the current brand (nearest `BrandProvider`). */
export function BrandLogo(props: LogoProps) {
  const Logo = familyLogos[useBrand().family];
  return <Logo {...props} />;
}
