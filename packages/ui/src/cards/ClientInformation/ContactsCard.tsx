import { assistMessages } from "@epr/domain";
import { useId } from "react";
import { ReadOnlyTable } from "../../primitives/ReadOnlyTable/ReadOnlyTable.js";

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
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      data-slot="contacts"
      className="rounded-card border border-border bg-surface p-5"
    >
      <h2 id={headingId} className="mt-0 mb-4 font-semibold text-xl">
        {words.title}
      </h2>
      {contacts.length === 0 ? (
        <p role="status">{words.empty}</p>
      ) : (
        <ReadOnlyTable caption={words.title} columns={[words.role, words.name, words.phone, words.email]}>
          {contacts.map((c) => (
            <tr key={`${c.role}-${c.name}`} className="border-border border-t">
              <th scope="row" className="px-3 py-2 font-semibold">
                {c.role}
              </th>
              <td className="px-3 py-2">{c.name}</td>
              <td className="px-3 py-2">{c.phone ? <a href={`tel:${c.phone}`}>{c.phone}</a> : "—"}</td>
              <td className="px-3 py-2">{c.email ? <a href={`mailto:${c.email}`}>{c.email}</a> : "—"}</td>
            </tr>
          ))}
        </ReadOnlyTable>
      )}
    </section>
  );
}
