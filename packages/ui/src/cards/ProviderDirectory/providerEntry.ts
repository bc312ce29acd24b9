// The directory's entry and its one-line address: shared by the card and its results table, which
// downloads on the first search (so the table need not import the card).

/** One provider of the directory, as the portal maps the search answer. */
export interface ProviderDirectoryEntry {
  physicianNumber: string;
  physicianName: string;
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  state?: string | null;
  zipCode?: string | null;
  /** Accepting new patients. */
  acceptingNewPatients: boolean;
}

/** A provider's address on one line. */
export function providerAddress(entry: ProviderDirectoryEntry): string {
  const street = [entry.address1, entry.address2].filter(Boolean).join(", ");
  const place = [entry.city, [entry.state, entry.zipCode].filter(Boolean).join(" ")]
    .filter(Boolean)
    .join(", ");
  return [street, place].filter(Boolean).join(", ");
}
