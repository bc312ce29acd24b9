// `@epr/ui/cards/client-search`: Clients - Log in as an Employer (session-and-admin.md §2 /clients).
export {
  CLIENT_TYPEAHEAD_DELAY_MS,
  ClientSearchCard,
  type ClientSearchCardCopy,
  type ClientSearchCardProps,
  type ClientSearchResult,
  type ClientSearchResults,
  defaultClientSearchCardCopy,
} from "./ClientSearchCard.js";
