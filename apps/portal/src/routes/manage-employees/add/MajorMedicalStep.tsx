import { coverageCalls } from "@epr/contract";
import {
  buildMajorMedicalLines,
  convertDate,
  isMajorMedicalLine,
  type MajorMedicalSelection,
  type MemberCoverage,
  SUBSCRIBER_KEY,
} from "@epr/domain";
import { SkeletonText, useStepForms } from "@epr/ui";
import { MajorMedicalCard, type MajorMedicalSubmit } from "@epr/ui/cards/major-medical";
import { useQuery } from "@tanstack/react-query";
import { useRef } from "react";
import { featureApi } from "../../../lib/featureApi.js";
import { ServiceErrorBar } from "../../../lib/serviceError.js";
import { useAddFlow } from "./AddFlowContext.js";
import { StepShell } from "./StepShell.js";

const coverageApi = featureApi(coverageCalls);

/**
 * Major Medical (enrollment.md §2 employee.add.majorMedical, §4 Major medical): the medical group's
 * products per participant, a dependent only under a picked subscriber; on Save & Continue the
 * members' medical lines of that group are rebuilt with a coverage category per product
 * (@epr/domain `buildMajorMedicalLines`).
 */
export function Component() {
  const flow = useAddFlow();
  const { draft } = flow;
  const forms = useStepForms();
  const accepted = useRef<MajorMedicalSubmit | null>(null);
  const record = draft.record;
  const medical = record.subscriber.memberCoverages.find((coverage) =>
    coverage.memberLobs.some((lob) => lob.coverageType === "MEDICAL"),
  );
  const effectiveDate = record.globalCoverageEffectiveDate ?? "";
  const zipCode = record.subscriber.address?.zipCode?.base ?? "";
  const query = {
    coverageType: "MEDICAL" as const,
    effectiveDate: convertDate(effectiveDate, "us", "usDash") ?? "",
    zipCode,
    groupNumber: medical?.groupNumber ?? "",
  };
  const offered = useQuery({
    queryKey: ["coverages", "medical-products", query],
    queryFn: () => coverageApi.medicalProducts(query),
    enabled: Boolean(medical),
  });
  // The grid's products are the group's major-medical lines (MM, FA, PR; enrollment.md §3).
  const products = (
    offered.data?.payload.find((group) => group.groupNumber === medical?.groupNumber)?.products ?? []
  )
    .filter((product) => isMajorMedicalLine(product.icisProductType ?? ""))
    .map((product) => ({
      productId: product.productId,
      productName: product.productName,
      lineOfBusiness: product.icisProductType ?? "",
    }));
  const keys = [SUBSCRIBER_KEY, ...draft.dependents.map((dependent) => dependent.id)];
  const members = [record.subscriber, ...record.dependents];
  const participants = members.map((member, index) => ({
    key: keys[index] ?? `member-${index}`,
    name: `${member.fullName.first} ${member.fullName.last}`,
    relationshipCode: member.relationshipCode,
  }));
  // What was picked before: each member's medical lines of the group, by product.
  const picked: MajorMedicalSelection = Object.fromEntries(
    products.map((product) => [
      product.productId,
      Object.fromEntries(
        members.map((member, index) => [
          keys[index] ?? "",
          member.memberCoverages.some(
            (coverage) =>
              coverage.groupNumber === medical?.groupNumber &&
              coverage.memberLobs.some((lob) => lob.productId === product.productId),
          ),
        ]),
      ),
    ]),
  );

  const accept = () => {
    const submitted = accepted.current;
    if (!submitted || !medical) return null;
    const relationships = Object.fromEntries(participants.map((p) => [p.key, p.relationshipCode]));
    const lines = buildMajorMedicalLines(submitted.selection, products, relationships, effectiveDate);
    const rebuild = <M extends { memberCoverages: MemberCoverage[] }>(member: M, key: string): M => {
      const others = member.memberCoverages.map((coverage) =>
        coverage.groupNumber === medical.groupNumber
          ? { ...coverage, memberLobs: coverage.memberLobs.filter((lob) => lob.coverageType !== "MEDICAL") }
          : coverage,
      );
      const mine = lines[key] ?? [];
      const group = others.find((coverage) => coverage.groupNumber === medical.groupNumber);
      const coverages = group
        ? others.map((coverage) =>
            coverage === group ? { ...group, memberLobs: [...group.memberLobs, ...mine] } : coverage,
          )
        : mine.length > 0
          ? [...others, { groupNumber: medical.groupNumber, memberLobs: mine }]
          : others;
      return { ...member, memberCoverages: coverages.filter((coverage) => coverage.memberLobs.length > 0) };
    };
    const next = {
      ...record,
      subscriber: rebuild(record.subscriber, SUBSCRIBER_KEY),
      dependents: record.dependents.map((dependent, index) => rebuild(dependent, keys[index + 1] ?? "")),
    };
    return flow.reduce(draft, {
      type: "recordChanged",
      record: next,
      step: "majorMedical",
      options: { majorMedicalNeeded: true },
    });
  };

  return (
    <StepShell
      forms={{
        ...forms,
        submitAll: () => {
          accepted.current = null;
          return forms.submitAll();
        },
      }}
      accept={accept}
    >
      {offered.isPending ? (
        <SkeletonText lines={4} label="Loading the major medical products" />
      ) : offered.isError ? (
        <ServiceErrorBar error={offered.error} title="The products could not be loaded" />
      ) : (
        <MajorMedicalCard
          mode="edit"
          products={products}
          participants={participants}
          values={picked}
          onSubmit={(value) => {
            accepted.current = value;
          }}
        />
      )}
    </StepShell>
  );
}
