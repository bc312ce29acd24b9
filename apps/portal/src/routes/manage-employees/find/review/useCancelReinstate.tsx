import { type EmployeeRecord, formatUsDate, isDayAfter, parseUsDate } from "@epr/domain";
import { type ReactNode, useState } from "react";
import { useNavigate } from "react-router";
import { ReinstateCoverageDate } from "../../../../lib/lazyModals.js";
import { paths } from "../../../../lib/paths.js";

/** What the summary's Cancel Coverage and Reinstate actions need: the handlers and the modal to render. */
export interface CancelReinstate {
  onCancelCoverage: () => void;
  onReinstate: () => void;
  modal: ReactNode;
}

/**
 * The summary's Cancel Coverage and Reinstate actions (enrollment.md §2, §4, §6). Cancel Coverage
 * opens the cancel-coverage page by umi (the card says 'Access Denied…' instead when no active group
 * may be modified, @epr/domain `employeeActions`); Reinstate asks the reinstate date
 * (ReinstateCoverageDate) and enters the add flow's subscriber step with umi and reinstateDate.
 */
export function useCancelReinstate(umi: string, record: EmployeeRecord | undefined): CancelReinstate {
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  return {
    onCancelCoverage: () => navigate(paths.cancelCoverage(umi)),
    onReinstate: () => setAsking(true),
    modal: (
      <ReinstateCoverageDate
        open={asking}
        lastCancelDate={record ? lastCancelDate(record) : null}
        onCancel={() => setAsking(false)}
        onSubmit={(reinstateDate) => {
          setAsking(false);
          navigate(paths.reinstate(umi, reinstateDate));
        }}
      />
    ),
  };
}

/** The latest end date of any of the employee's lines (MM/dd/yyyy): the reinstate date cannot precede it. */
function lastCancelDate(record: EmployeeRecord): string | null {
  let latest: Date | null = null;
  for (const member of [record.subscriber, ...record.dependents])
    for (const coverage of member.memberCoverages)
      for (const lob of coverage.memberLobs) {
        const end = parseUsDate(lob.coverageEndDate);
        if (end && (!latest || isDayAfter(end, latest))) latest = end;
      }
  return latest ? formatUsDate(latest) : null;
}
