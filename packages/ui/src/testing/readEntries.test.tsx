import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { SUBSCRIBER_KEY } from "@epr/domain";
import { cleanup, render, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { DependentList } from "../cards/Dependent/DependentList.js";
import { DependentReadList } from "../cards/Dependent/read.js";
import { PlanCoverageCard } from "../cards/PlanCoverage/PlanCoverageCard.js";
import { PlanCoverageReadCard } from "../cards/PlanCoverage/read.js";
import { ProviderCard } from "../cards/Provider/ProviderCard.js";
import { ProviderReadCard } from "../cards/Provider/read.js";
import { ReportCodesCard } from "../cards/ReportCodes/ReportCodesCard.js";
import { ReportCodesReadCard } from "../cards/ReportCodes/read.js";
import { SubscriberReadCard } from "../cards/SubscriberForm/read.js";
import { SubscriberForm } from "../cards/SubscriberForm/SubscriberForm.js";
import { TobaccoReadCard } from "../cards/Tobacco/read.js";
import { TobaccoCard } from "../cards/Tobacco/TobaccoCard.js";

afterEach(cleanup);

const today = new Date(2026, 10, 22);
const context = { today, flow: "add" as const, ssnOnFile: true };
const subscriber = {
  firstName: "Elena",
  lastName: "Lindqvist",
  gender: "F",
  birthDate: "04/02/1980",
  hireDate: "01/05/2015",
  coverageEffectiveDate: "12/01/2026",
  ssn: "123456789",
  address1: "1 Main St",
  city: "Springfield",
  state: "IL",
  zipCode: "62701",
  homePhone: "(217) 555-0100",
  otherInsuranceIndicator: "N",
  medicareEligibleIndicator: "N",
};
const dependents = [1, 2, 3, 4].map((n) => ({
  id: `d${n}`,
  values: {
    firstName: `Child${n}`,
    lastName: "Lindqvist",
    relationshipCode: "19",
    gender: n % 2 ? "F" : "M",
    birthDate: "05/06/2012",
    ssn: "987654321",
    otherInsuranceIndicator: "N",
    medicareEligibleIndicator: "N",
  },
}));
const members = [
  { key: SUBSCRIBER_KEY, name: "Elena Lindqvist" },
  { key: "d1", name: "Child1 Lindqvist" },
];
const plan = {
  groupNumber: "100",
  productId: "P1",
  productName: "Gold PPO",
  coverageEffectiveDate: "12/01/2026",
  members: { [SUBSCRIBER_KEY]: true, d1: true },
};
const codes = [
  { type: "Department", abbreviatedType: "DEPT", required: true, value: "hr" },
  { type: "Location", abbreviatedType: "LOC", value: "" },
];
const noop = () => undefined;

/** React's generated ids differ between two renders; everything else must be the same. */
const markup = (element: ReactElement) => {
  const html = render(element).container.innerHTML.replace(/_r_[0-9a-z]+_|«r[0-9a-z]+»|:r[0-9a-z]+:/g, "ID");
  cleanup();
  return html;
};

// A page that only shows (the add flow's Review & Submit) gives the read entry the read-mode props it
// gave the card: the same markup must come out, so markup added to a card's read branch, and not to
// its read card, fails here.
describe("read entries render what the cards render in read mode (enrollment.md §2 read-only displays)", () => {
  it.each<[string, ReactElement, ReactElement]>([
    [
      "subscriber",
      <SubscriberForm
        key="full"
        mode="read"
        headingLevel={3}
        values={subscriber}
        context={context}
        onSubmit={noop}
      />,
      <SubscriberReadCard key="read" headingLevel={3} values={subscriber} context={context} />,
    ],
    [
      "subscriber with Edit",
      <SubscriberForm
        key="full"
        mode="read"
        values={subscriber}
        context={context}
        mayEdit
        onEdit={noop}
        onSubmit={noop}
      />,
      <SubscriberReadCard key="read" values={subscriber} context={context} mayEdit onEdit={noop} />,
    ],
    [
      "dependents, two columns",
      <DependentList
        key="full"
        mode="read"
        dependents={dependents}
        context={{ today, flow: "add" }}
        permissions={{ canAdd: false, canEdit: false, canRemove: false }}
      />,
      <DependentReadList key="read" dependents={dependents} />,
    ],
    [
      "dependents with Edit",
      <DependentList
        key="full"
        mode="read"
        dependents={dependents.slice(0, 1)}
        context={{ today, flow: "add" }}
        permissions={{ canAdd: false, canEdit: true, canRemove: false }}
        onEdit={noop}
      />,
      <DependentReadList key="read" dependents={dependents.slice(0, 1)} canEdit onEdit={noop} />,
    ],
    [
      "plan coverage",
      <PlanCoverageCard
        key="full"
        mode="read"
        headingLevel={3}
        coverageType="DENTAL"
        groups={[]}
        members={members}
        context={context}
        values={plan}
      />,
      <PlanCoverageReadCard
        key="read"
        headingLevel={3}
        coverageType="DENTAL"
        members={members}
        values={plan}
      />,
    ],
    [
      "plan coverage, none chosen",
      <PlanCoverageCard
        key="full"
        mode="read"
        coverageType="VISION"
        groups={[]}
        members={members}
        context={context}
      />,
      <PlanCoverageReadCard key="read" coverageType="VISION" members={members} />,
    ],
    [
      "provider",
      <ProviderCard
        key="full"
        id="p0"
        participantName="Elena Lindqvist"
        mode="read"
        values={{ physicianNumber: "12345", physicianName: "Dr Who", effectiveDate: "12/01/2026" }}
      />,
      <ProviderReadCard
        key="read"
        id="p0"
        participantName="Elena Lindqvist"
        values={{ physicianNumber: "12345", physicianName: "Dr Who", effectiveDate: "12/01/2026" }}
      />,
    ],
    [
      "provider, no-PCP number, with Edit",
      <ProviderCard
        key="full"
        id="p0"
        participantName="Elena Lindqvist"
        mode="read"
        values={{ physicianNumber: "999999" }}
        mayEdit
        onEdit={noop}
      />,
      <ProviderReadCard
        key="read"
        id="p0"
        participantName="Elena Lindqvist"
        values={{ physicianNumber: "999999" }}
        mayEdit
        onEdit={noop}
      />,
    ],
    [
      "tobacco user",
      <TobaccoCard
        key="full"
        id="p0"
        participantName="Elena Lindqvist"
        mode="read"
        today={today}
        required={false}
        values={{ tobaccoStatus: "T", tobaccoUsageDate: "01/02/2026" }}
      />,
      <TobaccoReadCard
        key="read"
        id="p0"
        participantName="Elena Lindqvist"
        values={{ tobaccoStatus: "T", tobaccoUsageDate: "01/02/2026" }}
      />,
    ],
    [
      "tobacco unknown (shown as No)",
      <TobaccoCard
        key="full"
        id="p0"
        participantName="Elena Lindqvist"
        mode="read"
        today={today}
        required={false}
        values={{ tobaccoStatus: "U" }}
      />,
      <TobaccoReadCard
        key="read"
        id="p0"
        participantName="Elena Lindqvist"
        values={{ tobaccoStatus: "U" }}
      />,
    ],
    [
      "report codes",
      <ReportCodesCard key="full" groupNumber="100" mode="read" codes={codes} />,
      <ReportCodesReadCard key="read" groupNumber="100" codes={codes} />,
    ],
    [
      "report codes, none with a value, only with value",
      <ReportCodesCard key="full" groupNumber="100" mode="read" codes={codes.slice(1)} onlyWithValue />,
      <ReportCodesReadCard key="read" groupNumber="100" codes={codes.slice(1)} onlyWithValue />,
    ],
  ])("%s", (_name, full, read) => {
    expect(markup(read)).toBe(markup(full));
  });
});

// A read entry is for pages that only show: it must not load the form (react-hook-form, the
// schemas' resolver, the @epr/forms hooks), or a read-only route carries it again (bench/bundle-size.mjs).
describe("the dependents' read list inside a section (Review & Submit)", () => {
  it.each([
    [undefined, 2, 3],
    [3, 3, 4],
  ] as const)(
    "headingLevel %s: the list's heading at level %i, each dependent's at %i",
    (level, list, card) => {
      render(
        <DependentReadList dependents={dependents.slice(0, 1)} {...(level ? { headingLevel: level } : {})} />,
      );
      expect(screen.getByRole("heading", { name: "Dependents" }).tagName).toBe(`H${list}`);
      expect(screen.getByRole("heading", { name: /Dependent 1/ }).tagName).toBe(`H${card}`);
    },
  );
});

describe("read entries do not import the forms", () => {
  const cards = resolve(dirname(fileURLToPath(import.meta.url)), "../cards");
  const sourceOf = (file: string) => {
    for (const candidate of [file, file.replace(/\.js$/, ".ts"), file.replace(/\.js$/, ".tsx")]) {
      try {
        return { path: candidate, text: readFileSync(candidate, "utf8") };
      } catch {}
    }
    throw new Error(`no source for ${file}`);
  };
  /** Every module a file reaches through value imports, with the packages each one imports. */
  const graph = (entry: string) => {
    const seen = new Map<string, string[]>();
    const visit = (file: string) => {
      const { path, text } = sourceOf(file);
      if (seen.has(path)) return;
      const imports = [...text.matchAll(/^(import|export)(?!\s+type\b)[^;]*?from\s+"([^"]+)";/gms)].map(
        (match) => match[2] as string,
      );
      seen.set(
        path,
        imports.filter((spec) => !spec.startsWith(".")),
      );
      for (const spec of imports.filter((s) => s.startsWith("."))) visit(resolve(dirname(path), spec));
    };
    visit(entry);
    return seen;
  };

  it.each(["SubscriberForm", "Dependent", "PlanCoverage", "Provider", "Tobacco", "ReportCodes"])(
    "%s/read.ts",
    (folder) => {
      const packages = [...graph(resolve(cards, folder, "read.ts")).entries()].flatMap(([path, specs]) =>
        specs.map((spec) => `${path.slice(cards.length + 1)} → ${spec}`),
      );
      expect(packages.filter((line) => /react-hook-form|@hookform|@epr\/forms/.test(line))).toEqual([
        // The COBRA rule is the subscriber schema's (@epr/forms subscriber.ts), not a hook.
        ...(folder === "SubscriberForm" ? ["SubscriberForm/rules.ts → @epr/forms"] : []),
      ]);
    },
  );
});
