import { brandSuccessText } from "@epr/domain";
import { MessageModal } from "../../modals/MessageModal/MessageModal.js";

/** Props of `ChangePcpSuccess`. */
export interface ChangePcpSuccessProps {
  open: boolean;
  /** The brand's success text (brand copy `pcpChangeSuccess`: the ID-card wording for 6008, 6009; §8). */
  text: string;
  onClose: () => void;
  /** The title and button; ours (the spec names the modal, not its title). */
  title?: string;
  ok?: string;
}

/**
 * The change-PCP success modal (assist-employees.md §2.3, §4, §8): the brand's wording, one OK; a
 * brand record with an empty text shows §8's alert 'Success message based on ubk is empty' instead.
 */
export function ChangePcpSuccess({
  open,
  text,
  onClose,
  title = "Success",
  ok = "OK",
}: ChangePcpSuccessProps) {
  return (
    <MessageModal
      name="change-pcp-success"
      open={open}
      onClose={onClose}
      copy={{ title, text: brandSuccessText(text), ok }}
    />
  );
}
