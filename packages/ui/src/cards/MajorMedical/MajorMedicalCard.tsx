import {
  type CoverageCategoryCode,
  coverageCategoryLabels,
  isMajorMedicalLine,
  type MajorMedicalLine,
  type MajorMedicalProduct,
  type MajorMedicalSelection,
  majorMedicalCategories,
  majorMedicalProductNames,
  SUBSCRIBER_KEY,
  toggleMajorMedical,
} from "@epr/domain";
import { useMajorMedicalForm } from "@epr/forms";
import type { ReactNode } from "react";
import { CardDisplay } from "../../primitives/Card/CardDisplay.js";
import { CardForm, type EditableCardProps } from "../../primitives/Card/CardForm.js";
import { type CardFrameCopy, defaultCardFrameCopy } from "../../primitives/Card/copy.js";
import { cardFormOptions, useCardForm } from "../../primitives/Card/useCardForm.js";
import { Checkbox } from "../../primitives/Checkbox/Checkbox.js";
import { Fieldset } from "../../primitives/Field/Field.js";
import { ScrollRegion } from "../../primitives/ScrollRegion/ScrollRegion.js";

/** A participant of the grid: the subscriber (key `SUBSCRIBER_KEY`) or a dependent. */
export interface MajorMedicalParticipant {
  key: string;
  name: string;
  /** Relationship code (spouse 01, domestic partner 29…), for the coverage category. */
  relationshipCode?: string | null;
}

/** Words of the card the app may change. */
export interface MajorMedicalCardCopy extends CardFrameCopy {
  legend: string;
  /** The grid's rule, under the legend (enrollment.md §4 Major medical). */
  ruleHint: string;
  participantHeader: string;
  categoryHeader: string;
  /** Hint of a dependent's box while the subscriber is not checked for that product. */
  needsSubscriberHint: string;
  checkedText: string;
  uncheckedText: string;
}

/** The default wording (ours: the spec names the grid, not its labels). */
export const defaultMajorMedicalCardCopy: MajorMedicalCardCopy = {
  ...defaultCardFrameCopy,
  title: "Major Medical",
  legend: "Products per participant",
  ruleHint: "Select the subscriber for a product before its dependents.",
  participantHeader: "Participant",
  categoryHeader: "Coverage category",
  needsSubscriberHint: "Check the subscriber for this product first.",
  checkedText: "Selected",
  uncheckedText: "Not selected",
};

/** What a valid submit gives: the selection and the coverage category per product (@epr/domain). */
export interface MajorMedicalSubmit {
  selection: MajorMedicalSelection;
  categories: Record<string, CoverageCategoryCode | null>;
}

/** Props of `MajorMedicalCard`. */
export interface MajorMedicalCardProps extends EditableCardProps<MajorMedicalSubmit> {
  /** The products of the chosen medical plan (FA Facility, PR Professional, MM Major Medical). */
  products: readonly MajorMedicalProduct[];
  /** The subscriber first, then the dependents. */
  participants: readonly MajorMedicalParticipant[];
  /** Product id → member key → checked. In edit mode it fills the form once. */
  values?: MajorMedicalSelection;
  copy?: Partial<MajorMedicalCardCopy>;
  idPrefix?: string;
  /** Edit mode: each change of the selection. */
  onChange?: (selection: MajorMedicalSelection) => void;
  /**
   * Edit mode: a valid submit. The member lines are rebuilt by @epr/domain's
   * `buildMajorMedicalLines` (coverage type MEDICAL, a category per product).
   */
  onSubmit?: (value: MajorMedicalSubmit) => void;
}

/** Header of a product column: its name, else the spec's name for its line (enrollment.md §3). */
export function majorMedicalProductLabel(product: MajorMedicalProduct): string {
  if (product.productName) return product.productName;
  return isMajorMedicalLine(product.lineOfBusiness)
    ? `${product.lineOfBusiness} ${majorMedicalProductNames[product.lineOfBusiness as MajorMedicalLine]}`
    : product.productId;
}

const relationshipsOf = (participants: readonly MajorMedicalParticipant[]) =>
  Object.fromEntries(participants.map((participant) => [participant.key, participant.relationshipCode]));

/** Every product × participant box, unchecked unless `values` says otherwise. */
function fullSelection(
  products: readonly MajorMedicalProduct[],
  participants: readonly MajorMedicalParticipant[],
  values: MajorMedicalSelection = {},
): MajorMedicalSelection {
  return Object.fromEntries(
    products.map((product) => [
      product.productId,
      Object.fromEntries(
        participants.map((participant) => [
          participant.key,
          Boolean(values[product.productId]?.[participant.key]),
        ]),
      ),
    ]),
  );
}

/**
 * The major medical product grid (enrollment.md §4 Major medical; §2 cards): the medical plan's
 * products (FA Facility, PR Professional, MM Major Medical) per participant. A dependent can be
 * picked only under a picked subscriber for that product; unchecking the subscriber clears the
 * product's dependents (@epr/domain's `toggleMajorMedical`); submit needs at least one selection
 * (@epr/forms `useMajorMedicalForm`). The coverage category per product (@epr/domain
 * `majorMedicalCategories`) shows under the grid and comes with the submit.
 */
export function MajorMedicalCard(props: MajorMedicalCardProps) {
  const copy = { ...defaultMajorMedicalCardCopy, ...props.copy };
  if (props.mode === "read") {
    const selection = fullSelection(props.products, props.participants, props.values);
    return (
      <CardDisplay
        copy={copy}
        headingLevel={props.headingLevel ?? 3}
        onEdit={props.mayEdit ? props.onEdit : undefined}
      >
        <MajorMedicalTable
          {...props}
          copy={copy}
          selection={selection}
          cell={(product, participant) =>
            selection[product.productId]?.[participant.key] ? copy.checkedText : copy.uncheckedText
          }
        />
      </CardDisplay>
    );
  }
  return <MajorMedicalForm {...props} copy={copy} />;
}

function MajorMedicalForm(props: MajorMedicalCardProps & { copy: MajorMedicalCardCopy }) {
  const {
    products,
    participants,
    values,
    copy,
    headingLevel = 3,
    idPrefix = "major-medical",
    onChange,
    onSubmit,
    onCancel,
    saving,
  } = props;
  const form = useMajorMedicalForm({
    ...cardFormOptions,
    defaultValues: { selection: fullSelection(products, participants, values) },
  });
  const boxId = (productId: string, key: string) => `${idPrefix}-${productId}-${key}`;
  const firstBox = products[0] ? boxId(products[0].productId, SUBSCRIBER_KEY) : `${idPrefix}-grid`;
  const { shell } = useCardForm(form, {
    fields: { selection: firstBox },
    onSubmit: (valid) =>
      onSubmit?.({
        selection: valid.selection,
        categories: majorMedicalCategories(valid.selection, relationshipsOf(participants)),
      }),
    onCancel,
    saving,
  });
  const { errors, isSubmitted } = form.formState;
  const selection = form.watch("selection") ?? {};
  // A record field: react-hook-form types its error loosely; the schema's issue is a string.
  const message = errors.selection?.message;
  const error = typeof message === "string" ? message : undefined;
  return (
    <CardForm copy={copy} headingLevel={headingLevel} {...shell}>
      <Fieldset id={firstBox} legend={copy.legend} hint={copy.ruleHint} error={error}>
        <MajorMedicalTable
          {...props}
          copy={copy}
          selection={selection}
          cell={(product, participant) => {
            const isSubscriber = participant.key === SUBSCRIBER_KEY;
            const disabled = !isSubscriber && !selection[product.productId]?.[SUBSCRIBER_KEY];
            return (
              <Checkbox
                id={boxId(product.productId, participant.key)}
                hideLabel
                label={`${majorMedicalProductLabel(product)}: ${participant.name}`}
                hint={disabled ? copy.needsSubscriberHint : undefined}
                checked={Boolean(selection[product.productId]?.[participant.key])}
                disabled={disabled}
                className="justify-center"
                onCheckedChange={(checked) => {
                  const next = toggleMajorMedical(selection, product.productId, participant.key, checked);
                  form.setValue("selection", next, { shouldDirty: true, shouldValidate: isSubmitted });
                  onChange?.(next);
                }}
              />
            );
          }}
        />
      </Fieldset>
    </CardForm>
  );
}

/** The grid: participants down, products across, the coverage category per product at the foot. */
function MajorMedicalTable({
  products,
  participants,
  selection,
  copy,
  cell,
}: MajorMedicalCardProps & {
  copy: MajorMedicalCardCopy;
  selection: MajorMedicalSelection;
  cell: (product: MajorMedicalProduct, participant: MajorMedicalParticipant) => ReactNode;
}) {
  const categories = majorMedicalCategories(selection, relationshipsOf(participants));
  return (
    <ScrollRegion label={copy.participantHeader}>
      <table className="w-full border-collapse text-start">
        <thead>
          <tr className="border-border border-b">
            <th scope="col" className="py-2 pe-4 text-start">
              {copy.participantHeader}
            </th>
            {products.map((product) => (
              <th key={product.productId} scope="col" className="px-2 py-2 text-center">
                {majorMedicalProductLabel(product)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {participants.map((participant) => (
            <tr key={participant.key} data-participant={participant.key} className="border-border border-b">
              <th scope="row" className="py-2 pe-4 text-start font-normal">
                {participant.name}
              </th>
              {products.map((product) => (
                <td key={product.productId} className="px-2 py-2 text-center">
                  {cell(product, participant)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="py-2 pe-4 text-start">
              {copy.categoryHeader}
            </th>
            {products.map((product) => {
              const code = categories[product.productId];
              return (
                <td key={product.productId} data-category={code ?? ""} className="px-2 py-2 text-center">
                  {code ? coverageCategoryLabels[code] : "—"}
                </td>
              );
            })}
          </tr>
        </tfoot>
      </table>
    </ScrollRegion>
  );
}
