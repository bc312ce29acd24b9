import type { EmployeeRecord } from "@epr/domain";
import { useCallback, useMemo, useReducer } from "react";
import { Outlet, useSearchParams } from "react-router";
import { EmployeeEditContext, type EmployeeEditState } from "./EmployeeEditContext.js";
import { type EditUpdate, type EmployeeEditDraft, reduceEdit } from "./editDraft.js";

/**
 * The pathless layout route around the review page and the edit flow's other pages (add coverage,
 * the provider directory): it keeps the edit's draft while they change below it. A draft of
 * another employee than the one in the address is not shown.
 */
export function Component() {
  const [params] = useSearchParams();
  const umi = params.get("umi") ?? "";
  const [stored, dispatch] = useReducer(reduceEdit, null);
  const begin = useCallback(
    (u: string, version: number, record: EmployeeRecord) =>
      dispatch({ type: "began", umi: u, version, record }),
    [],
  );
  const change = useCallback(
    (update: (draft: EmployeeEditDraft) => EditUpdate) => dispatch({ type: "changed", update }),
    [],
  );
  const end = useCallback(() => dispatch({ type: "ended" }), []);
  const draft = stored && stored.umi === umi ? stored : null;
  const state = useMemo<EmployeeEditState>(
    () => ({ draft, begin, change, end }),
    [draft, begin, change, end],
  );
  return (
    <EmployeeEditContext.Provider value={state}>
      <Outlet />
    </EmployeeEditContext.Provider>
  );
}
