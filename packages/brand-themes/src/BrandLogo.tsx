import type { ComponentProps } from "react";
import { useBrand } from "./BrandProvider.js";
import type { FamilyId } from "./families.js";
import { families } from "./families.js";
import { LOGO_MARK_BOX, logoMarks } from "./logoMarks.js";

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
        viewBox={`0 0 ${LOGO_MARK_BOX.width} ${LOGO_MARK_BOX.height}`}
        width={Math.round((height * LOGO_MARK_BOX.width) / LOGO_MARK_BOX.height)}
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

/** A family's mark (logoMarks.ts) as SVG shapes. */
function markOf(family: FamilyId) {
  return logoMarks[family].map((shape) =>
    shape.kind === "path" ? (
      <path key={shape.d} d={shape.d} opacity={shape.opacity} />
    ) : (
      <circle
        key={`${shape.cx},${shape.cy}`}
        cx={shape.cx}
        cy={shape.cy}
        r={shape.r}
        opacity={shape.opacity}
      />
    ),
  );
}

/** Fictional logo of the Harbor family (6008, 6009): a lighthouse beam. */
export function HarborLogo({ title = families.harbor.displayName, ...props }: LogoProps) {
  return <Logo title={title} name={families.harbor.displayName} mark={markOf("harbor")} {...props} />;
}

/** Fictional logo of the Summit family (6010, 6011, 6012): two peaks. */
export function SummitLogo({ title = families.summit.displayName, ...props }: LogoProps) {
  return <Logo title={title} name={families.summit.displayName} mark={markOf("summit")} {...props} />;
}

/** Fictional logo of the Meridian family (9017, 9018): an eye over an arc. */
export function MeridianLogo({ title = families.meridian.displayName, ...props }: LogoProps) {
  return <Logo title={title} name={families.meridian.displayName} mark={markOf("meridian")} {...props} />;
}

/** Fictional logo of the default family: a leaf. */
export function EvergreenLogo({ title = families.evergreen.displayName, ...props }: LogoProps) {
  return <Logo title={title} name={families.evergreen.displayName} mark={markOf("evergreen")} {...props} />;
}

/** The logo component of each family. */
export const familyLogos: Record<FamilyId, (props: LogoProps) => React.JSX.Element> = {
  harbor: HarborLogo,
  summit: SummitLogo,
  meridian: MeridianLogo,
  evergreen: EvergreenLogo,
};

/** The logo of the current brand (nearest `BrandProvider`): its logo family's mark and its name. */
export function BrandLogo({ title, ...props }: LogoProps) {
  const brand = useBrand();
  // A registry brand's name is its family's, so this is the family logo; a record file may rename it.
  return (
    <Logo
      title={title ?? brand.displayName}
      name={brand.displayName}
      mark={markOf(brand.logo ?? brand.family)}
      {...props}
    />
  );
}
