import { type BrandRecord, brandColor, copyFor, palette } from "@epr/brand-themes/registry";
import { type IdCardHolder, idCardTypeLabels, type MemberIdCard } from "@epr/domain";

/** What one card image is drawn from: the member, the card, the employee and the brand. */
export interface IdCardDrawing {
  umi: string;
  holder: IdCardHolder;
  card: MemberIdCard;
  groupName: string;
  brand: BrandRecord;
  side: "front" | "back";
}

/** Text as XML character data: a name with & or < stays text, never markup. */
const xml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch] ?? ch,
  );

const colour = (name: string) => (palette as Record<string, string>)[name] ?? name;

/** A card the size of a wallet card (3.375 × 2.125 in) at 160 units an inch. */
const WIDTH = 540;
const HEIGHT = 340;

function frame(d: IdCardDrawing, title: string, body: string): string {
  // A brand record may give its own colours beside its family's palette (brandColor reads both).
  const primary = brandColor(d.brand, "primary");
  const header = brandColor(d.brand, "header");
  const font = xml(d.brand.tokens.shape.font);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img" aria-labelledby="t">`,
    `<title id="t">${xml(title)}</title>`,
    `<rect x="1" y="1" width="${WIDTH - 2}" height="${HEIGHT - 2}" rx="18" fill="#ffffff" stroke="${header}" stroke-width="2"/>`,
    `<path d="M1 19a18 18 0 0 1 18-18h${WIDTH - 38}a18 18 0 0 1 18 18v45H1z" fill="${primary}"/>`,
    `<g font-family='${font}' fill="${colour("ink-900")}">`,
    body,
    "</g></svg>",
  ].join("");
}

const text = (x: number, y: number, value: string, attrs = "") =>
  `<text x="${x}" y="${y}"${attrs ? ` ${attrs}` : ""}>${xml(value)}</text>`;

/**
 * One side of a member's ID card as SVG (assist-employees.md §2.6: images built from the member's
 * data, §7 getidcard), in the colours and with the customer service number of the member's brand.
 * The front names the member, member ID, group and plan; the back says whom to call.
 */
export function drawIdCard(d: IdCardDrawing): string {
  const name = `${d.holder.firstName} ${d.holder.lastName}`.trim();
  const kind = idCardTypeLabels[d.card.cType];
  const memberId = `${d.umi}${d.holder.pin}`;
  const white = 'fill="#ffffff"';
  if (d.side === "front") {
    return frame(
      d,
      `${kind} ID card, front: ${name}, member ID ${memberId}`,
      [
        text(24, 42, d.brand.displayName, `${white} font-size="24" font-weight="bold"`),
        text(WIDTH - 24, 42, `${kind} ID Card`, `${white} font-size="18" text-anchor="end"`),
        text(24, 102, "Member", 'font-size="14"'),
        text(24, 130, name, 'font-size="26" font-weight="bold"'),
        text(24, 170, "Member ID", 'font-size="14"'),
        text(24, 196, memberId, 'font-size="22" font-weight="bold" letter-spacing="1"'),
        text(300, 170, "Group", 'font-size="14"'),
        text(300, 196, d.card.groupNumber, 'font-size="22" font-weight="bold"'),
        text(24, 236, "Plan", 'font-size="14"'),
        text(24, 260, `${d.card.productName} (${d.card.lob})`, 'font-size="18"'),
        text(24, 298, d.groupName, 'font-size="14"'),
        text(300, 236, "Effective", 'font-size="14"'),
        text(300, 260, d.card.effectiveDate, 'font-size="18"'),
        text(24, 322, d.holder.relationship, `font-size="14" fill="${colour("slate-700")}"`),
      ].join(""),
    );
  }
  const phone = copyFor(d.brand, "customerServicePhone");
  return frame(
    d,
    `${kind} ID card, back: ${name}, customer service ${phone}`,
    [
      text(24, 42, d.brand.displayName, `${white} font-size="24" font-weight="bold"`),
      text(24, 104, "Member Services", 'font-size="16" font-weight="bold"'),
      text(24, 130, phone, 'font-size="24" font-weight="bold"'),
      text(24, 170, "Show this card each time you receive care.", 'font-size="16"'),
      text(24, 196, "Possession of this card does not guarantee eligibility.", 'font-size="14"'),
      text(24, 236, `Providers: file claims for member ID ${memberId}`, 'font-size="14"'),
      text(24, 260, `to ${d.brand.displayName} Claims, PO Box 1000.`, 'font-size="14"'),
      text(
        24,
        310,
        `${name} · Group ${d.card.groupNumber} · ${d.card.lob}`,
        `font-size="14" fill="${colour("slate-700")}"`,
      ),
    ].join(""),
  );
}
