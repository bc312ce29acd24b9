import type { ComponentProps } from "react";
import { useBrand } from "./BrandProvider.js";
import type { FamilyId } from "./families.js";
import { families } from "./families.js";

/** Props of the logo components. */
export interface LogoProps extends ComponentProps<"svg"> {
  /** Accessible name; defaults to the family's display name. Pass "" for a decorative logo. */
  title?: string;
}

function Frame({
  title,
  children,
  viewBox = "0 0 220 40",
  ...props
}: LogoProps & { children: React.ReactNode }) {
  const decorative = title === "";
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={viewBox}
      height={40}
      role={decorative ? undefined : "img"}
      aria-hidden={decorative ? true : undefined}
      aria-label={decorative ? undefined : title}
      fill="currentColor"
      {...props}
    >
      {children}
    </svg>
  );
}

const text = { fontFamily: "DejaVu Sans, sans-serif", fontWeight: 700 } as const;

/** Fictional logo of the Harbor family (6008, 6009): a lighthouse beam. */
export function HarborLogo({ title = families.harbor.displayName, ...props }: LogoProps) {
  return (
    <Frame title={title} {...props}>
      <path d="M14 6h8l3 28H11z" />
      <path d="M4 10l10 3v4L4 20zM32 10l-10 3v4l10 3z" opacity={0.6} />
      <text x="40" y="27" fontSize="17" style={text}>
        Harborview Health
      </text>
    </Frame>
  );
}

/** Fictional logo of the Summit family (6010, 6011, 6012): two peaks. */
export function SummitLogo({ title = families.summit.displayName, ...props }: LogoProps) {
  return (
    <Frame title={title} {...props}>
      <path d="M2 34L14 10l7 12 5-8 10 20z" />
      <text x="42" y="27" fontSize="16" style={text}>
        Summit Ridge Health
      </text>
    </Frame>
  );
}

/** Fictional logo of the Meridian family (9017, 9018): an eye over an arc. */
export function MeridianLogo({ title = families.meridian.displayName, ...props }: LogoProps) {
  return (
    <Frame title={title} viewBox="0 0 250 40" {...props}>
      <path d="M2 20C8 10 28 10 34 20 28 30 8 30 2 20z" opacity={0.6} />
      <circle cx="18" cy="20" r="6" />
      <text x="42" y="27" fontSize="15" style={text}>
        Meridian Vision &amp; Dental
      </text>
    </Frame>
  );
}

/** Fictional logo of the default family: a leaf. */
export function EvergreenLogo({ title = families.evergreen.displayName, ...props }: LogoProps) {
  return (
    <Frame title={title} {...props}>
      <path d="M18 4C6 12 6 28 18 36 30 28 30 12 18 4zm-1 8h2v22h-2z" />
      <text x="40" y="27" fontSize="16" style={text}>
        Evergreen Benefits
      </text>
    </Frame>
  );
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
