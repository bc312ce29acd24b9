import { AcknowledgeModal } from "../ModalFrame/AcknowledgeModal.js";

/**
 * Words of the product selection criteria modal. The spec names the modal (enrollment.md §2) and
 * gives the rules it explains (§4 Plan selection, Major medical, Coverage category code) but no
 * text: this wording is ours, one sentence per rule.
 */
export const defaultProductSelectionCriteriaCopy = {
  title: "Product Selection Criteria",
  text: "How members are selected for each coverage:",
  rulesLabel: "Selection rules",
  rulePlanFirst:
    "Choose a plan before selecting members; the subscriber can be selected only when a plan is chosen.",
  ruleSubscriberFirst:
    "Dependents can be selected only when the subscriber is selected for the same coverage.",
  ruleSubscriberCascade:
    "Selecting the subscriber selects the same coverage for the dependents; clearing the subscriber clears every dependent.",
  ruleChangeResets:
    "Changing the plan or its effective date clears the members selected for that coverage type.",
  ruleMajorMedical:
    "For major medical, products are chosen per member; at least one selection is needed to continue.",
  ruleCategory:
    "The coverage category (individual, employee and spouse, employee and children, family) follows from the members selected.",
  ok: "OK",
};

/** The words of the product selection criteria modal. */
export type ProductSelectionCriteriaCopy = Record<keyof typeof defaultProductSelectionCriteriaCopy, string>;

const rules = [
  "rulePlanFirst",
  "ruleSubscriberFirst",
  "ruleSubscriberCascade",
  "ruleChangeResets",
  "ruleMajorMedical",
  "ruleCategory",
] as const;

/** Props of `ProductSelectionCriteria`. */
export interface ProductSelectionCriteriaProps {
  /** Whether the modal is open (from the coverage step's help link). */
  open: boolean;
  /** Whether the major medical rule applies (a group with a major-medical line of business, §4). */
  majorMedical?: boolean;
  /** OK or Escape. */
  onClose: () => void;
  /** Override any of the words. */
  copy?: Partial<ProductSelectionCriteriaCopy>;
}

/**
 * Product selection criteria (enrollment.md §2 Modals): the plan selection rules of §4 in plain
 * words, for the coverage step and the add-coverage page. A plain dialog; OK and Escape close it.
 */
export function ProductSelectionCriteria({
  open,
  majorMedical = true,
  onClose,
  copy,
}: ProductSelectionCriteriaProps) {
  const words = { ...defaultProductSelectionCriteriaCopy, ...copy };
  const shown = rules.filter((rule) => majorMedical || rule !== "ruleMajorMedical");
  return (
    <AcknowledgeModal
      name="product-selection-criteria"
      open={open}
      title={words.title}
      description={words.text}
      size="large"
      onAcknowledge={onClose}
      button={words.ok}
    >
      <ul aria-label={words.rulesLabel} className="list-disc space-y-1 ps-6">
        {shown.map((rule) => (
          <li key={rule}>{words[rule]}</li>
        ))}
      </ul>
    </AcknowledgeModal>
  );
}
