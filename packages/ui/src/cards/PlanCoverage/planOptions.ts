import type { CoveragePlanOption } from "@epr/domain";

/** Value of a plan option: group and product, so the same product id in two groups stays distinct. */
export function planOptionValue(
  groupNumber: string | null | undefined,
  productId: string | null | undefined,
) {
  return productId ? `${groupNumber ?? ""}|${productId}` : "";
}

/** The plans offered, one option per product of each group (enrollment.md §3 Coverage plan option). */
export function planOptions(groups: readonly CoveragePlanOption[]) {
  return groups.flatMap((group) =>
    group.products.map((product) => ({
      value: planOptionValue(group.groupNumber, product.productId),
      label: `${product.productName || product.productId} (Group ${group.groupNumber})`,
      groupNumber: group.groupNumber,
      product,
    })),
  );
}
