import { STUDIO_EXPORT_FORMAT } from "@atelier/contracts";

/** README.txt of every export: what the ZIP holds and how to read it, for whoever opens it without Atelier. */
export const EXPORT_README = `Atelier studio export (${STUDIO_EXPORT_FORMAT.name}, version ${STUDIO_EXPORT_FORMAT.version})

manifest.json  What this ZIP holds: the studio, each table with its row count, columns and the SHA-256 of its files,
               and every stored file with its size and SHA-256.
data/*.json    Each table's rows, one JSON object per row, named by column, values exactly as stored (amounts in rand
               with their cents, dates as YYYY-MM-DD, times in UTC).
csv/*.csv      The same rows for spreadsheets: a header of the columns, then one line per row.
objects/       Photos, voice recordings, concept images, logos, signatures and the PDFs of quotes, invoices, supplier
               orders and approval certificates, each under the key its record names (e.g. images.object_key).

Password and link hashes are never exported: people join an imported studio again by invitation.
`;
