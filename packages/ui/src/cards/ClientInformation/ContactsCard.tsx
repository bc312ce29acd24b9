import { assistMessages } from "@epr/domain";
import { RecordTable } from "../../primitives/ReadOnlyTable/RecordTable.js";
import { TitledSection } from "../shared/TitledSection.js";

/** A contact of the client or of a group (assist-employees.md §7 getContacts). */
export interface ContactValue {
  role: string;
  name: string;
  phone: string | null;
  email: string | null;
}

/** Words of the contacts card; an empty list says §8's "no items", as the report codes tab does. */
export const defaultContactsCopy = {
  title: "Contacts",
  role: "Role",
  name: "Name",
  phone: "Phone",
  email: "E-mail",
  empty: assistMessages.noItems,
};
export type ContactsCopy = typeof defaultContactsCopy;

/** Props of `ContactsCard`. */
export interface ContactsCardProps {
  contacts: readonly ContactValue[];
  copy?: Partial<ContactsCopy>;
}

/** The contacts tab of client info and of group info (assist-employees.md §2.1, §2.10): read-only. */
export function ContactsCard({ contacts, copy }: ContactsCardProps) {
  const words = { ...defaultContactsCopy, ...copy };
  return (
    <TitledSection title={words.title} slot="contacts">
      {contacts.length === 0 ? (
        <p role="status">{words.empty}</p>
      ) : (
        <RecordTable
          caption={words.title}
          rows={contacts}
          rowKey={(c) => `${c.role}-${c.name}`}
          columns={[
            { header: words.role, cell: (c) => c.role },
            { header: words.name, cell: (c) => c.name },
            { header: words.phone, cell: (c) => (c.phone ? <a href={`tel:${c.phone}`}>{c.phone}</a> : "—") },
            {
              header: words.email,
              cell: (c) => (c.email ? <a href={`mailto:${c.email}`}>{c.email}</a> : "—"),
            },
          ]}
        />
      )}
    </TitledSection>
  );
}
