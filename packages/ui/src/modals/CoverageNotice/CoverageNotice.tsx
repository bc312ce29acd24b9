import { noticeWording, useBrand } from "@epr/brand-themes";
import { domainMessages } from "@epr/domain";
import { coverageNoticeText, type NoticeWording } from "@epr/forms/schemas";
import { Button } from "../../primitives/Button/Button.js";
import { ModalFrame } from "../ModalFrame/ModalFrame.js";

/**
 * A coverage notice (enrollment.md §8 notice keys): no product selected, a product with no members
 * (naming it), or the generic error (the coverage step's failed group information, §7).
 */
export type CoverageNoticeItem =
  | { key: "noProductSelected" }
  | { key: "productWithNoMembers"; product: string }
  | { key: "genericError" };

/** Words of the coverage notices modal; the button is ours, every text the spec's. */
export const defaultCoverageNoticeCopy = {
  /** enrollment.md §8: the notices modal is titled 'IMPORTANT'. */
  title: domainMessages.cancellationNoticeTitle,
  ok: "OK",
};

/** The words of the coverage notices modal. */
export type CoverageNoticeCopy = Record<keyof typeof defaultCoverageNoticeCopy, string>;

/** Props of `CoverageNotice`. */
export interface CoverageNoticeProps {
  /** Whether the modal is open. */
  open: boolean;
  /** The notices to show (one or more, as `assignPlansNotices` of @epr/domain returns them). */
  notices: readonly CoverageNoticeItem[];
  /** OK or Escape: back to the coverage step. */
  onClose: () => void;
  /** The brand's wording; the current brand record's copy when omitted (6012 has its own 'no product' wording). */
  wording?: NoticeWording;
  /** Override any of the words. */
  copy?: Partial<CoverageNoticeCopy>;
}

/** The text of one notice: @epr/forms' coverage notice wording, or the spec's generic error text. */
function noticeText(notice: CoverageNoticeItem, wording: NoticeWording) {
  return notice.key === "genericError"
    ? domainMessages.genericErrorText
    : coverageNoticeText(notice, wording);
}

/**
 * Coverage notices (enrollment.md §2 Modals; §5 Coverage notices; §8): the texts come from @epr/forms
 * in the brand's wording (the brand record's copy, `noticeWording`). An alert dialog; OK and
 * Escape close it.
 */
export function CoverageNotice({ open, notices, onClose, wording, copy }: CoverageNoticeProps) {
  const words = { ...defaultCoverageNoticeCopy, ...copy };
  const current = useBrand();
  const brandWording = wording ?? noticeWording(current);
  const texts = notices.map((notice) => noticeText(notice, brandWording));
  const single = texts.length === 1 ? texts[0] : undefined;
  return (
    <ModalFrame
      name="coverage-notice"
      open={open}
      alert
      title={words.title}
      description={single}
      onDismiss={onClose}
      footer={<Button onClick={onClose}>{words.ok}</Button>}
    >
      {single === undefined ? (
        <ul className="list-disc space-y-1 ps-6">
          {texts.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      ) : null}
    </ModalFrame>
  );
}
