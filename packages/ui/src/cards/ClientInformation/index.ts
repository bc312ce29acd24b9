// `@epr/ui/cards/client-information`: the client info tabs, general info, report codes and contacts (assist-employees.md §2.10).

export { Pager, type PagerProps } from "../shared/Pager.js";
export {
  ClientGeneralInfoCard,
  type ClientGeneralInfoCardProps,
  type ClientGeneralInfoCopy,
  type ClientGeneralInfoValue,
  defaultClientGeneralInfoCopy,
} from "./ClientGeneralInfoCard.js";
export {
  type ClientReportCodeRow,
  ClientReportCodesCard,
  type ClientReportCodesCardProps,
  type ClientReportCodesCopy,
  defaultClientReportCodesCopy,
} from "./ClientReportCodesCard.js";
export {
  ContactsCard,
  type ContactsCardProps,
  type ContactsCopy,
  type ContactValue,
  defaultContactsCopy,
} from "./ContactsCard.js";
