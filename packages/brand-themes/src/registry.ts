import { brandRecordFiles } from "./brandFiles.js";
import {
  type CopyKey,
  type CopyOverrides,
  copy6010,
  copy6011,
  copy6012,
  defaultCopy,
  fillPlaceholders,
  harborCopy,
  summitCopy,
} from "./copy.js";
import { type FamilyId, families } from "./families.js";
import { type PaletteName, palette } from "./palette.js";
import type { BrandTokens, ColorTokens, ShapeTokens } from "./tokens.js";

/**
 * How "find a doctor" behaves for a brand (enrollment.md §7 Find a doctor): the brand's external
 * directory (in a new window for 6008, 6009, 6010; given client number, group number, the directory's
 * brand code and speciality pcp), a provider finder by city, state and 5-digit ZIP, or the portal's
 * internal directory page. Each finder names its test address, used on a test host. The same shape
 * as @epr/domain `FindADoctorFinder`, which builds the link (brandRules.test.ts checks it compiles).
 * The addresses are the fictional brands' own (`.example`): a deployment sets its partners' finders.
 */
export type FindADoctor =
  | {
      mode: "external";
      url: string;
      testUrl: string;
      newWindow: boolean;
      directoryCode: string;
      ahpaDirectoryCode?: string;
    }
  | { mode: "provider-finder"; url: string; testUrl: string; newWindow: boolean }
  | { mode: "internal" };

/**
 * Capability flags. Rules ask the brand record, never `brandCode === "6012"` (DESIGN.md Brands).
 */
/**
 * Capability flags of a brand. The business-rule flags carry the same names as `BrandRules` of
 * `@epr/domain`, so a record's capabilities can be handed to the domain's rules as they are (the
 * tests of brandRules.test.ts check that at compile time); the others steer the UI only.
 */
export interface Capabilities {
  /** Shows the COB processed flag; COB data also makes Other Insurance a required add step (enrollment.md §4, §6). */
  showsCobProcessedFlag: boolean;
  /** Cancelling a medical line also cancels the group's VIS and DEN lines (enrollment.md §4 Cancel line of business). */
  cascadesVisionDentalOnMedicalCancel: boolean;
  /** Vision/dental product validation on save (enrollment.md §4 Provider validation on save). */
  validatesVisionDentalOnSave: boolean;
  /** Hides the cancel (trash) button of VIS and DEN lines alongside medical (enrollment.md §6). */
  hidesVisionDentalCancelAlongsideMedical: boolean;
  /** View SBC action in the employee actions menu (enrollment.md §6). */
  viewSbc: boolean;
  /** Manage Spending Acct Elections action (enrollment.md §6). */
  spendingAccountElections: boolean;
  /** Jump from the home page to spending accounts (enrollment.md §9: none with 6010, 6011, 6012). */
  spendingAccountJump: boolean;
  /** COBRA checkbox hidden on the subscriber form (enrollment.md §5: 6012; ASO groups hide it too). */
  hidesCobraCheckbox: boolean;
  /** Change PCP action (enrollment.md §6: not brand 6012). */
  changePcp: boolean;
  /** MFA toggle on the profile (session-and-admin.md §2 /profile; the fixed list is not shown). */
  mfaToggle: boolean;
  /** PCP effective date must lie within the reason's retro/future days (assist-employees.md §5). */
  changePcpDateWindow: boolean;
  /** A PPO subscriber line clears the change-PCP data (assist-employees.md §2.3: not for 6008, 6009). */
  changePcpClearsOnPpo: boolean;
  /** The Other Insurance add step is also required when COB data is present and processed (enrollment.md §4). */
  otherInsuranceStepOnCobData: boolean;
  /** The PCP reason code is trimmed before sending (assist-employees.md §7: not for 6008, 6009). */
  trimsPcpReasonCode: boolean;
  /** Provider search uses the group's product name (enrollment.md §7: not 6008 non-AHPA, not 6009). */
  providerSearchByGroupName: "always" | "never" | "ahpa-only";
  /** Plan area code that marks AHPA (enrollment.md §9: 375 for 6008); `null` where the brand has none. */
  ahpaPlanAreaCode: string | null;
  /** Find-a-doctor behaviour (enrollment.md §7). */
  findADoctor: FindADoctor;
  /** Profile site-access rows this brand shows; the other rows show for every brand (session-and-admin.md §6). */
  siteAccess: {
    employerClientGroups: boolean;
    censusReport: boolean;
    wellnessReport: boolean;
  };
  /** Which of the three identity theft text variants the brand uses (assist-employees.md §2.11). */
  idTheftVariant: "harbor" | "summit" | "default";
}

/** One brand: its code, family, name, logo family, tokens, copy and capabilities. */
export interface BrandRecord {
  /** Brand code as the specification gives it ("6008"). */
  code: string;
  /** Family the brand belongs to. */
  family: FamilyId;
  /** Fictional display name. */
  displayName: string;
  /** Design tokens (from the family unless the brand overrides them). */
  tokens: BrandTokens;
  /** The brand's copy overrides; read them through `copyFor`. */
  copy: CopyOverrides;
  /** Capability flags. */
  capabilities: Capabilities;
  /** Family whose logo mark the brand shows; its own family's when absent. */
  logo?: FamilyId;
  /**
   * Colours the brand gives as `#rrggbb` instead of a palette name; they win over `tokens.color`.
   * Read a colour through `brandColor`, which resolves either.
   */
  colors?: Partial<Record<keyof ColorTokens, HexColor>>;
}

/** A colour as `#rrggbb`. */
export type HexColor = `#${string}`;

/**
 * A brand as one plain record file (docs/design-system.md "Add a brand"): the code and family, and
 * only what differs from the family. Hand it to `defineBrand` to get the `BrandRecord` every page,
 * `tokensCss`, `BrandProvider`, `copyFor` and `contrastReport` read.
 */
export interface BrandRecordFile {
  /** Brand code ("7001"). */
  code: string;
  /** Family it starts from: tokens, copy and capabilities not given here come from it. */
  family: FamilyId;
  /** Display name in the header and the logo's accessible name; the family's when absent. */
  name?: string;
  /** Family whose logo mark it shows; its own family's when absent. */
  logo?: FamilyId;
  /** Colour tokens: a palette name (`navy-700`) or a `#rrggbb` colour. */
  colors?: Partial<Record<keyof ColorTokens, PaletteName | HexColor>>;
  /** Shape tokens (radii, card spacing, font, focus width and offset). */
  shape?: Partial<ShapeTokens>;
  /** Wording where it differs from the family's and the default (copy.ts keys). */
  copy?: CopyOverrides;
  /** Capability flags where they differ from the family's. */
  capabilities?: Partial<Capabilities>;
}

const isPaletteName = (value: string): value is PaletteName => Object.hasOwn(palette, value);

/** The `BrandRecord` of a brand record file: the family's tokens, copy and flags, then the file's. */
export function defineBrand(file: BrandRecordFile): BrandRecord {
  const base = makeBrand(file.code, file.family);
  const color = { ...base.tokens.color };
  const colors: Partial<Record<keyof ColorTokens, HexColor>> = {};
  for (const [key, value] of Object.entries(file.colors ?? {}) as [keyof ColorTokens, string][]) {
    if (isPaletteName(value)) color[key] = value;
    else if (/^#[0-9a-f]{6}$/i.test(value)) colors[key] = value.toLowerCase() as HexColor;
    else throw new Error(`Brand ${file.code}: ${key} is neither a palette name nor #rrggbb: ${value}`);
  }
  return {
    ...base,
    displayName: file.name ?? base.displayName,
    tokens: { color, shape: { ...base.tokens.shape, ...file.shape } },
    copy: { ...base.copy, ...file.copy },
    capabilities: { ...base.capabilities, ...file.capabilities },
    ...(file.logo ? { logo: file.logo } : {}),
    ...(Object.keys(colors).length ? { colors } : {}),
  };
}

/** A brand's colour for a token as `#rrggbb`: its own colour if it gives one, else the palette's. */
export function brandColor(brand: BrandRecord, key: keyof ColorTokens): string {
  return brand.colors?.[key] ?? palette[brand.tokens.color[key]];
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i));

/** Every brand code the specification names (enrollment.md §1, §6, §9; assist-employees.md §9). */
export const brandCodes: readonly string[] = [
  "3001",
  "3002",
  "3003",
  ...range(6001, 6012),
  ...range(9001, 9018),
  ...brandRecordFiles.map((file) => file.code),
];

/** The code used when none or an unknown one is given. */
export const DEFAULT_BRAND_CODE = "default";

/** Spending accounts list (enrollment.md §6 Manage Spending Acct Elections). */
const spendingAccountBrands = new Set([
  "3001",
  ...range(6001, 6009),
  ...range(9001, 9012),
  "9015",
  "9017",
  "9018",
]);

function familyOf(code: string): FamilyId {
  if (code === "6008" || code === "6009") return "harbor";
  if (code === "6010" || code === "6011" || code === "6012") return "summit";
  if (code === "9017" || code === "9018") return "meridian";
  return "evergreen";
}

function capabilitiesOf(code: string, family: FamilyId): Capabilities {
  const is = (...codes: string[]) => codes.includes(code);
  return {
    showsCobProcessedFlag: family === "summit",
    cascadesVisionDentalOnMedicalCancel: is("6012", "9017", "9018"),
    validatesVisionDentalOnSave: is("6012", "9017", "9018"),
    hidesVisionDentalCancelAlongsideMedical: is("6012"),
    viewSbc: family === "harbor",
    spendingAccountElections: spendingAccountBrands.has(code),
    spendingAccountJump: family !== "summit",
    hidesCobraCheckbox: is("6012"),
    changePcp: !is("6012"),
    // The fixed list is every brand the registry names; an unknown brand (the default record, also
    // a multi-client administrator's before a client is chosen) is not on it.
    mfaToggle: code !== DEFAULT_BRAND_CODE,
    changePcpDateWindow: family === "harbor",
    changePcpClearsOnPpo: family !== "harbor",
    otherInsuranceStepOnCobData: family === "summit",
    trimsPcpReasonCode: family !== "harbor",
    providerSearchByGroupName: is("6009") ? "never" : is("6008") ? "ahpa-only" : "always",
    ahpaPlanAreaCode: is("6008") ? "375" : null,
    findADoctor: findADoctorOf(code, family),
    siteAccess: {
      employerClientGroups: is("6009", "9017", "9018"),
      censusReport: is("6010", "6011"),
      wellnessReport: is("6011"),
    },
    idTheftVariant: family === "harbor" ? "harbor" : family === "summit" ? "summit" : "default",
  };
}

/** Host names of the fictional brands' finders, per family (DESIGN.md Brands: our own names). */
const finderHosts: Record<FamilyId, string> = {
  harbor: "harborviewhealth.example",
  summit: "summitridgehealth.example",
  meridian: "meridianvisiondental.example",
  evergreen: "evergreenbenefits.example",
};

// enrollment.md §7: 6008 (IBC, or AHPA for an AHPA plan), 6009 (AHNJ) and 6010 open their external
// directory in a new window; the other brands use their family's provider finder by place.
function findADoctorOf(code: string, family: FamilyId): FindADoctor {
  const host = finderHosts[family];
  const directory = (directoryCode: string, ahpaDirectoryCode?: string): FindADoctor => ({
    mode: "external",
    url: `https://findadoctor.${host}/search`,
    testUrl: `https://findadoctor-test.${host}/search`,
    newWindow: true,
    directoryCode,
    ...(ahpaDirectoryCode ? { ahpaDirectoryCode } : {}),
  });
  if (code === "6008") return directory("IBC", "AHPA");
  if (code === "6009") return directory("AHNJ");
  if (code === "6010") return directory("6010");
  return {
    mode: "provider-finder",
    url: `https://providers.${host}/finder`,
    testUrl: `https://providers-test.${host}/finder`,
    newWindow: false,
  };
}

const familyCopy: Record<FamilyId, CopyOverrides> = {
  harbor: harborCopy,
  summit: summitCopy,
  meridian: {},
  evergreen: {},
};
const brandCopy: Record<string, CopyOverrides> = { "6010": copy6010, "6011": copy6011, "6012": copy6012 };

function makeBrand(code: string, family: FamilyId = familyOf(code)): BrandRecord {
  return {
    code,
    family,
    displayName: families[family].displayName,
    tokens: families[family].tokens,
    copy: { ...familyCopy[family], ...brandCopy[code] },
    capabilities: capabilitiesOf(code, family),
  };
}

/** A brand code the specification names ("6008"); see `brandCodes` for the list. */
export type BrandCode = string;

/** The registry: one record per brand code. Read it with `getBrand` to get the default fallback. */
export const brands: Readonly<Record<BrandCode, BrandRecord>> = Object.fromEntries(
  brandCodes.map((code) => {
    const file = brandRecordFiles.find((f) => f.code === code);
    return [code, file ? defineBrand(file) : makeBrand(code)];
  }),
);

/** The record used for an unknown or missing brand code: default family, default copy. */
export const defaultBrand: BrandRecord = makeBrand(DEFAULT_BRAND_CODE);

/** Brand codes grouped by family, in registry order. */
export const brandFamilies: Readonly<Record<FamilyId, readonly string[]>> = {
  harbor: brandCodes.filter((c) => brands[c]?.family === "harbor"),
  summit: brandCodes.filter((c) => brands[c]?.family === "summit"),
  meridian: brandCodes.filter((c) => brands[c]?.family === "meridian"),
  evergreen: brandCodes.filter((c) => brands[c]?.family === "evergreen"),
};

/**
 * One brand of each family, in the families' order: the stories' Chromatic modes, the visual
 * baselines (named by family) and the checks that cover every family use these. Summit is shown
 * by 6012, the brand with the most of its own rules and wording (enrollment.md §1).
 */
export const brandFamilyRepresentatives = {
  harbor: "6008",
  summit: "6012",
  meridian: "9017",
  evergreen: "3001",
} as const satisfies Record<FamilyId, BrandCode>;

/** True when `code` is one of the registry's brand codes. */
export function isBrandCode(code: unknown): code is BrandCode {
  return typeof code === "string" && Object.hasOwn(brands, code);
}

/**
 * The brand record for a code. Numbers are accepted ("6008" and 6008 are the same brand); an
 * unknown or missing code gives `defaultBrand`, so a page never breaks on a new brand code.
 */
export function getBrand(code: string | number | null | undefined): BrandRecord {
  const key = code == null ? "" : String(code).trim();
  return brands[key] ?? defaultBrand;
}

/**
 * A brand's wording of the notices @epr/forms says in the brand's words (enrollment.md §5 Coverage
 * notices: 'no product selected', brand 6012 has its own), as `coverageNoticeText` takes it.
 */
export const noticeWording = (brand: BrandRecord | string | number | null | undefined) => ({
  noProductSelected: copyFor(brand, "noProductSelected"),
});

/**
 * A brand's wording for a message key, falling back to the default wording. `brand` may be a
 * record or a code; `values` fill `{placeholder}` slots.
 */
export function copyFor(
  brand: BrandRecord | string | number | null | undefined,
  key: CopyKey,
  values?: Record<string, string | number>,
): string {
  const record = typeof brand === "object" && brand !== null ? brand : getBrand(brand);
  return fillPlaceholders(record.copy[key] ?? defaultCopy[key], values);
}
