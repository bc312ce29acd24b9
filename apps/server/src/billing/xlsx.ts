import { PassThrough } from "node:stream";
import { buffer } from "node:stream/consumers";
import { adjustmentChangeLabels, coverageTierLabels, invoiceStateLabels } from "@epr/domain";
import ExcelJS from "exceljs";
import { neutralize } from "../eligibility/results-file.js";
import { type BillFile, monthName } from "./pdf.js";

/** Dollars with cents, a credit with its minus sign. */
const MONEY = '"$"#,##0.00;-"$"#,##0.00';
const tier = (value: string | null) =>
  value ? coverageTierLabels[value as keyof typeof coverageTierLabels] : "";
/** Cents as the sheet's dollars: a number (the spreadsheet adds it up), exact to the cent. */
const amount = (cents: number) => cents / 100;

/**
 * The bill's detail as .xlsx (exceljs's streaming writer, a row at a time): a Summary sheet (the
 * group, month, due date, state, totals by line of business, premium, adjustments, total, paid,
 * balance), a Lines sheet (member, member ID, line of business, plan, tier, members covered and
 * their count, amount; a total row) and an Adjustments sheet (what change, tiers, the months it
 * covers, amount; a total row; changes listed to settle below, outside the total). Amounts are
 * numbers in dollars formatted as money; text a spreadsheet would run as a formula is neutralised.
 */
export async function billWorkbook(bill: BillFile): Promise<Buffer> {
  const stream = new PassThrough();
  const bytes = buffer(stream);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useSharedStrings: false,
    useStyles: true,
  });
  const text = (value: string) => neutralize(value);

  const summary = workbook.addWorksheet("Summary");
  summary.columns = [
    { header: "Bill", key: "label", width: 28 },
    { header: `${bill.groupName} (group ${bill.groupNumber})`, key: "value", width: 40 },
  ];
  const fact = (label: string, value: string | number, money = false) => {
    const row = summary.addRow([label, typeof value === "string" ? text(value) : value]);
    if (money) row.getCell(2).numFmt = MONEY;
    row.commit();
  };
  fact("Month", monthName(bill.month));
  fact("Bill number", bill.invoiceId);
  fact("Due date", bill.dueDate);
  fact("State", invoiceStateLabels[bill.state]);
  for (const t of bill.totals) fact(`Line of business ${t.lineOfBusiness}`, amount(t.cents), true);
  fact("Premium", amount(bill.premiumCents), true);
  fact("Adjustments", amount(bill.adjustmentCents), true);
  fact("Total", amount(bill.totalCents), true);
  fact("Paid", amount(bill.paidCents), true);
  fact("Balance", amount(bill.balanceCents), true);
  await summary.commit();

  const lines = workbook.addWorksheet("Lines");
  lines.columns = [
    { header: "Member", width: 28 },
    { header: "Member ID", width: 14 },
    { header: "Line of business", width: 16 },
    { header: "Plan", width: 16 },
    { header: "Tier", width: 22 },
    { header: "Members covered", width: 40 },
    { header: "Members", width: 10 },
    { header: "Amount", width: 14, style: { numFmt: MONEY } },
  ];
  for (const l of bill.lines)
    lines
      .addRow([
        text(l.subscriberName),
        text(l.umi),
        text(l.lineOfBusiness),
        text(l.productId ?? ""),
        tier(l.tier),
        text(l.members.map((m) => m.name).join(", ")),
        l.members.length,
        amount(l.cents),
      ])
      .commit();
  lines.addRow(["Total", null, null, null, null, null, null, amount(bill.premiumCents)]).commit();
  await lines.commit();

  const adjustments = workbook.addWorksheet("Adjustments");
  adjustments.columns = [
    { header: "Member", width: 28 },
    { header: "Member ID", width: 14 },
    { header: "Line of business", width: 16 },
    { header: "Change", width: 16 },
    { header: "From tier", width: 22 },
    { header: "Tier", width: 22 },
    { header: "Months covered", width: 28 },
    { header: "Amount", width: 14, style: { numFmt: MONEY } },
    { header: "In the total", width: 12 },
  ];
  const adjustmentRow = (a: BillFile["adjustments"][number], inTotal: boolean) =>
    adjustments
      .addRow([
        text(a.subscriberName),
        text(a.umi),
        text(a.lineOfBusiness),
        adjustmentChangeLabels[a.change],
        tier(a.fromTier),
        tier(a.tier),
        a.months.join(", "),
        amount(a.cents),
        inTotal ? "Yes" : "No: to settle",
      ])
      .commit();
  for (const a of bill.adjustments) adjustmentRow(a, true);
  adjustments.addRow(["Total", null, null, null, null, null, null, amount(bill.adjustmentCents)]).commit();
  for (const a of bill.toSettle) adjustmentRow(a, false);
  await adjustments.commit();

  await workbook.commit();
  return bytes;
}
