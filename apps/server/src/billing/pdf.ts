import { PassThrough } from "node:stream";
import { brandColor, getBrand, LOGO_MARK_BOX, logoMarks } from "@epr/brand-themes/registry";
import type { InvoiceAdjustment, InvoiceLine } from "@epr/contract";
import {
  adjustmentChangeLabels,
  coverageTierLabels,
  type InvoiceState,
  invoiceStateLabels,
  monthStart,
} from "@epr/domain";
import { format } from "date-fns";
import PDFDocument from "pdfkit";

/** A bill as its files (PDF and .xlsx) show it: the summary, every line, adjustments apart, payments. */
export interface BillFile {
  invoiceId: string;
  groupNumber: string;
  groupName: string;
  clientName: string;
  brandCode: string;
  month: string;
  /** MM/dd/yyyy. */
  dueDate: string;
  state: InvoiceState;
  premiumCents: number;
  adjustmentCents: number;
  totalCents: number;
  paidCents: number;
  balanceCents: number;
  totals: { lineOfBusiness: string; cents: number }[];
  lines: InvoiceLine[];
  adjustments: InvoiceAdjustment[];
  toSettle: InvoiceAdjustment[];
  /** The payments applied to this bill: reference, date (MM/dd/yyyy), the share applied. */
  payments: { reference: string; paidOn: string; cents: number }[];
}

const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
/** Whole cents as dollars ("$1,234.56", "-$500.00"). */
export const dollars = (cents: number) => money.format(cents / 100);
/** "March 2026". */
export const monthName = (month: string) => format(monthStart(month), "MMMM yyyy");
const tierLabel = (tier: InvoiceLine["tier"]) => (tier ? coverageTierLabels[tier] : "");

interface Column {
  heading: string;
  width: number;
  align?: "left" | "right";
}

const MARGIN = 40;
const ROW = 14;

/**
 * The bill as a PDF (pdfkit), in the brand's colours with its name in the header band: the group,
 * the month, the due date and state, totals by line of business, the premium lines, the adjustments
 * apart (and changes listed to settle, outside the total), then payments and the balance. Landscape
 * letter, so a line's member, plan, tier, members covered and amount fit on one row; tables carry
 * their headings onto each new page.
 */
export function renderBillPdf(bill: BillFile): Promise<Buffer> {
  const brand = getBrand(bill.brandCode);
  // A brand record may give its own colours beside its family's palette (brandColor reads both).
  const colour = (token: keyof typeof brand.tokens.color) => brandColor(brand, token);
  const pdf = new PDFDocument({
    size: "LETTER",
    layout: "landscape",
    margin: MARGIN,
    info: {
      Title: `Premium bill ${bill.groupNumber} ${bill.month}`,
      Subject: `${bill.groupName}, ${monthName(bill.month)}`,
      Author: brand.displayName,
    },
  });
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => resolve(Buffer.concat(chunks)));
    stream.on("error", reject);
  });
  pdf.pipe(stream);
  const width = pdf.page.width - 2 * MARGIN;
  /** Text cut to a column's width in the current font, an ellipsis showing the cut. */
  const fit = (text: string, room: number) => {
    if (pdf.widthOfString(text) <= room) return text;
    let cut = text;
    while (cut.length > 0 && pdf.widthOfString(`${cut}…`) > room) cut = cut.slice(0, -1);
    return `${cut}…`;
  };
  const bottom = () => pdf.page.height - MARGIN;

  // The header band: the brand's header colour, its logo (the family's mark and its name) in the
  // header's text colour, as the portal's header shows it.
  pdf.rect(0, 0, pdf.page.width, 56).fill(colour("header"));
  const markScale = 36 / LOGO_MARK_BOX.height;
  pdf.save().translate(MARGIN, 10).scale(markScale);
  for (const shape of logoMarks[brand.logo ?? brand.family]) {
    const drawn = shape.kind === "path" ? pdf.path(shape.d) : pdf.circle(shape.cx, shape.cy, shape.r);
    drawn.fillOpacity(shape.opacity ?? 1).fill(colour("header-foreground"));
  }
  pdf.restore();
  pdf
    .fillColor(colour("header-foreground"))
    .font("Helvetica-Bold")
    .fontSize(18)
    .text(brand.displayName, MARGIN + LOGO_MARK_BOX.width * markScale + 8, 19, { lineBreak: false });
  pdf
    .font("Helvetica")
    .fontSize(11)
    .text("Premium bill", MARGIN, 23, { width, align: "right", lineBreak: false });

  pdf.fillColor(colour("foreground")).font("Helvetica-Bold").fontSize(16);
  pdf.text(`${bill.groupName} (group ${bill.groupNumber})`, MARGIN, 76);
  pdf.font("Helvetica").fontSize(10).moveDown(0.3);
  pdf.text(`Bill for ${monthName(bill.month)}   Bill number ${bill.invoiceId}   Employer ${bill.clientName}`);
  pdf.text(`Due ${bill.dueDate}   ${invoiceStateLabels[bill.state]}`);
  pdf.moveDown(0.8);

  const heading = (text: string) => {
    if (pdf.y + 3 * ROW > bottom()) pdf.addPage();
    pdf.moveDown(0.6).font("Helvetica-Bold").fontSize(12).fillColor(colour("primary"));
    pdf.text(text, MARGIN, pdf.y);
    pdf.fillColor(colour("foreground")).font("Helvetica").fontSize(9).moveDown(0.2);
  };

  /** A table: headings in bold over a rule, a row per item; a page break repeats the headings. */
  const table = (columns: Column[], rows: string[][]) => {
    const drawRow = (cells: string[], bold: boolean) => {
      if (pdf.y + ROW > bottom()) {
        pdf.addPage();
        pdf.y = MARGIN;
        if (!bold)
          drawRow(
            columns.map((c) => c.heading),
            true,
          );
      }
      const y = pdf.y;
      let x = MARGIN;
      pdf.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(9);
      columns.forEach((column, i) => {
        pdf.text(fit(cells[i] ?? "", column.width - 6), x + 2, y + 2, {
          width: column.width - 4,
          align: column.align ?? "left",
          lineBreak: false,
        });
        x += column.width;
      });
      if (bold)
        pdf
          .moveTo(MARGIN, y + ROW)
          .lineTo(MARGIN + width, y + ROW)
          .strokeColor(colour("primary"))
          .stroke();
      pdf.y = y + ROW;
    };
    drawRow(
      columns.map((c) => c.heading),
      true,
    );
    for (const row of rows) drawRow(row, false);
    pdf.x = MARGIN;
  };

  heading("Totals");
  table(
    [
      { heading: "Line of business", width: 200 },
      { heading: "Amount", width: 120, align: "right" },
    ],
    [
      ...bill.totals.map((t) => [t.lineOfBusiness, dollars(t.cents)]),
      ["Premium", dollars(bill.premiumCents)],
      ["Adjustments", dollars(bill.adjustmentCents)],
      ["Total", dollars(bill.totalCents)],
    ],
  );

  heading(`Premium lines (${bill.lines.length})`);
  table(
    [
      { heading: "Member ID", width: 80 },
      { heading: "Subscriber", width: 150 },
      { heading: "Line", width: 50 },
      { heading: "Plan", width: 80 },
      { heading: "Tier", width: 120 },
      { heading: "Members covered", width: 152 },
      { heading: "Amount", width: 80, align: "right" },
    ],
    bill.lines.map((l) => [
      l.umi,
      l.subscriberName,
      l.lineOfBusiness,
      l.productId ?? "",
      tierLabel(l.tier),
      l.members.map((m) => m.name).join(", "),
      dollars(l.cents),
    ]),
  );

  const adjustmentColumns: Column[] = [
    { heading: "Member ID", width: 80 },
    { heading: "Subscriber", width: 150 },
    { heading: "Line", width: 50 },
    { heading: "Change", width: 110 },
    { heading: "Tier", width: 160 },
    { heading: "Months", width: 82 },
    { heading: "Amount", width: 80, align: "right" },
  ];
  const adjustmentRow = (a: InvoiceAdjustment) => [
    a.umi,
    a.subscriberName,
    a.lineOfBusiness,
    adjustmentChangeLabels[a.change],
    a.fromTier && a.fromTier !== a.tier
      ? `${tierLabel(a.fromTier)} to ${tierLabel(a.tier)}`
      : tierLabel(a.tier),
    a.months.join(", "),
    dollars(a.cents),
  ];
  heading(`Adjustments (${bill.adjustments.length})`);
  if (bill.adjustments.length === 0) pdf.text("No adjustment on this bill.", MARGIN, pdf.y);
  else table(adjustmentColumns, bill.adjustments.map(adjustmentRow));
  if (bill.toSettle.length > 0) {
    heading(
      `Older than the retro window, to be settled with us (not in the total) (${bill.toSettle.length})`,
    );
    table(adjustmentColumns, bill.toSettle.map(adjustmentRow));
  }

  heading("Payments and balance");
  if (bill.payments.length > 0)
    table(
      [
        { heading: "Payment", width: 160 },
        { heading: "Paid on", width: 100 },
        { heading: "Applied to this bill", width: 120, align: "right" },
      ],
      bill.payments.map((p) => [p.reference, p.paidOn, dollars(p.cents)]),
    );
  pdf.moveDown(0.4).font("Helvetica-Bold").fontSize(10);
  pdf.text(
    `Total ${dollars(bill.totalCents)}   Paid ${dollars(bill.paidCents)}   Balance ${dollars(bill.balanceCents)}`,
    MARGIN,
    pdf.y,
  );
  pdf.end();
  return done;
}
