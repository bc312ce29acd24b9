import { copyFor, getBrand } from "@epr/brand-themes";
import { assistMessages, failureMessage } from "@epr/domain";
import type { IdCardOrderOutcome } from "@epr/ui/cards/id-cards";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { sessionQuery } from "../../lib/session.js";
import { idCardApi } from "./idCardQueries.js";

/**
 * Ordering an employee's ID cards (assist-employees.md §4, §7 orderIdCard): one request, one order
 * per group and line of business made by the server. The Idempotency-Key is kept for the retries of
 * one order and renewed after it is placed.
 */
export function useIdCardOrder(umi: string) {
  const { data: session } = useQuery(sessionQuery);
  const key = useRef(crypto.randomUUID());
  const [outcome, setOutcome] = useState<IdCardOrderOutcome | null>(null);
  const order = useMutation({
    mutationFn: (members: string[]) => idCardApi.orderIdCards(umi, { members }, key.current),
  });
  const onOrder = async (members: string[]) => {
    setOutcome(null);
    try {
      const answer = await order.mutateAsync(members);
      key.current = crypto.randomUUID();
      setOutcome({ kind: "success", orders: answer.orders.length });
      return true;
    } catch (error) {
      // §8: ID card failures show the content error text unless the server said what was wrong.
      setOutcome({
        kind: "failure",
        message: failureMessage(error, assistMessages.idCardError, assistMessages.idCardError),
      });
      return false;
    }
  };
  return {
    // enrollment.md §6: an order is a change, which a view-only login may not make.
    viewOnly: session?.admin.viewOnly ?? false,
    onOrder,
    ordering: order.isPending,
    outcome,
    copy: { customerServicePhone: copyFor(getBrand(session?.brandCode), "customerServicePhone") },
  };
}
